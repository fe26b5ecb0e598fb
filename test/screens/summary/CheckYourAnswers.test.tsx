import 'global-jsdom/register'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import type { ListName, Proposal } from '../../../src/domain/codecs'
import { STATEMENT_ACCURACY } from '../../../src/domain/statement'
import { listByName } from '../../../mock-server/catalogue'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { renderSummary } from './summary-harness'
import { fakeDeps, ok } from '../../sagas/fake-deps'
import { validProposal } from '../../mock-server/server/running-server'

const NOW = '2026-11-14T10:00:00.000Z'
const UUID = '3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'

/** The stored completed quote, quoted, with an additional rider who has a claim. */
const quoted = (): Proposal => {
  const p = validProposal()
  const rider = structuredClone(p.risk.proposer) as unknown as Record<string, unknown>
  for (const k of ['address', 'email_address', 'phone_numbers']) delete rider[k]
  Object.assign(rider, { name: { title: 'Mr', forenames: 'Tomasz', surname: 'Nowak' }, relationship_to_proposer: 'S' })
  return {
    ...p,
    uuid: UUID,
    is_quoted: true,
    risk: { ...p.risk, has_additional_drivers: true, additional_drivers: [rider] },
    quote: { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] },
  } as unknown as Proposal
}

/** The Summary in a real store whose API answers the reference lists from the fixtures, those `held` never. */
const showSummary = (held: readonly ListName[] = []) => {
  const { deps, calls } = fakeDeps(
    { getList: (name: unknown) => (held.includes(name as ListName) ? (new Promise(() => undefined) as never) : ok({ options: listByName(name as ListName) ?? [] })) },
    NOW,
  )
  renderSummary(deps, NOW, quoted())
  return { calls }
}

/** The statement's region on the screen. */
const statement = () => screen.getByRole('region', { name: 'Check your answers' })

/** The answer shown beside a question, in the list of a region. */
const answerOf = (region: HTMLElement, question: string): string | null | undefined =>
  within(region).getAllByText(question, { selector: 'dt' })[0]?.nextElementSibling?.textContent

