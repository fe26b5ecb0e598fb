import 'global-jsdom/register'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import type { ComponentProps } from 'react'
import { RepeaterList, type RepeaterItem } from '../../../src/components/repeater-list'
import { restoreJsdomGlobals } from '../jsdom-globals'

type RepeaterListProps = ComponentProps<typeof RepeaterList>

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ summary: `0${i + 1}/01/2024 Item ${i + 1}` }))
const noop = () => undefined

const renderList = (props: Partial<RepeaterListProps> & { item: RepeaterItem }) =>
  render(<RepeaterList items={[]} onAdd={noop} onEdit={noop} onRemove={noop} {...props} />)

describe('RepeaterList', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  describe("F4.33 the Add button says 'Add a …' when empty and 'Add Another …' after", () => {
    const cases: { item: RepeaterItem; empty: string; more: string }[] = [
      { item: 'Claim', empty: 'Add a Claim', more: 'Add Another Claim' },
      { item: 'Conviction', empty: 'Add a Conviction', more: 'Add Another Conviction' },
      { item: 'Modification', empty: 'Add a Modification', more: 'Add Another Modification' },
      { item: 'Rider', empty: 'Add a Rider', more: 'Add Another Rider' },
    ]
    cases.forEach(({ item, empty, more }) => {
      it(`F4.33 ${item}: '${empty}' with none, '${more}' with one`, () => {
        const { rerender } = renderList({ item })
        expect(screen.getByRole('button', { name: empty })).to.not.equal(null)
        rerender(<RepeaterList item={item} items={items(1)} onAdd={noop} onEdit={noop} onRemove={noop} />)
        expect(screen.getByRole('button', { name: more })).to.not.equal(null)
        expect(screen.queryByRole('button', { name: empty })).to.equal(null)
      })
    })
  })

  describe('F4.45 repeaters allow 5 items by default; the Add button is hidden beyond that', () => {
    const cases: { count: number; max?: number; shown: boolean }[] = [
      { count: 0, shown: true },
      { count: 4, shown: true },
      { count: 5, shown: false },
      { count: 6, shown: false },
      { count: 1, max: 2, shown: true },
      { count: 2, max: 2, shown: false },
    ]
    cases.forEach(({ count, max, shown }) => {
      it(`F4.45 with ${count} item(s)${max !== undefined ? ` and max ${max}` : ''} the Add button is ${shown ? 'shown' : 'hidden'}`, () => {
        renderList({ item: 'Claim', items: items(count), max })
        expect(screen.queryByRole('button', { name: /^Add/ }) !== null).to.equal(shown)
      })
    })
  })

  it('lists each summary with Edit and Remove buttons named after the item', () => {
    renderList({ item: 'Conviction', items: items(2) })
    const list = screen.getByRole('list', { name: 'Convictions' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => within(r).getAllByRole('button').map((b) => b.textContent))).to.deep.equal([
      ['Edit conviction 1', 'Remove conviction 1'],
      ['Edit conviction 2', 'Remove conviction 2'],
    ])
    expect(rows[1]?.textContent).to.contain('02/01/2024 Item 2')
  })

  it('calls onAdd, onEdit and onRemove with the item index', async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    render(
      <RepeaterList
        item="Claim"
        items={items(3)}
        onAdd={() => calls.push('add')}
        onEdit={(i) => calls.push(`edit ${i}`)}
        onRemove={(i) => calls.push(`remove ${i}`)}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Edit claim 2' }))
    await user.click(screen.getByRole('button', { name: 'Remove claim 3' }))
    await user.click(screen.getByRole('button', { name: 'Add Another Claim' }))
    expect(calls).to.deep.equal(['edit 1', 'remove 2', 'add'])
  })

  it("F5.30 shows its error ('Please add at least one claim') and the Add button, with the id, is described by it", () => {
    renderList({ item: 'Claim', id: 'claims', error: 'Please add at least one claim' })
    const add = screen.getByRole('button', { name: 'Add a Claim' })
    expect(add.id).to.equal('claims')
    expect(add.getAttribute('aria-describedby')).to.equal('claims-error')
    expect(document.getElementById('claims-error')?.textContent).to.equal('Error: Please add at least one claim')
  })
})
