import type { KeepingSettings } from './kept-session'

/**
 * What a rider's tab keeps: the quote in hand, from its start until it is bought, the session expires (419),
 * a new quote starts or the rider starts again; the tab's closing forgets it too (sessionStorage).
 */
export const RIDER_KEEPING: KeepingSettings = {
  key: 'ridecover.session',
  appVersion: 'rider',
  keeps: 'quote-in-hand',
  keepsSnapshot: true,
  refusedNotice: () => 'We could not bring back the answers kept in this tab, so you are starting a new quote.',
}
