export { PartnerBanner } from './PartnerBanner'
