import { buildStandalonePage } from './build-page'

/*
 * The support desk's production bundle (`npm run build`'s last step): its own page at dist/support-desk/. The
 * mock server serves it at /support only when started with SUPPORT_DESK_TOKEN (staff sign in with that token).
 */
await buildStandalonePage({
  folder: 'support-desk',
  script: 'src/support/desk/desk-main.tsx',
  styles: 'src/support/desk/desk-styles.css',
  title: 'RideCover — support desk',
  head: '<meta name="robots" content="noindex" />',
  label: 'support desk',
})
