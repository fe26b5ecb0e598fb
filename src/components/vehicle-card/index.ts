export { VehicleCard, engineSizeText } from './VehicleCard'
