import { expect } from 'chai'
import { LIGHTHOUSE_PAGES, pagesNamed } from '../../bench/lighthouse-pages'

describe('bench: the pages --pages names (bench/lighthouse-pages.ts)', () => {
  it('answers every page without the option, and the pages named, by their names with dashes, in the table\'s order', () => {
    expect(pagesNamed(undefined)).to.equal(LIGHTHOUSE_PAGES)
    expect(pagesNamed(['summary', 'quote-form', 'not-found']).map((p) => p.name)).to.deep.equal(['quote form', 'not found', 'summary'])
  })

  it('refuses a name no page has, naming the ones there are', () => {
    expect(() => pagesNamed(['price', 'quote form'])).to.throw("--pages: no page 'quote form' (quote-form, recall, not-found, price, addons, summary, instalments, payment)")
  })
})
