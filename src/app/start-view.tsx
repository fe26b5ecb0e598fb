/*
 * The app's start, third stage (src/main.tsx): the app's tree (layout, route table, components), a bundle of its
 * own loaded by the second stage (start-store.ts), so it holds nothing that stage's bundle holds.
 */
export { App } from './App'
export { preloadScreenAt } from './routes'
