export * from './questions'
export * from './step-validation'
export * from './answers'
