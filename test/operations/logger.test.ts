import { expect } from 'chai'
import { captureLog, entries } from './log-lines'

describe('the servers\' logger', () => {
  it('writes one JSON line per entry, with its level by name, an ISO time, the process and the entry\'s fields', () => {
    const { logger, lines } = captureLog()
    logger.child({ service: 'support' }).info({ event: 'sweep', deletedTrails: 2 }, 'retention sweep')
    expect(lines).to.have.length(1)
    const [line] = entries(lines)
    expect(line).to.include({ level: 'info', service: 'support', event: 'sweep', deletedTrails: 2, msg: 'retention sweep', pid: process.pid })
    expect(String(line?.time)).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('writes a field that could hold a credential, a header, a URL, a query or a body as [redacted], at the top or one level down', () => {
    const { logger, lines } = captureLog()
    logger.info({ authorization: 'Bearer abc', headers: { cookie: 'rc_session=x' }, url: '/api/address?postcode=EH39DR', req: { query: { registration: 'QX19ZZZ' }, body: { secret: 's3cr3t' } }, token: 't0k3n', secret: 's3cr3t', password: 'pw' }, 'a line given too much')
    const text = lines.join('\n')
    for (const value of ['Bearer abc', 'rc_session', 'EH39DR', 'QX19ZZZ', 's3cr3t', 't0k3n', '"pw"']) expect(text, value).not.to.contain(value)
    expect(entries(lines)[0]).to.include({ authorization: '[redacted]', headers: '[redacted]', url: '[redacted]', token: '[redacted]' })
  })

  it("writes an error's type, message and stack, never the other fields a driver gave it", () => {
    const { logger, lines } = captureLog()
    const e = Object.assign(new Error('duplicate key value violates unique constraint "support_staff_pkey"'), { detail: 'Key (name)=(zqalice) already exists.', query: 'insert …' })
    logger.error({ err: e }, 'unexpected error')
    const [line] = entries(lines)
    expect(line?.err).to.include({ type: 'Error', message: e.message })
    expect(lines.join('\n')).not.to.contain('zqalice')
  })
})
