// Test files import 'global-jsdom/register' first; this module does not, so that loading it again with import()
// (see RiderModal.test.tsx) does not put a second document in place of the one testing-library's screen reads.
import { render, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { JSDOM } from 'jsdom'
import { useState, type ReactNode } from 'react'
import type { Store } from 'redux'
import { createAppStore } from '../../../../src/app/store'
import { StoreProvider } from '../../../../src/app/store-context'
import { ClockProvider } from '../../../../src/app/today'
import type { EventLog } from '../../../../src/app/event-log'
import type { ListName, ListOption } from '../../../../src/domain/codecs'
import type { DomainEvent } from '../../../../src/domain/events'
import type { AppState } from '../../../../reducers/root'
import { fakeDeps, ok } from '../../../sagas/fake-deps'
import type { Fact } from '../../../reducers/given'

/** The moment every modal test runs at: today is 22/11/2026, so the 5-year look-back starts on 22/11/2021. */
export const NOW = '2026-11-22T10:00:00.000Z'

/** The reference lists the fake API answers (a few real options of each, as in the mock server's fixtures). */
const LISTS: Partial<Record<ListName, ListOption[]>> = {
  motor_claim: [
    { value: 'ACC', name: 'Accident' },
    { value: 'THEFT', name: 'Theft' },
    { value: 'FIRE', name: 'Fire' },
  ],
  motor_convictions: [
    { value: 'SP30', name: 'SP30 - Exceeding statutory speed limit on a public road' },
    { value: 'DR10', name: 'DR10 - Driving or attempting to drive with alcohol level above limit' },
    { value: 'DR30', name: 'DR30 - Driving or attempting to drive then failing to supply a specimen for analysis' },
    { value: 'CD10', name: 'CD10 - Driving without due care and attention' },
  ],
  occupation_role: [
    { value: 'A01', name: 'Accountant' },
    { value: 'S44', name: 'Student' },
    { value: '74C', name: 'Research Student' },
  ],
  duq_vehicle_modification: [
    { value: 'EXHAUST', name: 'Aftermarket exhaust' },
    { value: 'LUGGAGE', name: 'Luggage or panniers' },
  ],
  person_title_gender: [
    { value: 'Mr', name: 'Mr' },
    { value: 'Ms', name: 'Ms' },
  ],
  relationship_to_proposer: [{ value: 'S', name: 'Spouse' }],
  person_marital_status: [{ value: 'M', name: 'Married' }],
  driving_license_type: [{ value: 'F', name: 'Full' }],
  occupation_status: [{ value: 'Retired', name: 'Retired' }],
}

interface DomGlobals {
  window?: unknown
  document?: unknown
  $jsdom?: JSDOM
}

/**
 * Puts jsdom's window and document back when an earlier test file deleted them (test/api/browser-transport
 * deletes both in its afterEach); global-jsdom/register keeps its instance as $jsdom.
 */
const restoreDom = (): void => {
  const g = globalThis as DomGlobals
  if (g.document === undefined && g.$jsdom !== undefined) {
    g.window = g.$jsdom.window
    g.document = g.$jsdom.window.document
  }
}

export interface Harness {
  readonly store: Store<AppState>
  readonly log: EventLog
  /** The proposal and journey events dispatched since the harness was set up (list loads left out). */
  readonly dispatched: () => DomainEvent[]
  /** How many times the dialog asked to be closed. */
  readonly closes: () => number
  /** Renders `dialog(onClose)` inside the store and a clock fixed at NOW; onClose unmounts it, as the repeater does. */
  readonly open: (dialog: (onClose: () => void) => ReactNode) => ReturnType<typeof render>
  /** Renders any element inside the store and the clock. */
  readonly show: (ui: ReactNode) => ReturnType<typeof render>
}

/** A real store (fake API, clock at NOW) after `facts`, ready to render a dialog. */
export const harness = (...facts: Fact[]): Harness => {
  restoreDom()
  const { deps } = fakeDeps({ getList: (name) => ok({ options: LISTS[name] ?? [] }) }, NOW)
  const { store, log } = createAppStore(deps)
  for (const f of facts) store.dispatch({ type: f.type, payload: f.payload })
  const mark = log.all().length
  let closes = 0
  const clock = { now: () => NOW }
  const show = (ui: ReactNode) =>
    render(
      <StoreProvider store={store} log={log}>
        <ClockProvider clock={clock}>{ui}</ClockProvider>
      </StoreProvider>,
    )
  const Host = ({ dialog }: { dialog: (onClose: () => void) => ReactNode }) => {
    const [open, setOpen] = useState(true)
    const close = (): void => {
      closes += 1
      setOpen(false)
    }
    return open ? dialog(close) : <p>closed</p>
  }
  return {
    store,
    log,
    dispatched: () => log.all().slice(mark).filter((e) => !e.type.startsWith('lookup/')),
    closes: () => closes,
    open: (dialog) => show(<Host dialog={dialog} />),
    show,
  }
}

/** The dialog named `name`. */
export const dialog = (name: string | RegExp): HTMLElement => screen.getByRole('dialog', { name })

/** Chooses Yes or No in the yes/no question `legend` (inside `root`, default the whole page). */
export const answer = async (user: UserEvent, legend: string | RegExp, choice: 'Yes' | 'No', root: HTMLElement = document.body) =>
  user.click(within(within(root).getByRole('group', { name: legend })).getByLabelText(choice))

/** Types into the box labelled `label` (replacing what it held); the box commits when focus leaves it. */
export const fill = async (user: UserEvent, label: string | RegExp, text: string, root: HTMLElement = document.body) => {
  const box = within(root).getByLabelText(label)
  await user.clear(box)
  await user.type(box, text)
}

/** Waits for the reference list of a select to load, then picks the option named `option`. */
export const choose = async (user: UserEvent, label: string | RegExp, option: string, root: HTMLElement = document.body) => {
  await within(root).findByRole('option', { name: option })
  await user.selectOptions(within(root).getByLabelText(label), option)
}

/** The texts of the error summary's links, in order (none when there is no summary). */
export const summaryMessages = (root: HTMLElement = document.body): string[] =>
  Array.from(root.querySelectorAll('.error-summary__link')).map((a) => a.textContent ?? '')

/** The inline message of the field whose control has this id, without the hidden 'Error:' prefix. */
export const inlineError = (id: string): string | null =>
  document.getElementById(`${id}-error`)?.textContent?.replace(/^Error:\s*/, '') ?? null
