import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resultLine, type CallResult, type ContractReport } from '../../scripts/contract/run-contract'
import { CALL_NAMES } from '../../src/domain/calls'
import type { RunningServer } from '../mock-server/server/running-server'
import { alteringProxy, type Alteration } from './altering-proxy'
import { runJourney, startInsurer, stopInsurer } from './contract-journey'

const root = join(import.meta.dirname, '..', '..')

/** `npm run contract -- <args>` as a child process: its exit code, its lines, and its report when asked for one. */
const contract = async (args: string[]): Promise<{ code: number; lines: string[]; stderr: string; report?: ContractReport }> => {
  const dir = mkdtempSync(join(tmpdir(), 'ridecover-contract-'))
  const reportFile = join(dir, 'report.json')
  try {
    const withReport = args.includes('--base') ? [...args, '--report', reportFile] : args
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'contract.ts'), ...withReport], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
      )
    })
    const lines = stdout.split('\n').filter((l) => l !== '')
    let report: ContractReport | undefined
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8')) as ContractReport
    } catch {
      report = undefined
    }
    return { code, lines, stderr, report }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A quote answer with `premium` renamed in its quote, as a double that spells the field its own way. */
const renamePremium = (answer: unknown): unknown => {
  const p = answer as { quote?: Record<string, unknown> }
  if (p.quote === undefined || p.quote === null) return answer
  const { premium, ...rest } = p.quote
  return { ...p, quote: { ...rest, premium_amount: premium } }
}

