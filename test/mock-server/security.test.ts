import { expect } from 'chai'
import { createHash } from 'node:crypto'
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { indexScriptHashes } from '../../mock-server/http/security'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

describe('the content policy for the built app', () => {
  it('allows exactly the inline scripts of the index (the import map), not scripts loaded by src', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'csp-')), 'index.html')
    writeFileSync(file, '<script type=importmap>{"imports":{}}</script><script type=module src=/main.js></script>')
    expect(indexScriptHashes(file)()).to.deep.equal([hash('{"imports":{}}')])
  })

  it('reads the index again after a rebuild, so a running server keeps serving a working app', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'))
    const file = join(dir, 'index.html')
    const hashes = indexScriptHashes(file)
    expect(hashes()).to.deep.equal([])
    writeFileSync(file, '<script type=importmap>{"a":1}</script>')
    expect(hashes()).to.deep.equal([hash('{"a":1}')])
    writeFileSync(file, '<script type=importmap>{"b":2}</script>')
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect(hashes()).to.deep.equal([hash('{"b":2}')])
  })
})
