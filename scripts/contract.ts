import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ukToday } from '../src/domain/clock'
import { ProposalInput } from '../src/domain/codecs'
import { reportErrors } from '../src/domain/decode-report'
import { contractProposal } from './contract/proposal'
import { resultLine, runContract } from './contract/run-contract'

/*
 * `npm run contract -- --base <url> [--report <file>] [--proposal <file>]`: the conformance run against any insurer
 * (scripts/contract/run-contract.ts). One line per call; exit 0 when every call passed (a step skipped is not a
 * failure), 1 when one failed, 2 when the command itself is wrong.
 */

const USAGE = 'usage: npm run contract -- --base <url> [--report <file.json>] [--proposal <ProposalInput.json>]'

const fail = (message: string): never => {
  process.stderr.write(`${message}\n${USAGE}\n`)
  process.exit(2)
}

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { base: { type: 'string' }, report: { type: 'string' }, proposal: { type: 'string' } }, strict: true })
  const base = values.base ?? fail('--base is required')
  if (!/^https?:\/\/[^/\s]+/.test(base)) fail(`--base must be an http(s) URL, not ${base}`)
  const now = new Date().toISOString()
  let proposal = contractProposal(ukToday(now))
  if (values.proposal !== undefined) {
    const decoded = ProposalInput.decode(JSON.parse(readFileSync(values.proposal, 'utf8')) as unknown)
    if (decoded._tag === 'Left') fail(`${values.proposal} is not a ProposalInput: ${reportErrors(decoded.left).join('; ')}`)
    else proposal = decoded.right
  }
  const report = await runContract({ base, proposal, onResult: (r) => process.stdout.write(`${resultLine(r)}\n`) })
  process.stdout.write(`${report.passed} calls passed, ${report.failed} failed, ${report.skipped} skipped\n`)
  if (values.report !== undefined) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`)
  process.exitCode = report.failed > 0 ? 1 : 0
}

void main()
