import { useEffect, useRef, type RefObject } from 'react'
import {
  selectFuelList,
  selectIsFindingVehicle,
  selectManualConfirmed,
  selectManualPicked,
  selectManualSearch,
  selectVehicleLookup,
} from '../../../reducers/lookups-selectors'
import { selectVehicle } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { Announcement, Button, Field, FindFailurePanel, focusableWithin, SelectInput, useFocusLanding, VehicleCard, vehicleName } from '../../components'
import { command } from '../../domain/commands'
import { MANUAL_FIELDS, optionName, type ManualField } from '../../domain/codecs'
import { event } from '../../domain/events'
import { transmissionLabel } from '../../domain/constants'
import { isUkRegistration, maskRegistration } from '../../domain/formats'
import { registrationFormat } from '../../domain/validation'
import { useCommittedText } from '../../components/committed-text'
import { useAnswerRefusal } from '../../components/question'

const MANUAL_LABELS: Record<ManualField, string> = {
  manufacturer: 'Manufacturer',
  model: 'Model',
  fuel_type: 'Fuel type',
  year: 'Year of manufacture',
  transmission: 'Transmission',
  doors: 'Doors',
}

/** What the manual search's confirm stage says when its search failed (F8.02: it opens with no options). */
const MANUAL_FAILED_MESSAGE = 'We could not search for bikes just now. Please try again, or enter your registration.'

/** What the manual search's confirm stage says when no bike matches the choices. */
const NO_MATCH_MESSAGE = 'No bikes match these details. Please change your choices.'

/** What the lookup's region says when a registration finds no bike (the panel shows the spec's own two sentences). */
const NOT_FOUND_MESSAGE = 'We could not find a bike with that registration. You can try again, or find your bike manually.'

/** The vehicle lookup's question: its id is the registration box's, where its message shows. */
const LOOKUP_ID = 'risk.vehicle.abi_code'

/**
 * Registration entry: upper-cased with spaces removed as the rider types (7-character mask); Find is
 * disabled until it matches a UK registration. Typing is local; the lookup's outcome is the event. Text that
 * is no UK registration, left in the box, is refused with 'Please enter your registration' (000 §5), so
 * Continue says that rather than asking for a bike to be found.
 */
const RegistrationEntry = ({ error }: { error: string | null }) => {
  const dispatch = useDispatch()
  const searching = useAppSelector(selectIsFindingVehicle)
  const refusal = useAnswerRefusal(LOOKUP_ID)
  // Judged as the rider leaves the box (blur or Enter), as the form's other boxes commit.
  const box = useCommittedText<string>(
    '',
    (v) => v,
    (t) => t,
    (_v, typed) => {
      const refused = registrationFormat(typed)
      if (refused === null) refusal.accept()
      else refusal.refuse(refused)
    },
  )
  const text = box.text
  const valid = isUkRegistration(text)
  const find = (): void => {
    if (valid && !searching) dispatch(command('vehicle/LookupRegistration', { registration: text }))
  }
  return (
    <Field id={LOOKUP_ID} label="Registration number" hint="For example, AB12CDE" error={refusal.message ?? error}>
      {(described) => (
        <div className="lookup__row">
          <input
            {...described}
            id={LOOKUP_ID}
            className="input input--width-10"
            value={text}
            maxLength={10}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => box.change(maskRegistration(e.target.value))}
            onBlur={box.leave}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                box.commit()
                find()
              }
            }}
          />
          <Button onClick={find} disabled={!valid} aria-disabled={searching}>
            {searching ? 'Finding your bike…' : 'Find bike'}
          </Button>
        </div>
      )}
    </Field>
  )
}