describe('CheckYourAnswers on the Summary (the statement of fact)', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('shows why accuracy matters and the five sections, each a summary list of question, answer and Change', async () => {
    showSummary()
    const region = statement()
    expect(within(region).getByText(STATEMENT_ACCURACY).tagName).to.equal('P')
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).to.deep.equal([
      'About You',
      'About Your Bike',
      'Your Details',
      'Cover Details',
      'Additional Riders',
    ])
    const about = within(region).getByRole('region', { name: 'About You' })
    await within(about).findByText('Mrs')
    expect(answerOf(about, 'Date of birth')).to.equal('19/07/1984')
    expect(answerOf(about, 'Have you ever been refused motor insurance?')).to.equal('No')
    expect(within(about).queryByText('Would you like to hear about our offers and news by email?')).to.equal(null)
  })

  it('names list answers once their lists load, never showing a code', async () => {
    showSummary()
    const bike = within(statement()).getByRole('region', { name: 'About Your Bike' })
    expect(await within(bike).findByText('Locked garage')).to.have.property('tagName', 'DD')
    expect(within(bike).queryByText('GARAGE')).to.equal(null)
    const cover = within(statement()).getByRole('region', { name: 'Cover Details' })
    await within(cover).findByText('Comprehensive')
    expect(answerOf(cover, 'Voluntary excess')).to.equal('£250')
  })

  it("reads 'Loading…' for the answers of a list still loading, and has asked for it", async () => {
    const { calls } = showSummary(['person_title_gender'])
    const about = within(statement()).getByRole('region', { name: 'About You' })
    await within(about).findByText('Eleanor')
    await within(statement()).findByText('Locked garage')
    expect(answerOf(about, 'Title')).to.equal('Loading…')
    expect(calls.filter((c) => c.name === 'getList').map((c) => c.args[0])).to.include('person_title_gender')
  })

  it('draws its sections in full one after another once the page is painted, and asks for the lists it names after that paint', async () => {
    const { calls } = showSummary()
    const sections = () => [...statement().querySelectorAll('section.check-answers__section')]
    const later = () => sections().filter((s) => s.classList.contains('check-answers__section--later')).length
    expect(sections()).to.have.length(5)
    expect(later(), 'none in full before the first paint').to.equal(5)
    expect(calls.filter((c) => c.name === 'getList'), 'no list asked for before the first paint').to.deep.equal([])
    await waitFor(() => expect(later()).to.equal(0))
    await waitFor(() => expect(calls.filter((c) => c.name === 'getList').map((c) => c.args[0])).to.include('vehicle_kept_location'))
  })

  it('asks for each list it names once: the answers coming one at a time ask for none of the rest again', async () => {
    const answers = new Map<string, () => void>()
    const { deps } = fakeDeps(
      {
        getList: (name: unknown) =>
          new Promise((resolve) => answers.set(name as string, () => resolve(ok({ options: listByName(name as ListName) ?? [] })))) as never,
      },
      NOW,
    )
    const log = renderSummary(deps, NOW, quoted())
    const listCommands = () =>
      log.conversation().flatMap((e) => (e.kind === 'command' && e.command.type === 'lists/LoadList' ? [e.command.payload.name] : []))
    // Every part has asked (nothing more for longer than a wait for the next paint can take).
    let seen = -1
    while (seen !== listCommands().length) {
      seen = listCommands().length
      await new Promise((r) => setTimeout(r, 600))
    }
    const first = listCommands()
    expect(new Set(first)).to.include.keys('person_title_gender', 'vehicle_kept_location', 'occupation_status')
    // The lists answer one at a time, each drawn before the next; the statement's missing lists change each time.
    for (const name of [...answers.keys()]) {
      answers.get(name)?.()
      await waitFor(() => expect(log.all().some((e) => e.type === 'lookup/ReferenceListLoaded' && e.payload.name === name)).to.equal(true))
      await new Promise((r) => setTimeout(r, 40))
    }
    await new Promise((r) => setTimeout(r, 600))
    expect(listCommands(), 'no list asked for again').to.deep.equal(first)
    expect(within(statement()).queryAllByText('Loading…')).to.deep.equal([])
  })

  it('gives each row a Change link to its question in the edit form, named by the question (and the rider it is about)', async () => {
    showSummary()
    const region = statement()
    const dob = within(region).getAllByRole('link', { name: 'Change date of birth' })
    expect(dob.map((a) => a.getAttribute('href'))).to.deep.equal([`/quote/edit?uuid=${UUID}&step=1#risk.proposer.date_of_birth`])
    expect(within(region).getByRole('link', { name: 'Change what type of cover would you like?' }).getAttribute('href')).to.equal(
      `/quote/edit?uuid=${UUID}&step=4#risk.vehicle.cover_type`,
    )
    expect(
      within(region).getByRole('link', { name: 'Change date of birth for additional rider 1: Tomasz Nowak' }).getAttribute('href'),
    ).to.equal(`/quote/edit?uuid=${UUID}&step=5#risk.additional_drivers.0.date_of_birth`)
    expect(within(region).getByRole('heading', { level: 4, name: 'Additional rider 1: Tomasz Nowak' })).to.not.equal(null)
    const links = within(region).getAllByRole('link').map((a) => a.textContent)
    expect(new Set(links).size, 'every Change link has its own name').to.equal(links.length)
  })

  it("'Print or save a copy' opens the browser's print dialog", async () => {
    const user = userEvent.setup()
    showSummary()
    let printed = 0
    const had = window.print
    window.print = () => void (printed += 1)
    try {
      await user.click(within(statement()).getByRole('button', { name: 'Print or save a copy' }))
    } finally {
      window.print = had
    }
    expect(printed).to.equal(1)
  })
})
