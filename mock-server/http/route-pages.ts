import { readFileSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'

/**
 * The build's manifest of route pages (scripts/route-pages.ts writes it): `{ [path]: pageFileRelativeToTheBuild }`,
 * and under OTHER_PATHS the page for a path no route claims (the app's NotFound).
 */
export const ROUTE_PAGES_FILE = 'route-pages.json'

/** The manifest's key for the page of any path it names no page for. */
export const OTHER_PATHS = '*'

/**
 * The route pages of the build in `dir`: answers, for a path (without a trailing slash), the page the build wrote
 * for it (drawn before the app runs, naming its screen's chunks for preloading), else the one it wrote for any
 * other path, or undefined. The manifest is read again
 * when a new build replaces it; a missing or unreadable one, a path it does not name, or an entry outside the
 * folder answers undefined, so the caller sends the index as it would without it.
 */
export const routePagesOf = (dir: string): ((path: string) => string | undefined) => {
  const root = normalize(dir + sep)
  const file = join(dir, ROUTE_PAGES_FILE)
  let read: { mtimeMs: number; pages: Readonly<Record<string, string>> } | undefined
  const pages = (): Readonly<Record<string, string>> => {
    try {
      const { mtimeMs } = statSync(file)
      if (read?.mtimeMs !== mtimeMs) {
        const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
        const valid = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        read = { mtimeMs, pages: valid ? (parsed as Record<string, string>) : {} }
      }
      return read.pages
    } catch {
      read = undefined
      return {}
    }
  }
  return (path) => {
    const known = pages()
    const page = Object.hasOwn(known, path) ? known[path] : Object.hasOwn(known, OTHER_PATHS) ? known[OTHER_PATHS] : undefined
    if (typeof page !== 'string') return undefined
    const full = normalize(join(dir, page))
    return full.startsWith(root) ? full : undefined
  }
}
