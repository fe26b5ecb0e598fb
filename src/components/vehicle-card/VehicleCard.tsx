import { useId } from 'react'
import { transmissionLabel as defaultTransmissionLabel } from '../../domain/constants'
import { Button } from '../button'

/** The vehicle fields the card shows; any may be missing. */
interface VehicleCardVehicle {
  registration?: string | null
  engine_size?: number | null
  manufacturer?: string | null
  transmission?: string | null
  model?: string | null
  description?: string | null
  fuel_type?: string | null
  year?: number | null
}


/** The fuel codes' names of the vehicle_fuel_type list; other codes are shown as they are. */
const FUEL_NAMES: Readonly<Record<string, string>> = { P: 'Petrol', D: 'Diesel', E: 'Electric', H: 'Hybrid' }

/** Electric bikes have no cubic capacity: their engine size is shown without 'cc'. */
const ELECTRIC_FUEL = 'E'

const present = <T,>(v: T | null | undefined): v is T => v !== null && v !== undefined && v !== ''

/** The engine size as shown: '649cc', or the bare number for an electric bike; null when unknown. */
export const engineSizeText = (engineSize: number | null | undefined, fuelType: string | null | undefined): string | null =>
  present(engineSize) ? (fuelType === ELECTRIC_FUEL ? String(engineSize) : `${engineSize}cc`) : null

/** The bike's model as the card shows it: its description when there is one, else its model. */
const modelOf = (vehicle: VehicleCardVehicle): string | null | undefined => (present(vehicle.description) ? vehicle.description : vehicle.model)

/** The bike in a few words, as the card names it: make, model and engine size ('HONDA CB650R, 649cc'); what is unknown is left out. */
export const vehicleName = (vehicle: VehicleCardVehicle): string =>
  [[vehicle.manufacturer, modelOf(vehicle)].filter(present).join(' '), engineSizeText(vehicle.engine_size, vehicle.fuel_type)].filter(present).join(', ')

export interface VehicleCardProps {
  vehicle: VehicleCardVehicle
  /** The name of a transmission code; default the domain's transmissionLabel (TransMan Manual, TransAuto Automatic). */
  transmissionLabel?: (code: string) => string
  /** The name of a fuel code, e.g. from the vehicle_fuel_type list; default FUEL_NAMES. */
  fuelLabel?: (code: string) => string
  onFindAnother: () => void
  onFindManually: () => void
  /** Id of the card (focusable with tabindex -1), so the form can scroll to it after a manual confirm. */
  id?: string
  title?: string
}

const UNKNOWN = 'Unknown'

/**
 * The found bike (F2.21): registration, engine size ('cc' unless electric), make, transmission (only when
 * present, its code named: TransMan Manual, TransAuto Automatic, F4.20), model (the description when there is
 * one, else the model), fuel and year, as a description list; then 'Find another registration' and 'Find your
 * vehicle manually' as link-style buttons. The registration row is left out when there is none (a bike found
 * manually); the other rows always show, 'Unknown' standing in for a missing value.
 */
export const VehicleCard = ({
  vehicle,
  transmissionLabel = defaultTransmissionLabel,
  fuelLabel = (code) => FUEL_NAMES[code] ?? code,
  onFindAnother,
  onFindManually,
  id,
  title = 'Your bike',
}: VehicleCardProps) => {
  const titleId = useId()
  const model = modelOf(vehicle)
  const rows: readonly (readonly [string, string | null | undefined, boolean])[] = [
    ['Registration', vehicle.registration, false],
    ['Engine size', engineSizeText(vehicle.engine_size, vehicle.fuel_type), true],
    ['Make', vehicle.manufacturer, true],
    ['Transmission', present(vehicle.transmission) ? transmissionLabel(vehicle.transmission) : null, false],
    ['Model', model, true],
    ['Fuel', present(vehicle.fuel_type) ? fuelLabel(vehicle.fuel_type) : null, true],
    ['Year', present(vehicle.year) ? String(vehicle.year) : null, true],
  ]
  return (
    <section id={id} className="vehicle-card" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="vehicle-card__title">
        {title}
      </h3>
      <dl className="vehicle-card__details">
        {rows
          .filter(([, value, always]) => always || present(value))
          .map(([term, value]) => (
            <div key={term} className="vehicle-card__row">
              <dt className="vehicle-card__term">{term}</dt>
              <dd className="vehicle-card__value">{present(value) ? value : UNKNOWN}</dd>
            </div>
          ))}
      </dl>
      <p className="vehicle-card__actions">
        <Button variant="link" onClick={onFindAnother}>
          Find another registration
        </Button>
        <Button variant="link" onClick={onFindManually}>
          Find your vehicle manually
        </Button>
      </p>
    </section>
  )
}
