export { VehicleCard, engineSizeText, vehicleName } from './VehicleCard'
