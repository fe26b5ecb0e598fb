import { Component, type ReactNode } from 'react'
import { RouteError } from './RouteError'

/** Shows the technical-issue page if a screen fails to load or render, instead of a blank page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('screen failed', error)
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
