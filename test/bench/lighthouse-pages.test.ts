import { expect } from 'chai'
import { LIGHTHOUSE_PAGES, pagesNamed, runsOption } from '../../bench/lighthouse-pages'

describe('bench: the pages --pages names (bench/lighthouse-pages.ts)', () => {
  it('answers every page without the option, and the pages named, by their names with dashes, in the table\'s order', () => {
    expect(pagesNamed(undefined)).to.equal(LIGHTHOUSE_PAGES)
    expect(pagesNamed(['summary', 'quote-form', 'not-found']).map((p) => p.name)).to.deep.equal(['quote form', 'not found', 'summary'])
  })

  it('refuses a name no page has, naming the ones there are', () => {
    expect(() => pagesNamed(['price', 'quote form'])).to.throw("--pages: no page 'quote form' (quote-form, recall, not-found, price, addons, summary, instalments, payment)")
  })
})

describe('bench: the runs --runs asks for (bench/lighthouse-pages.ts)', () => {
  it('answers the fallback without the option, and the whole number given', () => {
    expect(runsOption(undefined, 5)).to.equal(5)
    expect(runsOption('1', 5)).to.equal(1)
    expect(runsOption('12', 3)).to.equal(12)
  })

  it('refuses anything but a whole number of at least 1, quoting it', () => {
    for (const bad of ['0', '-2', '2.5', 'five', '', ' ']) expect(() => runsOption(bad, 5), bad).to.throw(`--runs: a whole number of at least 1, not '${bad}'`)
  })
})
