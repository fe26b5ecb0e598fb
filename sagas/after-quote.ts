import type { Channel } from 'redux-saga'
import { call, flush, take } from 'redux-saga/effects'
import type { CommandOf } from '../src/domain/commands'
import type { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { leaveAddons } from './addons'
import { completePurchase, continueFromInstalments, openPayment, payInFull, refreshPayment } from './checkout'
import { checkRegistration, confirmRegistration, continueFromPrice, emailQuote, requote } from './price-presentation'
import { recall } from './recall'
import { continueFromSummary } from './summary'

/*
 * The flows after the quote form (price page, summary, instalments, payment, thank-you, recall), in one module
 * loaded on their first command (sagas/root.ts), so the rider's first page does not carry them.
 */

type AfterQuoteCommand = CommandOf<(typeof AFTER_QUOTE_COMMANDS)[number]>

/** One command, to its flow. */
export function* handleAfterQuote(cmd: AfterQuoteCommand) {
  switch (cmd.type) {
    case 'quote/Requote':
      return yield* requote(cmd)
    case 'quote/ContinueFromPrice':
      return yield* continueFromPrice()
    case 'quote/EmailQuote':
      return yield* emailQuote()
    case 'addons/LeaveAddons':
      return yield* leaveAddons(cmd)
    case 'quote/CheckRegistration':
      return yield* checkRegistration(cmd)
    case 'quote/ConfirmRegistration':
      return yield* confirmRegistration(cmd)
    case 'summary/Continue':
      return yield* continueFromSummary()
    case 'instalments/Continue':
      return yield* continueFromInstalments()
    case 'payment/PayInFull':
      return yield* payInFull(cmd)
    case 'payment/OpenPayment':
      return yield* openPayment(cmd)
    case 'payment/RefreshPayment':
      return yield* refreshPayment(cmd)
    case 'payment/CompletePurchase':
      return yield* completePurchase(cmd)
    case 'quote/Recall':
      return yield* recall(cmd)
  }
}

/**
 * Handles the flows' commands one at a time, from the first (already taken) on, as they were buffered: nothing
 * dispatched while the module loaded is lost. A command of the same kind as the one running that arrives
 * meanwhile is a repeat (a double click, a second Continue or Back while the extras are sent): it is dropped,
 * so no call is ever sent twice; any other command waits its turn.
 */
export function* runAfterQuote(commands: Channel<AfterQuoteCommand>, first: AfterQuoteCommand) {
  const queue: AfterQuoteCommand[] = [first]
  for (;;) {
    const next: AfterQuoteCommand = queue.shift() ?? (yield take(commands))
    yield call(handleAfterQuote, next)
    const arrived: AfterQuoteCommand[] = yield flush(commands)
    queue.push(...arrived.filter((c) => c.type !== next.type))
  }
}
