import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderRatingTables } from '../../../mock-server/pricing/readme-tables'

describe('mock-server pricing: README', () => {
  it('prints the very tables, rules and worked examples the rating uses (regenerate with write-readme-tables.ts)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../docs/pricing.md'), 'utf8')
    expect(readme).to.include(renderRatingTables())
  })
})
