import { StrictMode, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { MemoryRouter } from 'react-router-dom'
import { ModalHost } from '../../components/modal'
import type { Trail } from '../../domain/trail/trail-format'
import { createEventLog } from '../event-log'
import { ScreenErrorBoundary } from '../layout/ErrorBoundary'
import { AppRoutes } from '../routes'
import { StoreProvider } from '../store-context'
import { ClockProvider } from '../today'
import { frozenStoreAfter, pathAfter, timeAfter } from './replay-view'

/** A frame of its own for the replayed screen: its accessible name, and the stylesheets that draw the app in it. */
export interface ScreenFrame {
  readonly title: string
  readonly stylesheets: readonly string[]
}

type ScrollingWindow = Window & typeof globalThis

/**
 * A frame's elements scroll into view within the frame only. The browser's own scrollIntoView scrolls every
 * scrolling box around the element, the page around the frame too: a replayed screen that brings a field into view
 * on mount (a confirmed bike, a refused section) would move the page the frame is on at each step.
 */
const keepScrollingInFrame = (win: ScrollingWindow): void => {
  win.Element.prototype.scrollIntoView = function scrollWithinFrame(this: Element, arg?: boolean | ScrollIntoViewOptions) {
    const block = typeof arg === 'object' ? (arg.block ?? 'start') : arg === false ? 'end' : 'start'
    const box = this.getBoundingClientRect()
    const view = win.innerHeight
    const by =
      block === 'center'
        ? box.top + box.height / 2 - view / 2
        : block === 'end'
          ? box.bottom - view
          : block === 'nearest'
            ? box.top < 0
              ? box.top
              : Math.max(0, box.bottom - view)
            : box.top
    win.scrollBy(0, by)
  }
}

/**
 * A same-origin frame with no address (so nothing is fetched for it, and no frame policy applies to it): its
 * document gets the language, a title and the given stylesheets, and an inert body, handed up once ready. A
 * browser that replaces the frame's first document when it finishes loading hands up the new one's body. The
 * frame itself is a stop of the keyboard's, so the keys scroll the screen in it as in the rider's window.
 */
const Frame = ({ frame, onBody }: { frame: ScreenFrame; onBody: (body: HTMLElement) => void }) => {
  const ref = useRef<HTMLIFrameElement>(null)
  const { title, stylesheets } = frame
  useEffect(() => {
    const iframe = ref.current
    if (iframe === null) return undefined
    let prepared: Document | null = null
    const prepare = (): void => {
      const doc = iframe.contentDocument
      const win = iframe.contentWindow as ScrollingWindow | null
      if (doc === null || win === null || doc === prepared) return
      prepared = doc
      doc.documentElement.lang = 'en-GB'
      doc.title = title
      for (const href of stylesheets) {
        const link = doc.createElement('link')
        link.rel = 'stylesheet'
        link.href = href
        doc.head.append(link)
      }
      doc.body.setAttribute('inert', '')
      keepScrollingInFrame(win)
      onBody(doc.body)
    }
    prepare()
    iframe.addEventListener('load', prepare)
    return () => iframe.removeEventListener('load', prepare)
    // The frame is prepared once: its name and stylesheets do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <iframe ref={ref} title={title} className="replayed-screen-frame" data-testid="replayed-screen" />
}

/**
 * The app's real screens as the rider saw them after the first `count` events of a trail, over the frozen state
 * those events fold to (`frozenStoreAfter`: whatever the screens dispatch on mount changes nothing and calls
 * nothing), at the path the rider was on then and with "now" as it was then, under a router of their own. Drawn
 * read-only: inert, so nothing in it can be focused, clicked or typed in (a frame can be scrolled). A screen that cannot be drawn shows the
 * app's own sentence in its place (ScreenErrorBoundary). The element holding the screen says how many events it
 * was drawn from (`data-replayed-events`), once drawn: a test, or a person in the browser's inspector, can tell
 * which step it shows.
 *
 * In the page (the replay panel's, which carries the app's styles) by default; with `frame`, in a same-origin
 * frame of its own, with the app's stylesheets: the app's styles (its `html` and `body` rules, `rem`, media
 * queries at the frame's width, fixed overlays and dialogs) apply to the screen as in the rider's window, and
 * neither the page's styles nor the screen's reach across. Dialogs open in the state are drawn where the screen
 * is (ModalHost), never over or around the page.
 */
export const ReplayedScreen = ({ trail, count, frame }: { trail: Trail; count: number; frame?: ScreenFrame }) => {
  const [host, setHost] = useState<HTMLElement | null>(null)
  // The screens redraw when the step changes, not when the page around them does.
  const screens = useMemo(() => {
    if (host === null) return null
    const at = timeAfter(trail.events, count, trail.createdAt)
    return createPortal(
      <StrictMode>
        <ModalHost.Provider value={host}>
          <StoreProvider store={frozenStoreAfter(trail.events, count)} log={createEventLog(trail.session, trail.events.slice(0, count))}>
            <ClockProvider clock={{ now: () => at }}>
              <MemoryRouter key={count} initialEntries={[pathAfter(trail.events, count)]}>
                <div data-replayed-events={count}>
                  <ScreenErrorBoundary>
                    <AppRoutes />
                  </ScreenErrorBoundary>
                </div>
              </MemoryRouter>
            </ClockProvider>
          </StoreProvider>
        </ModalHost.Provider>
      </StrictMode>,
      host,
    )
  }, [host, trail, count])
  // The screens first: on unmount they leave their host before the host (a frame's document with it) goes.
  return (
    <>
      {screens}
      {frame === undefined ? <div ref={setHost} className="replay-frame" data-testid="replayed-screen" inert /> : <Frame frame={frame} onBody={setHost} />}
    </>
  )
}
