import { FRAME_STYLES_META } from '../src/support/desk/frame-styles'
import { buildStandalonePage } from './build-page'

/*
 * The support desk's production bundle (`npm run build`'s last step): its own page at dist/support-desk/. The
 * support service serves it at /support only while at least one member of staff has an account (added with
 * `npm run support:staff -- add <name>`); each signs in with their own name and secret. The rider's screen (the
 * app's screens, drawn in a frame with the app's styles) is a part of its own, loaded when staff first open it.
 */
await buildStandalonePage({
  folder: 'support-desk',
  script: 'src/support/desk/desk-main.tsx',
  styles: 'src/support/desk/desk-styles.css',
  title: 'RideCover — support desk',
  head: '<meta name="robots" content="noindex" />',
  label: 'support desk',
  framed: { module: 'src/support/desk/RiderScreen.tsx', styles: 'src/app/replay-screen/screen-styles.css', meta: FRAME_STYLES_META },
})
