import { expect } from 'chai'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The README and the pages of docs/ link to each other and to the code: every relative link must name a file or
 * folder that exists, and an anchor must name a heading of the page it points to (as GitHub makes them).
 */

const root = path.resolve(import.meta.dirname, '../..')
const PAGES = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a dash; repeats get -1, -2… */
const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '')
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const slug = (heading ?? '').toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    anchors.add(n === 0 ? slug : `${slug}-${n}`)
  }
  return anchors
}

/** The page's relative links outside code blocks: [text](target). */
const linksOf = (markdown: string): string[] =>
  [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))

const brokenLinks = (page: string): string[] =>
  linksOf(readFileSync(path.join(root, page), 'utf8')).filter((target) => {
    const [file = '', anchor] = target.split('#')
    const resolved = file === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), file)
    if (!existsSync(resolved)) return true
    return anchor !== undefined && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
  })

describe('architecture: the links of the README and docs/', () => {
  for (const page of PAGES) {
    it(`${page}: every relative link names a file and heading that exist`, () => {
      expect(brokenLinks(page)).to.deep.equal([])
    })
  }

  it('finds a broken link when there is one (the check can fail)', () => {
    expect(anchorsOf('# The mock insurer (`mock-server/`)\n## While developing: the store\n## Notes\n## Notes\n')).to.deep.equal(
      new Set(['the-mock-insurer-mock-server', 'while-developing-the-store', 'notes', 'notes-1']),
    )
    expect(linksOf('See [pricing](docs/pricing.md#tables) and [x](https://example.com).\n```\n[not](a-link)\n```\n')).to.deep.equal([
      'docs/pricing.md#tables',
    ])
  })
})
