import { existsSync, readFileSync, rmSync } from 'node:fs'
import { SUPPORT_CODE } from '../../domain/trail/support-call'
import { checkTrailBody } from './intake-check'
import type { SupportStore } from './support-store'

export interface LegacyImport {
  /** True when the file was imported by an earlier start and has been put back: it is left alone. */
  readonly leftOver?: true
  readonly imported: number
  /** Entries that no longer pass the intake's checks, with why (a code, or the position, and the first failing path). */
  readonly refused: readonly string[]
}

const IMPORTED_KEY = 'legacy_json_import'

/**
 * Imports once the trails an earlier version kept in a JSON file (`<store>.support.json`, `{ trails: [{ code,
 * receivedAt, session, trail }] }`). Each goes through the intake's own checks, so it is stored redacted and
 * exactly; one that fails them is left out and named. The quote reference such a trail was sent with was never
 * checked with the insurer, so imported trails are found by their support code only. When the import is done
 * it is recorded in the store (it never runs twice) and the file, which may hold unredacted values, is removed.
 * Returns null when there is no file; `leftOver` when a file is there again after its import (it is not read).
 */
export const importLegacyJson = async (store: SupportStore, file: string): Promise<LegacyImport | null> => {
  if (!existsSync(file)) return null
  if ((await store.setting(IMPORTED_KEY)) !== undefined) return { leftOver: true, imported: 0, refused: [] }
  let doc: unknown
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    throw new Error(`the earlier support store ${file} is not JSON (${e instanceof Error ? e.message : String(e)}); move it away to start without it`)
  }
  const entries = typeof doc === 'object' && doc !== null && Array.isArray((doc as { trails?: unknown }).trails) ? (doc as { trails: unknown[] }).trails : []
  let imported = 0
  const refused: string[] = []
  for (const [i, raw] of entries.entries()) {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
    const code = typeof entry.code === 'string' && SUPPORT_CODE.test(entry.code) ? entry.code : null
    const receivedAt = typeof entry.receivedAt === 'string' && !Number.isNaN(Date.parse(entry.receivedAt)) ? new Date(entry.receivedAt).toISOString() : null
    const name = code ?? `entry ${i}`
    if (code === null || receivedAt === null) {
      refused.push(`${name}: no valid code or time`)
      continue
    }
    const verdict = checkTrailBody(new TextEncoder().encode(JSON.stringify({ trail: entry.trail })))
    if (!verdict.ok) {
      refused.push(`${name}: ${verdict.errors[0]?.path ?? ''}: ${verdict.errors[0]?.message ?? verdict.message}`)
      continue
    }
    const added = await store.addTrail({
      code,
      receivedAt,
      session: verdict.session,
      sender: 'imported',
      quoteReference: null,
      references: [],
      eventCount: verdict.eventCount,
      byteSize: Buffer.byteLength(verdict.json),
      trail: verdict.json,
    })
    if (added) imported++
    else refused.push(`${name}: the code is taken already`)
  }
  await store.settingOnce(IMPORTED_KEY, JSON.stringify({ file, imported, refused: refused.length }))
  rmSync(file, { force: true })
  return { imported, refused }
}
