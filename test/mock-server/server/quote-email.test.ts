import { expect } from 'chai'
import { regulatorStatement } from '../../../src/domain/firm'
import { formatPounds } from '../../../src/domain/formats'
import { STATEMENT_ACCURACY, STATEMENT_HEADING, statementText } from '../../../src/domain/statement'
import { statementOfProposal } from '../../../src/form/statement'
import { listByName } from '../../../mock-server/catalogue'
import { proposalBody } from '../../browser/quoted-proposal'
import { startMachine } from '../../support/service/one-machine'
import { createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

describe('server: the quote e-mail (POST …/send-quote-email) carries the statement of fact', () => {
  let server: RunningServer
  before(async () => {
    // As the one-machine composition starts it: with the app's derivation of the statement from its records.
    server = await startServer(tempStoreFile('quote-email'), { statementOf: statementOfProposal })
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  it('the body gives the reference and price, then the statement the Summary shows, under its heading and why accuracy matters', async () => {
    const client = server.client()
    const q = await createQuoted(client)
    const a = await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
    expect(a.status).to.equal(200)
    const [email] = server.storeOnDisk().outbox.filter((e) => e.uuid === q.uuid)
    const statement = statementOfProposal(q, (list) => listByName(list))
    const body = email?.body ?? ''
    expect(body.startsWith(
      [
        'Your RideCover quote',
        `WEB REF: ${q.quote?.reference ?? ''}`,
        `Price: ${formatPounds(q.quote?.premium)} to pay in full`,
        '',
        STATEMENT_HEADING,
        STATEMENT_ACCURACY,
        statementText(statement),
        '',
      ].join('\n'),
    ), body).to.equal(true)
    expect(body).to.include('  Date of birth: 19/07/1984')
    expect(body).to.include('  What type of cover would you like? Comprehensive')
  })

  it('then the demands and needs as the Summary states them, the policy documents with their full addresses, and who the firm is', async () => {
    const client = server.client()
    const q = await createQuoted(client)
    await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
    const [email] = server.storeOnDisk().outbox.filter((e) => e.uuid === q.uuid)
    const lines = (email?.body ?? '').split('\n')
    const demands = lines.indexOf('What you told us you need')
    expect(demands, email?.body).to.be.greaterThan(0)
    expect(lines[demands + 1]).to.match(/^You want to insure your .+, ridden by you, for this use: SDP including commuting\. You chose Comprehensive cover with a voluntary excess of £\d+/)
    expect(lines[demands + 2]).to.equal('This policy meets the needs you told us about.')
    expect(lines[demands + 3]).to.match(/^We have not given you a personal recommendation\. .* please call us on 0330 123 4567 before you buy\.$/)
    const documents = lines.indexOf('Your policy documents')
    expect(documents).to.be.greaterThan(demands)
    expect(lines).to.include(`Policy wording: ${server.base}/documents/policy-wording.pdf`)
    expect(lines.at(-1)).to.equal(regulatorStatement())
    expect(lines.at(-2)).to.match(/^Questions\? E-mail help@ridecover\.example or call 0330 123 4567 \(/)
  })

  it('the one-machine server (npm start, npm run mock) is started with the derivation', async () => {
    const machine = await startMachine()
    try {
      const client = machine.client()
      // It runs on the real clock: the sample starts today.
      const q = await createQuoted(client, proposalBody())
      await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
      const [email] = machine.machine.mock.store.outbox().filter((e) => e.uuid === q.uuid)
      expect(email?.body).to.include(statementText(statementOfProposal(q, (list) => listByName(list))))
    } finally {
      await machine.close()
    }
  })

  it('a server started without the derivation sends all but the statement', async () => {
    const bare = await startServer(tempStoreFile('quote-email-bare'))
    try {
      const client = bare.client()
      const q = await createQuoted(client)
      await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
      const [email] = bare.storeOnDisk().outbox.filter((e) => e.uuid === q.uuid)
      const body = email?.body ?? ''
      expect(body.startsWith(['Your RideCover quote', `WEB REF: ${q.quote?.reference ?? ''}`, `Price: ${formatPounds(q.quote?.premium)} to pay in full`, '', 'What you told us you need'].join('\n')), body).to.equal(true)
      expect(body).not.to.include(STATEMENT_HEADING)
    } finally {
      await bare.close()
      removeStoreFolder(bare.storeFile)
    }
  })
})
