/*
 * The flows after the quote form (price page, extras, summary, instalments, payment, thank-you, recall), in one
 * module loaded on their first command (sagas/flows.ts), so the rider's first page does not carry them.
 */
export * from './addons'
export * from './checkout'
export * from './price-presentation'
export * from './recall'
export * from './summary'