describe('npm run contract: the conformance run against an insurer', function () {
  this.timeout(60_000)
  let server: RunningServer

  before(async () => {
    server = await startInsurer('contract')
  })
  after(() => stopInsurer(server))

  describe('when the insurer is the mock insurer as npm start runs it', () => {
    it('every call of the journey passes, and the journey makes every call of the table', async () => {
      const report = await runJourney(server.base)
      expect(report.results.filter((r) => r.outcome !== 'passed').map((r) => `${r.name}: ${r.failures.join('; ')}`)).to.deep.equal([])
      expect([...new Set(report.results.map((r) => r.name))].filter((n) => n !== 'paymentPage').sort()).to.deep.equal([...CALL_NAMES].sort())
      expect(report.results.map((r) => r.expected)).to.include.members(['404 not_found', '400 invalid_request', '409 already_purchased', '201 Proposal'])
      expect(report.results.find((r) => r.name === 'paymentPage')?.outcome).to.equal('passed')
    })

    it('prints one line per call with what was sent and that it passed, exits 0, and writes the JSON report', async () => {
      const run = await contract(['--base', server.base])
      expect(run.code, run.stderr).to.equal(0)
      const report = run.report as ContractReport
      expect(report.failed).to.equal(0)
      expect(run.lines).to.have.length(report.results.length + 1)
      expect(run.lines.at(-1)).to.equal(`${report.passed} calls passed, 0 failed, 0 skipped`)
      const create = run.lines.find((l) => l.startsWith('PASS createProposal') && l.includes('201'))
      expect(create).to.match(/POST \/api\/proposal .*sent ProposalInput \(\d+\.\d KB\); expected 201 Proposal, got 201/)
      // A small body in bytes, not as 0.0 KB.
      expect(run.lines.find((l) => l.startsWith('PASS lookupRegistration '))).to.match(/sent RegistrationLookupRequest \(\d{2} B\); expected 200/)
      expect(report.results.find((r) => r.name === 'createQuote')?.answer).to.have.nested.property('quote.premium')
    })
  })

  describe('when the insurer renames one field of the quote', () => {
    it('the run fails the calls that answer the quote, naming the field’s path, and exits 1', async () => {
      const proxy = await alteringProxy(server.base, { method: 'POST', path: /^\/api\/proposal\/[^/]+\/quote$/, alter: renamePremium })
      try {
        const run = await contract(['--base', proxy.base])
        expect(run.code).to.equal(1)
        expect(proxy.altered()).to.be.greaterThan(0)
        const failed = run.lines.filter((l) => l.startsWith('FAIL'))
        expect(failed.length).to.be.greaterThan(0)
        expect(failed.every((l) => l.startsWith('FAIL createQuote')), failed.join('\n')).to.equal(true)
        expect(failed[0]).to.contain('quote.premium: missing, where quote.premium_amount is not a field the app reads (renamed?)')
        // What the failure kept the run from, and why, on one line.
        expect(run.lines.filter((l) => l.startsWith('SKIP'))).to.deep.equal([`SKIP ${'getProposal'.padEnd(25)} GET - (the rest of the journey): needs a priced quote: createQuote failed`])
        const report = run.report as ContractReport
        expect(report.failed).to.equal(failed.length)
        expect(report.results.find((r) => r.outcome === 'failed')?.failures).to.include('quote.premium: missing, where quote.premium_amount is not a field the app reads (renamed?)')
      } finally {
        await proxy.close()
      }
    })

    it('a field of the wrong type is named by the codec’s failing path', async () => {
      const proxy = await alteringProxy(server.base, {
        method: 'GET',
        path: /^\/api\/proposal\/[0-9a-f-]{36}$/,
        alter: (a) => ({ ...(a as object), is_purchased: 'no' }),
      })
      try {
        const report = await runJourney(proxy.base)
        const failed = report.results.filter((r) => r.outcome === 'failed')
        expect(failed.map((r) => r.name)).to.deep.equal(['getProposal', 'getProposal'])
        expect(failed[0]?.failures).to.deep.equal(['is_purchased: expected boolean | null but got "no"'])
      } finally {
        await proxy.close()
      }
    })
  })

  describe('when the insurer breaks the contract elsewhere', () => {
    let insurer: RunningServer

    // An insurer of its own: the journeys here make recalls, which the mock limits per client.
    before(async () => {
      insurer = await startInsurer('contract-broken')
    })
    after(() => stopInsurer(insurer))

    /** The journey through a proxy making `alteration`, its results, and how many exchanges it altered. */
    const through = async (alteration: Alteration) => {
      const proxy = await alteringProxy(insurer.base, alteration)
      try {
        const report = await runJourney(proxy.base)
        return { report, failed: report.results.filter((r) => r.outcome === 'failed'), altered: proxy.altered() }
      } finally {
        await proxy.close()
      }
    }

    it('a reference list the form offers missing from GET /api/list fails that call, naming the list', async () => {
      const { failed, altered } = await through({ method: 'GET', path: /^\/api\/list$/, alter: (lists) => (lists as { name: string }[]).filter((l) => !l.name.endsWith('cover_type')) })
      expect(altered).to.equal(1)
      expect(failed.map((r) => [r.name, r.failures])).to.deep.equal([['getLists', ['(answer): expected the reference list insurer.cover_type, got none of that name']]])
    })

    it('a double that loses the CSRF echo fails each POST with the 403 it answered, and judges no paths of a refusal it did not give', async () => {
      const { failed, report } = await through({
        method: 'POST',
        path: /./,
        request: (headers) => Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'x-xsrf-token')),
      })
      expect(failed.map((r) => r.name)).to.deep.equal(['lookupRegistration', 'searchVehicles', 'verifyRecaptcha', 'createProposal', 'createProposal'])
      expect(failed.every((r) => r.status === 403)).to.equal(true)
      expect(failed[0]?.failures[0]).to.match(/^answered 403 csrf_failed: /)
      expect(failed[3]?.failures).to.deep.equal(['answered 403 csrf_failed where 400 invalid_request is expected'])
      expect(report.results.at(-1)?.outcome).to.equal('skipped')
    })

    it('a failure on the insurer’s side fails that call alone, and the journey goes on', async () => {
      const { failed, report } = await through({
        method: 'POST',
        path: /\/addons$/,
        instead: { status: 500, body: JSON.stringify({ code: 'server_error', message: 'Something went wrong.' }) },
      })
      expect(failed.map((r) => [r.name, r.status, r.failures])).to.deep.equal([['sendAddons', 500, ['answered 500 server_error: Something went wrong.']]])
      expect(report.results.find((r) => r.name === 'acceptQuote')?.outcome).to.equal('passed')
    })

    it('a call answered with nothing is named with the path it was made at', async () => {
      const { failed } = await through({ method: 'GET', path: /\/generate-portal-link$/, instead: 'drop' })
      expect(failed.map((r) => r.name)).to.deep.equal(['generatePortalLink'])
      const line = resultLine(failed[0] as CallResult)
      expect(line).to.match(/^FAIL generatePortalLink +GET \/api\/proposal\/[0-9a-f-]{36}\/generate-portal-link \(.*\); sent no body; expected 200 PortalLinkAnswer, got no answer: no answer: /)
    })
  })

  it('refuses to run without a base URL (exit 2), saying how to run it', async () => {
    const run = await contract([])
    expect(run.code).to.equal(2)
    expect(run.stderr).to.contain('usage: npm run contract -- --base <url>')
  })
})
