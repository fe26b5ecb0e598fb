/*
 * The flows of the quote form's later steps (vehicle lookups, address lookup, riders, medical condition) and the
 * form's sending, in one module loaded on their first command or the first Continue (sagas/flows.ts), so the
 * rider's first page does not carry them.
 */
export * from './address-lookup'
export * from './manual-cascade'
export * from './medical-condition'
export * from './riders'
export * from './send-form'
export * from './vehicle-lookup'
