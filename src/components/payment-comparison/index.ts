export { PaymentComparison } from './PaymentComparison'
