export { ScreenSkeleton } from './ScreenSkeleton'
export { useDrawnWhenReady } from './drawn-when-ready'
