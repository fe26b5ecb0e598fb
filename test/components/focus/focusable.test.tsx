import 'global-jsdom/register'
import { cleanup, render } from '@testing-library/react'
import { expect } from 'chai'
import { focusField, focusableWithin } from '../../../src/components/focus'
import { restoreJsdomGlobals } from '../jsdom-globals'

describe('focusable', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  describe('focusableWithin', () => {
    it('lists keyboard stops in document order, skipping disabled, hidden, tabindex -1 and unchecked radios of a group', () => {
      const { container } = render(
        <div>
          <a href="#x">link</a>
          <button type="button" disabled>
            off
          </button>
          <input aria-label="text" />
          <input type="hidden" />
          <div tabIndex={-1}>not a stop</div>
          <div hidden>
            <button type="button">hidden</button>
          </div>
          <input type="radio" name="g" aria-label="a" readOnly />
          <input type="radio" name="g" aria-label="b" checked readOnly />
          <input type="radio" name="h" aria-label="c" readOnly />
          <input type="radio" name="h" aria-label="d" readOnly />
          <select aria-label="s" />
          <div tabIndex={0}>custom</div>
        </div>,
      )
      const names = focusableWithin(container).map((el) => el.getAttribute('aria-label') ?? el.textContent)
      expect(names).to.deep.equal(['link', 'text', 'b', 'c', 's', 'custom'])
    })
  })

  describe('focusField', () => {
    const cases = [
      { what: 'a focusable element with the id', id: 'direct', expected: 'direct' },
      { what: 'the first focusable element inside the element with the id', id: 'wrapper', expected: 'inner' },
    ]
    cases.forEach(({ what, id, expected }) => {
      it(`focuses ${what}`, () => {
        render(
          <div>
            <input id="direct" />
            <div id="wrapper">
              <span>text</span>
              <input id="inner" />
            </div>
          </div>,
        )
        expect(focusField(id)).to.equal(true)
        expect(document.activeElement?.id).to.equal(expected)
      })
    })

    it('returns false and leaves focus alone when there is no such element or nothing focusable in it', () => {
      render(<div id="empty">nothing</div>)
      expect(focusField('missing')).to.equal(false)
      expect(focusField('empty')).to.equal(false)
      expect(document.activeElement).to.equal(document.body)
    })
  })
})
