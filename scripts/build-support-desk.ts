import { buildStandalonePage } from './build-page'

/*
 * The support desk's production bundle (`npm run build`'s last step): its own page at dist/support-desk/. The
 * support service serves it at /support only while at least one member of staff has an account (added with
 * `npm run support:staff -- add <name>`); each signs in with their own name and secret.
 */
await buildStandalonePage({
  folder: 'support-desk',
  script: 'src/support/desk/desk-main.tsx',
  styles: 'src/support/desk/desk-styles.css',
  title: 'RideCover — support desk',
  head: '<meta name="robots" content="noindex" />',
  label: 'support desk',
})
