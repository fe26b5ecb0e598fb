import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState } from 'react'
import { Modal } from '../../../src/components/modal'
import { restoreJsdomGlobals } from '../jsdom-globals'

/** A page with an opener button; the modal holds a small claim form. */
const Page = ({ closes }: { closes?: string[] }) => {
  const [open, setOpen] = useState(false)
  const close = () => {
    closes?.push('closed')
    setOpen(false)
  }
  return (
    <div>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add a Claim
      </button>
      {open ? (
        <Modal title="Add a claim" onClose={close}>
          <label htmlFor="claim-date">Date</label>
          <input id="claim-date" />
          <button type="button" onClick={close}>
            Save
          </button>
        </Modal>
      ) : null}
    </div>
  )
}

const openModal = async () => {
  const user = userEvent.setup()
  const closes: string[] = []
  render(<Page closes={closes} />)
  await user.click(screen.getByRole('button', { name: 'Add a Claim' }))
  return { user, closes }
}

describe('Modal', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('is a modal dialog named by its heading, rendered at the end of body', async () => {
    await openModal()
    const dialog = screen.getByRole('dialog', { name: 'Add a claim' })
    expect(dialog.getAttribute('aria-modal')).to.equal('true')
    expect(dialog.closest('.modal-backdrop')?.parentElement).to.equal(document.body)
  })

  it('is described by the element given', () => {
    render(
      <Modal title="Sorry!" onClose={() => undefined} describedBy="limit">
        <p id="limit">One medical condition per quote.</p>
      </Modal>,
    )
    expect(screen.getByRole('dialog', { name: 'Sorry!' }).getAttribute('aria-describedby')).to.equal('limit')
  })

  it('moves focus to its first focusable element when it opens (the close button comes last)', async () => {
    await openModal()
    expect(document.activeElement).to.equal(screen.getByLabelText('Date'))
  })

  it('focuses its close button when that is all it has', () => {
    render(
      <Modal title="Sorry!" onClose={() => undefined}>
        <p>Only one medical condition per quote.</p>
      </Modal>,
    )
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Close' }))
  })

  it('keeps Tab inside: from the last element Tab goes to the first', async () => {
    const { user } = await openModal()
    const stops = [screen.getByLabelText('Date'), screen.getByRole('button', { name: 'Save' }), screen.getByRole('button', { name: 'Close' })]
    const visited: Element[] = []
    for (let i = 0; i < 4; i += 1) {
      await user.tab()
      visited.push(document.activeElement as Element)
    }
    expect(visited).to.deep.equal([stops[1], stops[2], stops[0], stops[1]])
  })

  it('keeps Shift+Tab inside: from the first element Shift+Tab goes to the last', async () => {
    const { user } = await openModal()
    await user.tab({ shift: true })
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Close' }))
    await user.tab({ shift: true })
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Save' }))
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, closes } = await openModal()
    await user.keyboard('{Escape}')
    expect(closes).to.deep.equal(['closed'])
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Add a Claim' }))
  })

  it('closes from its close button and from its own buttons, giving focus back each time', async () => {
    const { user, closes } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Add a Claim' }))
    await user.click(screen.getByRole('button', { name: 'Add a Claim' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(closes).to.deep.equal(['closed', 'closed'])
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Add a Claim' }))
  })

  it('locks the page scroll and makes the page behind inert while open, and undoes both on close', async () => {
    document.body.style.overflow = 'auto'
    try {
      const { user } = await openModal()
      const page = screen.getByRole('button', { name: 'Before' }).closest('body > *')
      expect(document.body.style.overflow).to.equal('hidden')
      expect(page?.hasAttribute('inert')).to.equal(true)
      await user.keyboard('{Escape}')
      expect(document.body.style.overflow).to.equal('auto')
      expect(page?.hasAttribute('inert')).to.equal(false)
    } finally {
      document.body.style.overflow = ''
    }
  })

  it('does not close when the backdrop is clicked', async () => {
    const { user, closes } = await openModal()
    const backdrop = document.querySelector('.modal-backdrop')
    if (backdrop === null) throw new Error('no backdrop')
    await user.click(backdrop)
    expect(closes).to.deep.equal([])
    expect(screen.getByRole('dialog')).to.not.equal(null)
  })

  it('when a second modal opens from the first, it stacks on top: Escape closes only it, and focus goes back into the first', async () => {
    const user = userEvent.setup()
    const Nested = () => {
      const [inner, setInner] = useState(false)
      return (
        <Modal title="Add a rider" onClose={() => undefined}>
          <button type="button" onClick={() => setInner(true)}>
            Has a medical condition
          </button>
          {inner ? (
            <Modal title="Sorry!" onClose={() => setInner(false)}>
              <button type="button">OK</button>
            </Modal>
          ) : null}
        </Modal>
      )
    }
    render(<Nested />)
    const opener = screen.getByRole('button', { name: 'Has a medical condition' })
    await user.click(opener)
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'OK' }))
    expect(screen.getByRole('dialog', { name: 'Add a rider' }).closest('.modal-backdrop')?.hasAttribute('inert')).to.equal(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Sorry!' })).to.equal(null)
    expect(screen.getByRole('dialog', { name: 'Add a rider' }).closest('.modal-backdrop')?.hasAttribute('inert')).to.equal(false)
    expect(document.activeElement).to.equal(opener)
  })
})
