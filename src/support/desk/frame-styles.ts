/*
 * Where the desk's page names the stylesheets of the frame it draws a rider's screen in: the app's styles, which the
 * desk itself never links (scripts/build-support-desk.ts writes the tag).
 */

/** The name of the page's meta tag listing the frame's stylesheets, space-separated. */
export const FRAME_STYLES_META = 'ridecover-frame-styles'

/** The stylesheets the page names for the frame; none when it names none (a page not built by the build). */
export const frameStylesheets = (doc: Document): string[] =>
  (doc.querySelector<HTMLMetaElement>(`meta[name="${FRAME_STYLES_META}"]`)?.content ?? '').split(' ').filter((href) => href !== '')
