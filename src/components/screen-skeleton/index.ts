export { ScreenSkeleton } from './ScreenSkeleton'