/** The manual cascade: manufacturer → model → fuel → year → transmission → doors, then 'Please confirm the vehicle'. */
const ManualSearch = ({ error }: { error: string | null }) => {
  const dispatch = useDispatch()
  const manual = useAppSelector(selectManualSearch)
  const fuelList = useAppSelector(selectFuelList)
  const picked = useAppSelector(selectManualPicked)
  const cardRef = useRef<HTMLDivElement>(null)
  // No to the registration question opens the search unstarted: start it (its lookup loads the manufacturers).
  // A search started by a link (the card's 'Find your vehicle manually') is already under way.
  const unstarted = manual.stage === null && !manual.loading && !manual.failed
  useEffect(() => {
    if (unstarted) dispatch(command('vehicle/StartManualSearch', {}))
  }, [unstarted, dispatch])
  useEffect(() => {
    if (fuelList === undefined) dispatch(command('lists/LoadList', { name: 'vehicle_fuel_type' }))
  }, [fuelList, dispatch])
  const reached = manual.stage === 'confirm' ? MANUAL_FIELDS.length : manual.stage === null ? 0 : MANUAL_FIELDS.indexOf(manual.stage) + 1
  const shown = MANUAL_FIELDS.slice(0, reached).filter((f) => f !== 'doors' || (manual.options.doors ?? []).some((o) => o.value !== ''))
  return (
    <div className="lookup" ref={cardRef}>
      {shown.map((field, i) => {
        const options = (manual.options[field] ?? []).filter((o) => o.value !== '')
        const label = field === 'transmission' ? (v: string) => transmissionLabel(v) : (v: string, n: string) => n || v
        const chosen = manual.choices[field]
        return (
          <SelectInput<string>
            key={field}
            id={`manual-${field}`}
            label={MANUAL_LABELS[field]}
            value={chosen == null ? null : String(chosen)}
            options={options.map((o) => ({ value: o.value, label: label(o.value, o.name) }))}
            error={i === 0 ? error : null}
            placeholder={manual.loading && chosen == null ? 'Loading…' : 'Please select'}
            onChange={(v) => dispatch(command('vehicle/ChooseManualValue', { field, value: v }))}
          />
        )
      })}
      {manual.stage === 'confirm' ? (
        <fieldset className="form-group" aria-describedby="confirm-vehicle-hint">
          <legend className="form-group__heading">Please confirm the vehicle</legend>
          {manual.vehicles.length === 0 ? (
            <p id="confirm-vehicle-hint">{manual.failed ? MANUAL_FAILED_MESSAGE : NO_MATCH_MESSAGE}</p>
          ) : (
            <>
              <p id="confirm-vehicle-hint" className="visually-hidden">
                Choose your bike, then Confirm.
              </p>
              {manual.vehicles.map((v, i) => (
                <div className="radio" key={v.abi_code}>
                  <input
                    type="radio"
                    id={`confirm-vehicle-${i}`}
                    name="confirm-vehicle"
                    checked={picked === i}
                    onChange={() => dispatch(event('lookup/ManualVehiclePicked', { index: i }))}
                  />
                  <label htmlFor={`confirm-vehicle-${i}`}>
                    {v.manufacturer} {v.description ?? v.model}
                    {v.engine_size ? `, ${v.engine_size}${v.fuel_type === 'E' ? '' : 'cc'}` : ''}
                    {v.transmission ? `, ${transmissionLabel(v.transmission)}` : ''}
                    {v.fuel_type ? `, ${optionName(fuelList, v.fuel_type)}` : ''}
                    {v.year_min ? ` (${v.year_min}–${v.year_max ?? ''})` : ''}
                  </label>
                </div>
              ))}
              <Button disabled={picked === null} onClick={() => picked !== null && dispatch(command('vehicle/ConfirmManualVehicle', { index: picked }))}>
                Confirm
              </Button>
            </>
          )}
        </fieldset>
      ) : null}
    </div>
  )
}

/**
 * Finding the bike (000 §2, §4): by registration (the card, or the find-failure panel with Try Again), or
 * by the manual cascade. Confirming a manual vehicle scrolls to the card. What a lookup found, or that it found
 * nothing or failed, is said in a polite live region that stays mounted (`lookupMessage`); when the view that held focus is replaced (Find
 * bike or Enter gives the card, Find another registration or Try Again the box, a manual confirm the card), focus
 * lands on the card (the region 'Your bike'), else on the first control of what replaced it.
 */
