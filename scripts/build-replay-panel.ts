import { buildStandalonePage } from './build-page'

/*
 * The replay panel's production bundle (`npm run build`'s last steps): its own page at dist/dev-replay/. The mock
 * server serves it at /dev/replay only when started with REPLAY_PANEL=on. Development builds draw the panel from
 * src/main.tsx instead.
 */
await buildStandalonePage({
  folder: 'dev-replay',
  script: 'src/app/replay-panel/replay-main.tsx',
  styles: 'src/app/replay-screen/screen-styles.css',
  title: 'RideCover — replay a trail (developers)',
  label: 'replay panel',
})
