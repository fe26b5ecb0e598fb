import { parentPort, workerData } from 'node:worker_threads'
import { openSupportDatabase } from './database'
import { SupportStore, type StoredTrail } from './support-store'
import type { TrailWriterAnswer, TrailWriterRequest } from './trail-writer'

/**
 * The trail writer's thread: its own connection to the support store's SQLite file (opened as the service
 * opens it: WAL, a full sync on every commit), adding each trail it is handed with `SupportStore.addTrail` and
 * answering `{ id, added }` once the transaction is committed, or `{ id, error }`. better-sqlite3 writes
 * synchronously, and a 2 MB row with its sync takes tens of milliseconds: done here, the server's main thread
 * keeps answering every other request meanwhile. `close` closes the connection and ends the thread.
 */
const port = parentPort
if (port !== null) {
  const { file } = workerData as { file: string }
  const opened = openSupportDatabase({ kind: 'sqlite', file })
  // A failure to open is answered to each write, not thrown here.
  opened.catch(() => undefined)
  const answer = (a: TrailWriterAnswer): void => port.postMessage(a)
  const add = async (id: number, trail: StoredTrail): Promise<void> => {
    try {
      answer({ id, added: await new SupportStore((await opened).db).addTrail(trail) })
    } catch (e) {
      answer({ id, error: e instanceof Error ? e.message : String(e) })
    }
  }
  port.on('message', (m: TrailWriterRequest) => {
    if (m.kind === 'add') {
      void add(m.id, m.trail)
      return
    }
    void opened
      .then((d) => d.close())
      .catch(() => undefined)
      .finally(() => port.close())
  })
}