export const VehicleLookup = ({ error }: { error: string | null }) => {
  const scope = useRef<HTMLDivElement>(null)
  const card = useRef<HTMLDivElement>(null)
  useFocusLanding(scope, () => card.current?.querySelector<HTMLElement>('.vehicle-card') ?? (scope.current === null ? null : (focusableWithin(scope.current)[0] ?? null)))
  const { status } = useAppSelector(selectVehicleLookup)
  const vehicle = useAppSelector(selectVehicle)
  const manual = useAppSelector(selectManualSearch)
  return (
    <div ref={scope}>
      <Announcement message={lookupMessage(status, vehicle, manual)} />
      <LookupView error={error} card={card} />
    </div>
  )
}

/**
 * What the lookup's live region says: the bike found (by registration or confirmed from the manual search), that a
 * registration found none, and what the manual search's confirm stage shows once its answer is in (its failure, no
 * match, or how many bikes to choose from: the stage opens below the list the rider is on). Nothing while a search
 * runs or a choice is still to make.
 */
const lookupMessage = (
  status: ReturnType<typeof selectVehicleLookup>['status'],
  vehicle: ReturnType<typeof selectVehicle>,
  manual: ReturnType<typeof selectManualSearch>,
): string => {
  if (vehicle.abi_code != null) return `We found your bike: ${vehicleName(vehicle)}.`
  if (status === 'not-found') return NOT_FOUND_MESSAGE
  if (manual.stage !== 'confirm' || manual.loading) return ''
  if (manual.failed) return MANUAL_FAILED_MESSAGE
  const n = manual.vehicles.length
  if (n === 0) return NO_MATCH_MESSAGE
  return `${n === 1 ? '1 bike matches' : `${String(n)} bikes match`} these details. Choose yours, then Confirm.`
}

/** The lookup's view of the moment: the card, the manual cascade, the find-failure panel or the registration box. */
const LookupView = ({ error, card }: { error: string | null; card: RefObject<HTMLDivElement | null> }) => {
  const dispatch = useDispatch()
  const { mode, status } = useAppSelector(selectVehicleLookup)
  const vehicle = useAppSelector(selectVehicle)
  const known = vehicle.has_registration
  const confirmed = useAppSelector(selectManualConfirmed)
  const fuelList = useAppSelector(selectFuelList)
  const hasVehicle = vehicle.abi_code != null
  useEffect(() => {
    if (hasVehicle && fuelList === undefined) dispatch(command('lists/LoadList', { name: 'vehicle_fuel_type' }))
  }, [hasVehicle, fuelList, dispatch])
  useEffect(() => {
    if (confirmed && hasVehicle) card.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [confirmed, hasVehicle, card])
  if (hasVehicle) {
    return (
      <div ref={card} className="lookup">
        {/* The card itself takes focus (a region named by its title, so a screen reader says where focus is) for
            the question's id: a landing, an error summary's link, a Change link. */}
        <VehicleCard
          id={LOOKUP_ID}
          vehicle={vehicle}
          fuelLabel={fuelList === undefined ? undefined : (c) => optionName(fuelList, c)}
          onFindAnother={() => dispatch(command('vehicle/FindAnotherRegistration', {}))}
          onFindManually={() => dispatch(command('vehicle/StartManualSearch', {}))}
        />
      </div>
    )
  }
  if (mode === 'manual' || known === false) return <ManualSearch error={error} />
  if (status === 'not-found') {
    return (
      <div className="lookup">
        <FindFailurePanel onTryAgain={() => dispatch(event('proposal/VehicleLookupReset', {}))} />
        <p>
          <button type="button" className="button-link" onClick={() => dispatch(command('vehicle/StartManualSearch', {}))}>
            Find your vehicle manually
          </button>
        </p>
      </div>
    )
  }
  return (
    <div className="lookup">
      <RegistrationEntry error={error ?? null} />
      <p>
        <button type="button" className="button-link" onClick={() => dispatch(command('vehicle/StartManualSearch', {}))}>
          Find your vehicle manually
        </button>
      </p>
    </div>
  )
}
