export { ELECTRIC_FUEL, FUEL_NAMES, VehicleCard, engineSizeText } from './VehicleCard'
export type { VehicleCardProps, VehicleCardVehicle } from './VehicleCard'
