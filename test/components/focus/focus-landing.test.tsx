import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useRef, useState } from 'react'
import { FocusLanding, useFocusLanding } from '../../../src/components/focus'
import { Modal } from '../../../src/components/modal'
import { restoreJsdomGlobals } from '../jsdom-globals'

/** A list whose rows each have a Remove button, and an Add button once there are fewer than two; focus lands on Add, else on the heading. */
const List = ({ start, maxShown = 2 }: { start: number; maxShown?: number }) => {
  const [rows, setRows] = useState(Array.from({ length: start }, (_, i) => i + 1))
  const [busy, setBusy] = useState(false)
  const scope = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusLanding(scope, () => document.getElementById('add') ?? heading.current)
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Claims
      </h2>
      <div ref={scope}>
        <ul>
          {rows.map((r) => (
            <li key={r}>
              <button type="button" onClick={() => setRows((all) => all.filter((x) => x !== r))}>
                Remove {r}
              </button>
            </li>
          ))}
        </ul>
        {rows.length < maxShown ? (
          <button type="button" id="add">
            Add
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => setBusy(true)}>
          Confirm
        </button>
      </div>
      <button type="button">Elsewhere</button>
    </div>
  )
}

describe('useFocusLanding: focus is never lost with the control that held it', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('when a Remove button goes with its row, focus lands where the scope says (the Add button, shown again)', async () => {
    const user = userEvent.setup()
    render(<List start={2} />)
    await user.click(screen.getByRole('button', { name: 'Remove 1' }))
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Add' }))
  })

  it('when its landing is gone too, on the next place it names (the heading)', async () => {
    const user = userEvent.setup()
    render(<List start={1} maxShown={0} />)
    await user.click(screen.getByRole('button', { name: 'Remove 1' }))
    expect(document.activeElement).to.equal(screen.getByRole('heading', { name: 'Claims' }))
  })

  it('when the control holding focus is disabled, focus lands too', async () => {
    const user = userEvent.setup()
    render(<List start={2} />)
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(document.activeElement).to.equal(screen.getByRole('heading', { name: 'Claims' }))
  })

  it('leaves focus alone when it is elsewhere: a row removed while another control has focus moves nothing', async () => {
    const user = userEvent.setup()
    render(<List start={2} />)
    const remove = screen.getByRole('button', { name: 'Remove 1' })
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    remove.click()
    await screen.findByRole('button', { name: 'Add' })
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Elsewhere' }))
  })
})

/** A page whose dialog's opener goes while it is open (as a list's Add button hides once the list is full). */
const Page = () => {
  const [open, setOpen] = useState(false)
  const [full, setFull] = useState(false)
  const landing = useRef<HTMLUListElement>(null)
  return (
    <div>
      <ul ref={landing} tabIndex={-1} aria-label="Items" />
      {full ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Add
        </button>
      )}
      {open ? (
        <FocusLanding value={() => landing.current}>
          <Modal
            title="Add an item"
            onClose={() => {
              setFull(true)
              setOpen(false)
            }}
          >
            <button type="button">Save</button>
          </Modal>
        </FocusLanding>
      ) : null}
    </div>
  )
}

describe('FocusLanding: a dialog whose opener is gone', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('gives focus, as it closes, to the landing around it instead of the body', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(document.activeElement).to.equal(screen.getByRole('list', { name: 'Items' }))
  })
})
