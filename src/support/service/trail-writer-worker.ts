import { parentPort, workerData } from 'node:worker_threads'
import { isDatabaseUnavailable, openSupportDatabase } from './database'
import { SupportStore } from './support-store'
import type { TrailWriterAnswer, TrailWriterRequest } from './trail-writer'
import { answerRequests } from './worker-thread'

/**
 * The trail writer's thread: its own connection to the support store's SQLite file (opened as the service
 * opens it: WAL, a full sync on every commit), running each request with the `SupportStore` method of its name
 * (`addTrail`, `take`, `giveBack`, `eraseRider`) and answering once the statement is committed, or `{ error }`. better-sqlite3
 * writes synchronously, and a 2 MB row with its sync takes tens of milliseconds: done here, the server's main
 * thread keeps answering every other request meanwhile. `close` closes the connection and ends the thread.
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
      return { done: true }
    }
    try {
      const store = new SupportStore((await opened).db)
      if (m.kind === 'add') return { added: await store.addTrail(m.trail, m.giveBack) }
      if (m.kind === 'take') return { taking: await store.take(m.wanted, m.now) }
      if (m.kind === 'erase') return { erasure: await store.eraseRider(m.subject, m.entry) }
      await store.giveBack(m.places)
      return { done: true }
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e), unavailable: isDatabaseUnavailable(e) }
    }
  })
}
