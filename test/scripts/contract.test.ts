import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ContractReport } from '../../scripts/contract/run-contract'
import { CALL_NAMES } from '../../src/domain/calls'
import type { RunningServer } from '../mock-server/server/running-server'
import { alteringProxy } from './altering-proxy'
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

  it('refuses to run without a base URL (exit 2), saying how to run it', async () => {
    const run = await contract([])
    expect(run.code).to.equal(2)
    expect(run.stderr).to.contain('usage: npm run contract -- --base <url>')
  })
})
