import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { Announcement, FocusLanding, fieldStop, RepeaterList, useFocusLanding, type RepeaterItem } from '../../components'
import { command } from '../../domain/commands'
import { event, type UnstampedEvent, type Who } from '../../domain/events'
import { answerOf, type Question } from '../../form'
import { ITEM_SUMMARY_LIST, selectItemSummaries, selectRiderCount, type ListedItem } from '../../../reducers/proposal-selectors'
import { QuestionField, useReferenceList } from '../../components/question'
import { useItemChangeTarget } from './change-target'
import { lazyScreen, prefetchAfterPaint } from '../../app/lazy-screen'

// The item forms load on demand, each in its own bundle, fetched once their list's question is drawn (so Add opens
// the dialog without evaluating its bundle in the click's task). The rider dialog is passed in by RepeaterQuestion,
// so that the rider dialog, which asks the rider's own claims and convictions through this block, is no import cycle.
const DIALOGS = {
  claim: lazyScreen(() => import('./modals/ClaimModal').then((m) => m.default)),
  conviction: lazyScreen(() => import('./modals/ConvictionModal').then((m) => m.default)),
  modification: lazyScreen(() => import('./modals/ModificationModal').then((m) => m.default)),
}
const { Screen: ClaimModal } = DIALOGS.claim
const { Screen: ConvictionModal } = DIALOGS.conviction
const { Screen: ModificationModal } = DIALOGS.modification

type Kind = ListedItem

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

/**
 * What a screen reader hears once an item is removed: which one went, and how many are left ('Claim 2 removed:
 * 01/05/2024 – Accident. 1 claim left.'). The count makes each removal's words differ from the last one's, so
 * removing 'claim 1' twice is heard twice.
 */
const removedMessage = (label: RepeaterItem, index: number, summary: string, left: number): string => {
  const word = label.toLowerCase()
  return `${label} ${index + 1} removed: ${summary}. ${left === 0 ? `No ${word}s` : `${left} ${word}${left === 1 ? '' : 's'}`} left.`
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

/** The item dialog open: the item's index (null for a new claim, conviction or modification), whether it is new, and the field to focus as it opens. */
interface OpenDialog {
  readonly index: number | null
  readonly isNew: boolean
  readonly focus?: string
}

/**
 * The open item dialog, if any, in the FocusLanding of its list. A component of its own, drawn after the list: when a
 * Save or Cancel changes the list in the render that closes the dialog (Add hidden once the list is full), React
 * takes the list's elements away before the dialog's, so the dialog, returning focus as it goes (Modal), already finds
 * its opener gone and lands on the list, and focus never passes through an Add button about to go.
 */
const ItemDialogSlot = ({
  open,
  kind,
  who,
  landing,
  onClose,
  RiderDialog,
}: {
  open: OpenDialog | null
  kind: Kind
  who: Who
  landing: () => HTMLElement | null
  onClose: () => void
  RiderDialog: ComponentType<RiderDialogProps> | undefined
}) => {
  if (open === null) return null
  const focusField = open.focus !== undefined ? { focusField: open.focus } : {}
  return (
    <FocusLanding value={landing}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {kind === 'claim' ? <ClaimModal who={who} index={open.index} onClose={onClose} {...focusField} /> : null}
        {kind === 'conviction' ? <ConvictionModal who={who} index={open.index} onClose={onClose} {...focusField} /> : null}
        {kind === 'modification' ? <ModificationModal index={open.index} onClose={onClose} {...focusField} /> : null}
        {kind === 'rider' && open.index !== null && RiderDialog !== undefined ? (
          <RiderDialog index={open.index} isNew={open.isNew} onClose={onClose} {...(open.focus !== undefined ? { focusId: open.focus } : {})} />
        ) : null}
      </Suspense>
    </FocusLanding>
  )
}

export interface RiderDialogProps {
  readonly index: number
  readonly isNew: boolean
  readonly onClose: () => void
  /** Id of the rider's question to focus as it opens (a Change link's); else the first. */
  readonly focusId?: string
}

/**
 * A yes/no with a list under it (claims, convictions, modifications, additional riders): Yes shows the list
 * with 'Add a Claim' / 'Add Another Claim' (hidden at 5); No removes the items (the reducer); removing the
 * last item turns the answer back to No. Items are added and edited in dialogs loaded on demand.
 *
 * After a Remove, and after a dialog's Save or Cancel when the button that opened it is gone (Add hidden once the
 * list is full) or none did (a Change link), focus lands on the Add button, else the list, else the yes/no (its
 * No, once the last item is removed): never on the page's body. A Remove is also heard, through a live region that
 * stays with the question: which item went and how many are left.
 */
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
  const has = useAppSelector(answerOf, q)
  const summaries = useAppSelector(selectItemSummaries, kind, who)
  const riderCount = useAppSelector(selectRiderCount)
  // A Change link to an item's answer opens that item's dialog on it as the list first shows (change-target.ts).
  const asked = useItemChangeTarget(q.repeater?.itemsAt, has === true ? (kind === 'rider' ? riderCount : summaries.length) : 0)
  const [removed, setRemoved] = useState('')
  const [open, setOpen] = useState<OpenDialog | null>(() =>
    asked === null ? null : { index: asked.index, isNew: false, focus: kind === 'rider' ? `${q.repeater?.itemsAt ?? ''}.${asked.index}.${asked.within}` : asked.within },
  )
  const scope = useRef<HTMLDivElement>(null)
  const itemsId = `${q.id}-items`
  const landing = (): HTMLElement | null =>
    document.getElementById(itemsId) ?? scope.current?.querySelector<HTMLElement>('.repeater__list') ?? fieldStop(q.id)
  const landNext = useFocusLanding(scope, landing)
  // The items' lines name their type in a reference list's words (a claim's 'Accident', not its code): asked for
  // once there are items to show, as an edit form opened on a step with items has not loaded it.
  const summaryList = kind === null ? null : ITEM_SUMMARY_LIST[kind]
  useReferenceList(summaryList !== null && has === true && summaries.length > 0 ? summaryList : undefined)
  useEffect(() => {
    const dialog = kind === null || kind === 'rider' ? undefined : DIALOGS[kind]
    return dialog === undefined ? undefined : prefetchAfterPaint(dialog)
  }, [kind])
  if (kind === null || q.repeater === undefined) return <QuestionField q={q} error={error} />
  const missingItems = has === true && summaries.length === 0 ? error : null
  const close = () => setOpen(null)
  return (
    <div ref={scope} className="repeater">
      <QuestionField q={q} error={missingItems === null ? error : null} />
      {has === true ? (
        <RepeaterList
          id={itemsId}
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
          onRemove={(index) => {
            // The list's rows are kept by place, so the pressed Remove may stay for the next item: land all the same.
            landNext()
            setRemoved(removedMessage(LABEL[kind], index, summaries[index] ?? '', summaries.length - 1))
            dispatch(removal(kind, who, index))
          }}
        />
      ) : null}
      <Announcement message={removed} />
      <ItemDialogSlot open={open} kind={kind} who={who} landing={landing} onClose={close} RiderDialog={RiderDialog} />
    </div>
  )
}
