import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { RepeaterList, type RepeaterItem } from '../../components'
import { command } from '../../domain/commands'
import { event, type UnstampedEvent, type Who } from '../../domain/events'
import { formatUkDate } from '../../domain/formats'
import { answerOf, type Question } from '../../form'
import { selectPerson, selectRiderCount } from '../../../reducers/proposal-selectors'
import type { AppState } from '../../../reducers/root'
import { QuestionField } from '../../components/question'

// The item forms load on demand, each in its own bundle. The rider dialog is passed in by RepeaterQuestion, so
// that the rider dialog, which asks the rider's own claims and convictions through this block, is no import cycle.
const ClaimModal = lazy(() => import('./modals/ClaimModal'))
const ConvictionModal = lazy(() => import('./modals/ConvictionModal'))
const ModificationModal = lazy(() => import('./modals/ModificationModal'))

type Kind = 'claim' | 'conviction' | 'modification' | 'rider'

const kindOf = (q: Question): Kind | null => {
  switch (q.repeater?.item) {
    case 'claim':
      return 'claim'
    case 'conviction':
      return 'conviction'
    case 'modification':
      return 'modification'
    case 'additional rider':
      return 'rider'
    default:
      return null
  }
}

const LABEL: Record<Kind, RepeaterItem> = { claim: 'Claim', conviction: 'Conviction', modification: 'Modification', rider: 'Rider' }

const whoOf = (q: Question): Who => (q.about === 'person' ? q.who : 'proposer')

/** A list code's name when its list is loaded, else the code itself. */
const nameIn = (s: AppState, list: string, code: string | null | undefined): string | null =>
  code == null ? null : (s.lookups.lists[list]?.find((o) => o.value === code)?.name ?? code)

/** The list previews: claims by date and description, convictions by conviction date and code (000 §3). */
const summariesOf = (s: AppState, kind: Kind, who: Who): string[] => {
  const person = selectPerson(s, who)
  switch (kind) {
    case 'claim':
      return (person?.driver_details.claims ?? []).map(
        (c) => `${c.date ? formatUkDate(c.date) : 'No date'} – ${nameIn(s, 'motor_claim', c.description) ?? 'Claim'}`,
      )
    case 'conviction':
      return (person?.driver_details.licence.convictions ?? []).map(
        (c) => `${c.conviction_date ? formatUkDate(c.conviction_date) : 'No date'} – ${c.code ?? 'Conviction'}`,
      )
    case 'modification':
      return s.proposal.risk.vehicle.modifications.map(
        (m) => [nameIn(s, 'duq_vehicle_modification', m.type), m.description].filter(Boolean).join(' – ') || 'Modification',
      )
    case 'rider':
      return s.proposal.risk.additional_drivers.map(
        (r, i) => [r.name.forenames, r.name.surname].filter(Boolean).join(' ') || `Rider ${i + 1}`,
      )
  }
}

const removal = (kind: Kind, who: Who, index: number): UnstampedEvent => {
  switch (kind) {
    case 'claim':
      return event('proposal/ClaimRemoved', { who, index })
    case 'conviction':
      return event('proposal/ConvictionRemoved', { who, index })
    case 'modification':
      return event('proposal/ModificationRemoved', { index })
    case 'rider':
      return event('proposal/RiderRemoved', { index })
  }
}

/**
 * A yes/no with a list under it (claims, convictions, modifications, additional riders): Yes shows the list
 * with 'Add a Claim' / 'Add Another Claim' (hidden at 5); No removes the items (the reducer); removing the
 * last item turns the answer back to No. Items are added and edited in dialogs loaded on demand.
 */
export interface RiderDialogProps {
  readonly index: number
  readonly isNew: boolean
  readonly onClose: () => void
}

export const RepeaterBase = ({
  q,
  error,
  RiderDialog,
}: {
  q: Question
  error: string | null
  /** The additional-rider dialog; without it, the block serves claims, convictions and modifications only. */
  RiderDialog?: ComponentType<RiderDialogProps>
}) => {
  const kind = kindOf(q)
  const who = whoOf(q)
  const dispatch = useDispatch()
  const has = useAppSelector(useCallback((s) => answerOf(s, q), [q]))
  const summaries = useAppSelector(
    useCallback((s) => (kind === null ? [] : summariesOf(s, kind, who)), [kind, who]),
    (a, b) => a.length === b.length && a.every((x, i) => x === b[i]),
  )
  const riderCount = useAppSelector(selectRiderCount)
  const [open, setOpen] = useState<{ index: number | null; isNew: boolean } | null>(null)
  if (kind === null || q.repeater === undefined) return <QuestionField q={q} error={error} />
  const missingItems = has === true && summaries.length === 0 ? error : null
  const close = () => setOpen(null)
  return (
    <div className="repeater">
      <QuestionField q={q} error={missingItems === null ? error : null} />
      {has === true ? (
        <RepeaterList
          id={`${q.id}-items`}
          item={LABEL[kind]}
          items={summaries.map((summary) => ({ summary }))}
          max={q.repeater.max}
          error={missingItems}
          onAdd={() => {
            if (kind === 'rider') {
              // One command: the decision adds the empty rider (refused past the maximum); the dialog asks about them.
              dispatch(command('proposal/AddRider', {}))
              setOpen({ index: riderCount, isNew: true })
            } else setOpen({ index: null, isNew: true })
          }}
          onEdit={(index) => setOpen({ index, isNew: false })}
          onRemove={(index) => dispatch(removal(kind, who, index))}
        />
      ) : null}
      {open !== null ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          {kind === 'claim' ? <ClaimModal who={who} index={open.index} onClose={close} /> : null}
          {kind === 'conviction' ? <ConvictionModal who={who} index={open.index} onClose={close} /> : null}
          {kind === 'modification' ? <ModificationModal index={open.index} onClose={close} /> : null}
          {kind === 'rider' && open.index !== null && RiderDialog !== undefined ? (
            <RiderDialog index={open.index} isNew={open.isNew} onClose={close} />
          ) : null}
        </Suspense>
      ) : null}
    </div>
  )
}
