import { waitFor } from '@testing-library/react'
import { register } from 'node:module'

/*
 * For component tests that draw the app's real screens under node: the screens' own styles (`import './x.css'`,
 * which the bundlers put in the page's or the frame's stylesheets) load as empty modules, and the frame a
 * replayed screen is drawn in is found by its test id.
 */
const IGNORE_CSS = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context)
}`
register(`data:text/javascript,${encodeURIComponent(IGNORE_CSS)}`)

/** The body of the frame the replayed screen is drawn in, once there is one. */
export const frameBody = (): Promise<HTMLElement> =>
  waitFor(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="replayed-screen"]')
    const body = frame?.contentDocument?.body
    if (body == null) throw new Error('no frame drawn yet')
    return body
  }, { timeout: 5000 })
