import { parentPort, workerData } from 'node:worker_threads'
import { openSupportDatabase } from './database'
import { SupportStore } from './support-store'
import type { TrailWriterAnswer, TrailWriterRequest } from './trail-writer'
import { answerRequests } from './worker-thread'

/**
 * The trail writer's thread: its own connection to the support store's SQLite file (opened as the service
 * opens it: WAL, a full sync on every commit), adding each trail it is handed with `SupportStore.addTrail` and
 * answering `{ added }` once the transaction is committed, or `{ error }`. better-sqlite3 writes synchronously,
 * and a 2 MB row with its sync takes tens of milliseconds: done here, the server's main thread keeps answering
 * every other request meanwhile. `close` closes the connection and ends the thread.
 */
if (parentPort !== null) {
  const port = parentPort
  const { file } = workerData as { file: string }
  const opened = openSupportDatabase({ kind: 'sqlite', file })
  // A failure to open is answered to each write, not thrown here.
  opened.catch(() => undefined)
  answerRequests(async (m: TrailWriterRequest): Promise<TrailWriterAnswer> => {
    if (m.kind === 'close') {
      await opened.then((d) => d.close()).catch(() => undefined)
      port.close()
      return { added: false }
    }
    try {
      return { added: await new SupportStore((await opened).db).addTrail(m.trail) }
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) }
    }
  })
}
