import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { DEFAULT_LATENCY_MS, describeFault, FAULT_NAMES, switchOff, switchOn, type FaultName, type FaultScope } from './faults'
import type { FaultSwitch } from './fault-switch'

/** What each scenario does to the app, as the panel lists it. */
const FAULT_LABELS: Readonly<Record<FaultName, string>> = {
  latency: 'Slow answers (latency)',
  '500': '500: server error (Exception page)',
  '419': '419: session expired (Expired page)',
  decline: 'Decline: the quote is not quoted (Declined page)',
  refer: 'Refer: the quote is referred (SiraDeclined page)',
  'not-found': 'Not found: proposals, recall and lookups find nothing',
  expired: 'Expired: a stored quote is past its validity (Expired page)',
  'payment-refused': 'Payment refused: the card page refuses every card',
  'device-risk-refused': 'Device-risk check refused',
  'credit-declined': 'Credit declined (pay monthly)',
  bot: 'Bot check fails',
}

const SCOPES = [
  ['next', 'The next call', { kind: 'calls', calls: 1 }],
  ['next5', 'The next 5 calls', { kind: 'calls', calls: 5 }],
  ['until-off', 'Until turned off', { kind: 'until-off' }],
] as const satisfies readonly (readonly [string, string, FaultScope])[]
type ScopeChoice = (typeof SCOPES)[number][0]

/**
 * The fault panel (development builds only): a 'Faults' button fixed at the bottom-right corner, saying how
 * many faults are on, opens a panel listing the mock insurer's scenarios, each a checkbox that switches it
 * on for the chosen scope (the next call by default, the next 5 calls, or until turned off) and, optionally,
 * only for paths containing a fragment. Ticking one closes the panel (it would cover the page at a phone's
 * width), so two clicks ('Faults', then '419…') make the app's next call answer 419. A counted fault unticks
 * itself once used. Unticking switches one off and 'Clear' all; Escape, 'Close' or a click outside closes
 * the panel (all but the click outside give focus back to the button).
 */
export const FaultPanel = ({ faults }: { faults: FaultSwitch }) => {
  const active = useSyncExternalStore(faults.subscribe, faults.current)
  const [open, setOpen] = useState(false)
  const [scope, setScope] = useState<ScopeChoice>('next')
  const [fragment, setFragment] = useState('')
  const [latency, setLatency] = useState(String(DEFAULT_LATENCY_MS))
  const toggle = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const id = useId()
  const panelId = `${id}-panel`

  // Focus moves to the panel as it is drawn, before any later key or click (a passive effect could land after them).
  useLayoutEffect(() => {
    if (open) heading.current?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return undefined
    const outside = (e: PointerEvent): void => {
      if (e.target instanceof Node && container.current?.contains(e.target) !== true) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const close = (): void => {
    setOpen(false)
    toggle.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation()
      close()
    }
  }
  const flip = (name: FaultName, on: boolean): void => {
    const current = faults.current()
    if (!on) return faults.set(switchOff(current, name))
    const chosen = SCOPES.find(([key]) => key === scope)?.[2] ?? SCOPES[0][2]
    faults.set(switchOn(current, { name, value: name === 'latency' ? Number(latency) : null, pathFragment: fragment, scope: chosen }))
    // Switched on, the fault waits for the app's next move: the panel gets out of its way.
    close()
  }

  return (
    <div ref={container} className="fault-panel" data-testid="fault-panel" onKeyDown={onKeyDown}>
      {open && (
        <section id={panelId} className="fault-panel__body" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="fault-panel__title">
            Faults
          </h2>
          <p className="fault-panel__hint">The mock insurer's scenarios, sent with the app's calls.</p>
          <fieldset className="fault-panel__group">
            <legend>Switch on for</legend>
            <div className="fault-panel__row">
              {SCOPES.map(([key, label]) => (
                <label key={key} className="fault-panel__choice">
                  <input type="radio" name={`${id}-scope`} value={key} checked={scope === key} onChange={() => setScope(key)} /> {label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="fault-panel__field">
            Only paths containing (optional)
            <input type="text" value={fragment} onChange={(e) => setFragment(e.target.value)} placeholder="/quote" spellCheck={false} autoComplete="off" />
          </label>
          <fieldset className="fault-panel__group">
            <legend>Scenarios</legend>
            {FAULT_NAMES.map((name) => {
              const on = active.find((f) => f.name === name)
              return (
                <div key={name} className="fault-panel__scenario">
                  <label className="fault-panel__choice">
                    <input type="checkbox" checked={on !== undefined} onChange={(e) => flip(name, e.target.checked)} /> {FAULT_LABELS[name]}
                  </label>
                  {name === 'latency' && (
                    <label className="fault-panel__field fault-panel__field--inline">
                      Milliseconds
                      <input type="number" min={0} max={60000} step={100} value={latency} onChange={(e) => setLatency(e.target.value)} />
                    </label>
                  )}
                </div>
              )
            })}
          </fieldset>
          <div role="status" className="fault-panel__active">
            {active.length === 0 ? (
              'No faults on.'
            ) : (
              <>
                On:
                <ul>
                  {active.map((f) => (
                    <li key={f.name}>{describeFault(f)}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="fault-panel__actions">
            <button type="button" onClick={() => faults.set([])} disabled={active.length === 0}>
              Clear
            </button>
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        className={`fault-panel__toggle${active.length > 0 ? ' fault-panel__toggle--on' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Faults{active.length > 0 ? ` (${active.length} on)` : ''}
      </button>
    </div>
  )
}
