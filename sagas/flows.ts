import type { CommandOf, CommandType } from '../src/domain/commands'
import { loadAllSections } from '../src/form/questions'
import { loadAfterQuote, loadFormSteps } from './lazy-flows'
import { loadProposal } from './proposal-load'
import { goToStep, openForm, opensLaterSection, submitStep } from './quote-form'
import { loadList } from './reference-lists'

/** The saga that handles one command (a flow may ignore the command, as a plain Continue does). */
export type Flow<T extends CommandType> = (cmd: CommandOf<T>) => Iterator<unknown>

/** A flow in a module that loads on first use (a bundle of its own): the module's loader, and the flow in it. */
interface Lazy<F> {
  readonly load: () => Promise<unknown>
  readonly pick: (module: never) => F
}

/** The flows of one lazily loaded module: `afterQuote((m) => m.requote)` is that module's `requote`. */
const lazy =
  <M>(load: () => Promise<M>) =>
  <F>(pick: (module: M) => F): Lazy<F> => ({ load, pick })

/**
 * How a command's flow runs beside the others:
 * - `'latest'`: a newer command of its type cancels the flow still running (takeLatest);
 * - `'every'`: each runs as it comes, beside the rest (takeEvery);
 * - `'leading'`: a command that comes while the flow of its type runs is dropped (takeLeading);
 * - `{ leadingPer }`: the same, per key of the command: one of each key runs at a time;
 * - `'queued'`: one at a time with every other queued command, in the order they came, buffered from the start;
 *   a command of the type that is running when it comes is dropped.
 */
type Concurrency<C> = 'latest' | 'every' | 'leading' | 'queued' | { readonly leadingPer: (cmd: C) => string }

/** A command's row: its flow (in the first load, or `Lazy` in a module of its own), and how it runs. */
export interface FlowRow<T extends CommandType> {
  readonly flow: Flow<T> | Lazy<Flow<T>>
  readonly concurrency: Concurrency<CommandOf<T>>
  /**
   * The modules a command's flow loads on demand besides its own (none when absent): the store holds the command
   * until they have loaded (sagas/root.ts `commandGate`), so the flow runs straight on, and a conversation replay
   * waits for them rather than guessing how long they take.
   */
  readonly awaits?: (cmd: CommandOf<T>) => readonly (() => Promise<unknown>)[]
}

const formSteps = lazy(loadFormSteps)
const afterQuote = lazy(loadAfterQuote)

/**
 * Every command's flow, and how it runs: the root saga (sagas/root.ts) starts the watchers from this table, and
 * a lazy flow's module loads on the first command of its module (the commands that come meanwhile are kept).
 * A new command is its codec (src/domain/commands.ts), its flow, and its row here; the compiler asks for the row.
 */
export const FLOWS: { readonly [T in CommandType]: FlowRow<T> } = {
  // Many fields ask for the same list as a screen mounts: a list on its way is not asked for again.
  'lists/LoadList': { flow: loadList, concurrency: { leadingPer: (cmd) => cmd.payload.name } },
  // A remount re-opens the form: an edit's load still waiting is cancelled. The form's sections load on demand.
  'form/OpenForm': { flow: openForm, concurrency: 'latest', awaits: (cmd) => (opensLaterSection(cmd.payload) ? [loadAllSections] : []) },
  // Every step header click is handled: each is a quick, idempotent move.
  'form/GoToStep': { flow: goToStep, concurrency: 'every', awaits: () => [loadAllSections] },
  // A second Continue while a step is submitted (the bot check, the proposal and quote calls) is dropped, so
  // nothing is sent twice. A step's Continue may send the form, whose flow is among the later steps'.
  'form/SubmitStep': { flow: submitStep, concurrency: 'leading', awaits: () => [loadFormSteps, loadAllSections] },
  'proposal/LoadProposal': { flow: loadProposal, concurrency: 'latest' },

  // The form's later steps, dispatched from step 2 on. A lookup answered late never overwrites a newer one.
  'vehicle/LookupRegistration': { flow: formSteps((m) => m.lookupRegistration), concurrency: 'latest' },
  'vehicle/FindAnotherRegistration': { flow: formSteps((m) => m.findAnotherRegistration), concurrency: 'every' },
  'vehicle/StartManualSearch': { flow: formSteps((m) => m.startManualSearch), concurrency: 'latest' },
  'vehicle/ChooseManualValue': { flow: formSteps((m) => m.chooseManualValue), concurrency: 'latest' },
  'vehicle/ConfirmManualVehicle': { flow: formSteps((m) => m.confirmManualVehicle), concurrency: 'every' },
  'address/LookupAddress': { flow: formSteps((m) => m.lookupAddress), concurrency: 'latest' },
  'proposal/AddRider': { flow: formSteps((m) => m.addRider), concurrency: 'every' },
  'proposal/CancelRider': { flow: formSteps((m) => m.cancelRider), concurrency: 'every' },
  'proposal/AnswerMedicalCondition': { flow: formSteps((m) => m.answerMedicalCondition), concurrency: 'every' },

  // After the quote: one at a time, so a double click, or a second Continue or Back while the extras are sent,
  // never sends a call twice; any other command waits its turn.
  'quote/Requote': { flow: afterQuote((m) => m.requote), concurrency: 'queued' },
  'quote/ContinueFromPrice': { flow: afterQuote((m) => m.continueFromPrice), concurrency: 'queued' },
  'quote/EmailQuote': { flow: afterQuote((m) => m.emailQuote), concurrency: 'queued' },
  'quote/CheckRegistration': { flow: afterQuote((m) => m.checkRegistration), concurrency: 'queued' },
  'quote/ConfirmRegistration': { flow: afterQuote((m) => m.confirmRegistration), concurrency: 'queued' },
  'addons/LeaveAddons': { flow: afterQuote((m) => m.leaveAddons), concurrency: 'queued' },
  'summary/Continue': { flow: afterQuote((m) => m.continueFromSummary), concurrency: 'queued' },
  'instalments/Continue': { flow: afterQuote((m) => m.continueFromInstalments), concurrency: 'queued' },
  'payment/PayInFull': { flow: afterQuote((m) => m.payInFull), concurrency: 'queued' },
  'payment/OpenPayment': { flow: afterQuote((m) => m.openPayment), concurrency: 'queued' },
  'payment/RefreshPayment': { flow: afterQuote((m) => m.refreshPayment), concurrency: 'queued' },
  'payment/CompletePurchase': { flow: afterQuote((m) => m.completePurchase), concurrency: 'queued' },
  'quote/Recall': { flow: afterQuote((m) => m.recall), concurrency: 'queued' },
}
