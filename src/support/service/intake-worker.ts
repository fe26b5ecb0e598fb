import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { isMainThread } from 'node:worker_threads'
import { checkTrailBody, type AcceptedTrail, type RefusedTrail } from './intake-check'
import { BODY_PATH } from '../../domain/refusal'
import { answerRequests } from './worker-thread'

/**
 * The intake's worker thread: decodes, checks and redacts each body it is handed and answers the verdict. Decoding and redacting a 2 MB trail takes a few hundred milliseconds of CPU; done
 * here, the server's main thread keeps answering every other request meanwhile.
 *
 * The thread runs at a lower priority than the main thread (nice 10, on Linux, where a thread's id names it to
 * setpriority): on a machine with few cores, checking a flood of large trails would otherwise take CPU time
 * from the riders' requests; now those come first, and the checks use what is left.
 */
if (!isMainThread) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10)
  } catch {
    // Not Linux (no /proc/thread-self): the thread keeps the process's priority.
  }
}

answerRequests((bytes: Uint8Array): AcceptedTrail | RefusedTrail => {
  try {
    return checkTrailBody(bytes)
  } catch (e) {
    return { ok: false, message: 'The trail could not be checked.', errors: [{ path: BODY_PATH, message: e instanceof Error ? e.message : String(e) }] }
  }
})
