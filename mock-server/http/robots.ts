import type { RequestHandler } from 'express'
import { HELP_PATH, REPLAY_PANEL_PATH, ROUTES, SUPPORT_DESK_PATH } from '../../src/domain/routes'

/**
 * The pages a search engine may list: the public ways in (a new quote, recalling one), the help page, and the firm's
 * own pages (the privacy notice; who we are and how to complain).
 */
const INDEXED_PAGES: readonly string[] = [ROUTES.QuoteCreateForm, ROUTES.Recall, HELP_PATH, ROUTES.PrivacyNotice, ROUTES.AboutUs]

/** Every other screen of the route table lives under this prefix, and shows the rider's proposal. */
const PROPOSAL_SCREENS = '/quote/'

/**
 * What crawlers are asked not to fetch: the proposal's screens, the outcome screens outside them, the API,
 * the payment provider's and portal's pages, the developers' and staff pages.
 */
const DISALLOWED: readonly string[] = [
  PROPOSAL_SCREENS,
  ...Object.values(ROUTES).filter((p) => !INDEXED_PAGES.includes(p) && !p.startsWith(PROPOSAL_SCREENS)),
  '/api/',
  '/json/',
  '/mock-provider/',
  '/mock-portal/',
  REPLAY_PANEL_PATH,
  '/dev-replay/',
  SUPPORT_DESK_PATH,
  '/__store',
]

/**
 * The site's robots.txt: the indexed pages allowed first (`Allow: /quote/recall` wins over
 * `Disallow: /quote/` by being the longer match, and by coming first for crawlers that take the first one),
 * then the disallowed paths.
 */
const ROBOTS_TXT = [
  "# RideCover: the ways into a quote and the firm's pages may be listed; screens showing a rider's proposal, the API and staff pages may not.",
  'User-agent: *',
  ...INDEXED_PAGES.map((p) => `Allow: ${p}`),
  ...DISALLOWED.map((p) => `Disallow: ${p}`),
  '',
].join('\n')

/**
 * True for a path search engines may index (an entry page, a trailing slash ignored); every other HTML page
 * is sent with `X-Robots-Tag: noindex`, as all the app's routes share one index.html and only the server
 * knows which route was asked for.
 */
export const isIndexedPage = (path: string): boolean => INDEXED_PAGES.includes(path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Answers GET and HEAD /robots.txt with the rules above as text/plain, cached for an hour. */
export const robotsTxt: RequestHandler = (req, res, next) => {
  if (req.path !== '/robots.txt' || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
  res.setHeader('Cache-Control', 'public, max-age=3600')
  res.type('text/plain').send(ROBOTS_TXT)
}
