import { useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { Button } from '../../components'
import { command } from '../../domain/commands'
import type { Addon } from '../../domain/codecs'
import { addonQuestion } from '../../form/screens/addons'
import { selectLoading } from '../../../reducers/journey-selectors'
import { selectAddonCards, selectAllAddonsDecided, selectBreakdownTiers, selectProposal } from '../../../reducers/proposal-selectors'
import { QuestionField } from '../../components/question'
import { Basket } from './Basket'
import { BreakdownTable } from './BreakdownTable'
import { formatPounds } from '../../domain/formats'
import './addons.css'
import { ScreenSkeleton, useDrawnWhenReady } from '../../components/screen-skeleton'
import { PROPOSAL_SCREEN_HEADINGS } from '../../domain/routes'

/** The final accordion's heading (J2.66). */
const BREAKDOWN_HEADING = 'If you breakdown...'

const AccordionItem = ({ id, title, open, onToggle, children }: { id: string; title: ReactNode; open: boolean; onToggle: () => void; children: ReactNode }) => (
  <section className={`accordion__item${open ? ' accordion__item--open' : ''}`} data-testid={`accordion-${id}`}>
    <h2 className="accordion__heading">
      <button type="button" id={`${id}-toggle`} className="accordion__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
        {title}
      </button>
    </h2>
    <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-toggle`} className="accordion__panel" hidden={!open}>
      {children}
    </div>
  </section>
)

/** One extra's card (J2.64-65): headline, yearly premium, its documents, the tri-state question and Next. */
const AddonCard = ({ addon, onNext }: { addon: Addon; onNext: () => void }) => {
  const q = addonQuestion(addon)
  const name = addon.description ?? addon.code
  return (
    <>
      {addon.headline != null ? <p className="addon-card__headline">{addon.headline}</p> : null}
      <p className="addon-card__price">
        <span data-testid={`premium-${addon.code}`}>{formatPounds(addon.premium)}</span> a year
      </p>
      <ul className="addon-card__links">
        {addon.ipid != null ? (
          <li>
            <a href={addon.ipid.url} target="_blank" rel="noopener noreferrer">
              Product information document (IPID) for {name}
            </a>
          </li>
        ) : null}
        {addon.policy_wording != null ? (
          <li>
            <a href={addon.policy_wording.url} target="_blank" rel="noopener noreferrer">
              Policy wording for {name}
            </a>
          </li>
        ) : null}
      </ul>
      <QuestionField q={q} error={null} />
      <Button variant="secondary" disabled={addon.is_selected == null} onClick={onNext} data-testid={`next-${addon.code}`}>
        Next
      </Button>
    </>
  )
}

/** Why Continue is disabled while an extra is undecided (001 §2 gives no text: ours, in the price page's style). */
const UNDECIDED_REASON = "Please choose 'Add to quote' or 'No Thanks' for each extra to continue."

/**
 * Addons (`/quote/addons?uuid=`, 001 §2 'Addons' and 'Basket'): an accordion card per visible extra, then the
 * breakdown comparison, Back and Continue, and the basket, on the proposal its address names (the route table asks
 * for it: AddressProposal). Continue is disabled while a card is undecided; leaving is the `addons/LeaveAddons`
 * saga.
 */
export const AddonsScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const cards = useAppSelector(selectAddonCards, today)
  const tiers = useAppSelector(selectBreakdownTiers, today)
  const decided = useAppSelector(selectAllAddonsDecided, today)
  const busy = useAppSelector(selectLoading) !== null
  const [opened, setOpened] = useState<{ readonly uuid: string; readonly index: number } | null>(null)

  const ready = uuid !== null && proposal.uuid === uuid && proposal.quote?.is_quoted === true
  // When the extras first show, the first undecided card is open (the breakdown table once all are decided);
  // from then on the rider's Next and headings decide, so a choice does not fold its own card away.
  const firstUndecided = cards.findIndex((a) => a.is_selected == null)
  const initial = firstUndecided === -1 ? cards.length : firstUndecided
  useEffect(() => {
    if (ready && opened?.uuid !== uuid) setOpened({ uuid, index: initial })
  }, [ready, opened, uuid, initial])
  const drawn = useDrawnWhenReady(ready)
  if (!ready || !drawn) {
    return <ScreenSkeleton heading={PROPOSAL_SCREEN_HEADINGS.Addons} blocks={['bar', 'bar', 'bar', 'bar']} reserve="part" />
  }
  const open = opened?.uuid === uuid ? opened.index : initial
  const setOpen = (index: number): void => setOpened({ uuid, index })
  const toggle = (i: number): void => setOpen(open === i ? -1 : i)
  // Next opens the following item and takes the focus to its heading, so a keyboard user goes on from there.
  const next = (i: number): void => {
    setOpen(i + 1)
    const id = i + 1 < cards.length ? `addon-${cards[i + 1]?.code ?? ''}` : 'addon-breakdown'
    document.getElementById(`${id}-toggle`)?.focus()
  }
  const leave = (to: 'Summary' | 'PricePresentation'): void => {
    dispatch(command('addons/LeaveAddons', { to }))
  }
  return (
    <div className="addons-frame">
      <div className="addons">
        <div className="addons__main">
          <h1>{PROPOSAL_SCREEN_HEADINGS.Addons}</h1>
          <div className="accordion">
            {cards.map((a, i) => (
              <AccordionItem key={a.code} id={`addon-${a.code}`} title={a.description ?? a.code} open={open === i} onToggle={() => toggle(i)}>
                <AddonCard addon={a} onNext={() => next(i)} />
              </AccordionItem>
            ))}
            <AccordionItem id="addon-breakdown" title={BREAKDOWN_HEADING} open={open === cards.length} onToggle={() => toggle(cards.length)}>
              <BreakdownTable tiers={tiers} />
            </AccordionItem>
          </div>
          {!decided && (
            <p className="hint" id="addons-continue-reason" data-testid="continue-reason">
              {UNDECIDED_REASON}
            </p>
          )}
          <div className="addons__actions">
            <Button variant="secondary" disabled={busy} onClick={() => leave('PricePresentation')}>
              Back
            </Button>
            <Button disabled={!decided || busy} {...(decided ? {} : { 'aria-describedby': 'addons-continue-reason' })} onClick={() => leave('Summary')}>
              Continue
            </Button>
          </div>
        </div>
        <Basket />
      </div>
    </div>
  )
}
