/**
 * The route table: screen name to path. The screens of both spec documents, and the firm's own pages a direct sale
 * owes the rider (the privacy notice; who the firm is and how to complain), which the spec leaves out.
 */
export const ROUTES = {
  QuoteCreateForm: '/get-a-quote',
  QuoteEditForm: '/quote/edit',
  PricePresentation: '/quote/payment-option',
  Addons: '/quote/addons',
  Summary: '/quote/summary',
  Payment: '/quote/payment',
  Instalments: '/quote/instalments',
  InstalmentsDeclined: '/quote/instalments/declined',
  ThankYou: '/quote/thankyou',
  Failed: '/quote/payment/failed',
  Declined: '/quote/declined',
  SiraDeclined: '/declined',
  Expired: '/quote/session-expired',
  Exception: '/error/exception',
  Recall: '/quote/recall',
  DeepLink: '/quote/deeplink',
  PrivacyNotice: '/privacy',
  AboutUs: '/about-us',
} as const
export type RouteName = keyof typeof ROUTES | 'NotFound'

/**
 * The screens that show the proposal their address's `uuid` names and nothing without it, each with the heading it
 * draws while that proposal loads (the screen's own). The route table draws, under that heading and in the screen's
 * place, the notice that the quote cannot be found when the server answered not_found for the uuid, or when the
 * address names none and the store holds none (src/app/address-proposal.tsx).
 */
export const PROPOSAL_SCREEN_HEADINGS = {
  PricePresentation: 'Your quote',
  Addons: 'Optional extras',
  Summary: 'Summary',
  Instalments: 'Pay monthly by Direct Debit',
  Payment: 'Payment',
  ThankYou: 'Thank you',
} as const satisfies Partial<Record<RouteName, string>>
export type ProposalScreen = keyof typeof PROPOSAL_SCREEN_HEADINGS

/** True for a screen of PROPOSAL_SCREEN_HEADINGS. */
export const isProposalScreen = (route: RouteName): route is ProposalScreen => Object.hasOwn(PROPOSAL_SCREEN_HEADINGS, route)

/**
 * The screens the route table opens on the proposal their address's `uuid` names: it asks the server for that
 * proposal (proposal/LoadProposal) each time one of them opens, also when the tab holds it (a reload whose tab kept
 * it shows the kept one meanwhile), before the screen's own effects (src/app/routes.tsx). Payment and ThankYou load
 * it their own way, as the edit form does.
 */
export const OPENS_ADDRESS_PROPOSAL: ReadonlySet<RouteName> = new Set<ProposalScreen>(['PricePresentation', 'Addons', 'Summary', 'Instalments'])

/** The help page (FAQs; the header's Claims and Policy details menus are its sections). */
export const HELP_PATH = '/faqs'

/** Paths that redirect to the quote form. */
export const REDIRECTS_TO_FORM: readonly string[] = ['/', '/quote']

/** The screen a path shows; NotFound for anything else (a trailing slash is ignored). */
export const routeNameOf = (path: string): RouteName => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (REDIRECTS_TO_FORM.includes(clean)) return 'QuoteCreateForm'
  const hit = (Object.entries(ROUTES) as [keyof typeof ROUTES, string][]).find(([, p]) => p === clean)
  return hit === undefined ? 'NotFound' : hit[0]
}

export type ProgressGroup = 'Your Details' | 'Quote' | 'Payment' | 'Complete'
export const PROGRESS_GROUPS: readonly ProgressGroup[] = ['Your Details', 'Quote', 'Payment', 'Complete']

const GROUP_OF: Partial<Record<RouteName, ProgressGroup>> = {
  QuoteCreateForm: 'Your Details',
  QuoteEditForm: 'Your Details',
  PricePresentation: 'Quote',
  Addons: 'Quote',
  Summary: 'Quote',
  Payment: 'Payment',
  Instalments: 'Payment',
  InstalmentsDeclined: 'Payment',
  ThankYou: 'Complete',
}

/** The progress bar is hidden on these screens. */
const PROGRESS_HIDDEN: readonly RouteName[] = [
  'Declined',
  'SiraDeclined',
  'Exception',
  'Expired',
  'InstalmentsDeclined',
  'NotFound',
  'Recall',
  'ThankYou',
]

/** The progress bar for a screen: its group and step number (1-4), or null where the bar is hidden. */
export const progressOf = (route: RouteName): { group: ProgressGroup; step: number } | null => {
  if (PROGRESS_HIDDEN.includes(route)) return null
  const group = GROUP_OF[route]
  return group === undefined ? null : { group, step: PROGRESS_GROUPS.indexOf(group) + 1 }
}

/** Builds a path with the uuid query parameter (the proposal identity). */
export const withUuid = (path: string, uuid: string | null | undefined): string =>
  uuid == null || uuid === '' ? path : `${path}?uuid=${encodeURIComponent(uuid)}`

/** The support desk (staff; served only when the server has a desk token). */
export const SUPPORT_DESK_PATH = '/support'

/** The developers' replay panel (development builds; production only when the server enables it). */
export const REPLAY_PANEL_PATH = '/dev/replay'
