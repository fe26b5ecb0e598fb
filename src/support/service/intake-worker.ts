import { parentPort } from 'node:worker_threads'
import { checkTrailBody } from './intake-check'

/**
 * The intake's worker thread: decodes, checks and redacts each body it is handed (`{ id, bytes }`) and posts
 * back `{ id, verdict }`. Decoding and redacting a 2 MB trail takes a few hundred milliseconds of CPU; done
 * here, the server's main thread keeps answering every other request meanwhile.
 */
parentPort?.on('message', (m: { id: number; bytes: Uint8Array }) => {
  let verdict
  try {
    verdict = checkTrailBody(m.bytes)
  } catch (e) {
    verdict = { ok: false, message: 'The trail could not be checked.', errors: [{ path: '(body)', message: e instanceof Error ? e.message : String(e) }] }
  }
  parentPort?.postMessage({ id: m.id, verdict })
})
