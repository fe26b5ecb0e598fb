export * from './questions'
export * from './step-validation'
