import { replay, type AppState } from '../../reducers/root'
import { storedSample } from '../fixtures/trails/samples'
import { fact, stamp, type Fact } from '../reducers/given'

/** The day the sample trail was made; the completed quote is valid on every step on it. */
export const TODAY = '2026-11-01'

const baseline = storedSample('completed-quote.json')

/** The completed sample quote: five answered sections, created and quoted. */
export const completed: AppState = baseline.state

/**
 * The completed quote after more events: each is stamped (seq continuing the trail's, a fixed time and
 * session), decoded with the DomainEvent codec and folded with the root reducer.
 */
export const after = (...facts: Fact[]): AppState => replay(stamp(facts, baseline.events.length + 1), completed)

/** The empty form after some events (nothing answered before them). */
export const fresh = (...facts: Fact[]): AppState => replay(stamp(facts))

export { detail, person } from '../reducers/given'

/** An additional rider who has answered every question of the rider modal validly. */
export const completeRider = (forenames = 'Tom'): Fact =>
  fact('proposal/RiderAdded', {
    rider: {
      name: { title: 'Mr', forenames, surname: 'Whitfield' },
      date_of_birth: '1986-02-11',
      relationship_to_proposer: 'S',
      marital_status: 'M',
      resident: { is_uk_born: true, since: null },
      has_insurance_refused: false,
      full_time_occupation: { status: 'Employed', role: 'B12', industry: '045' },
      has_part_time_occupation: false,
      part_time_occupation: null,
      has_non_rta_conviction: false,
      driver_details: {
        driver_type: 'additional_driver',
        tests: [],
        licence: { type: 'F', date: '2006-09-01', has_convictions: false, convictions: [] },
        claims: [],
        has_claims: false,
        has_medical_condition: false,
        has_motoring_organisation: false,
        has_access_to_other_vehicles: false,
      },
    },
  })

export { fact, type Fact }
