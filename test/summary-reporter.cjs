'use strict'
// Mocha's spec reporter plus one closing line, 'N passed, N failed, N skipped', that CI reads.
const Mocha = require('mocha')

const { Spec } = Mocha.reporters
const { EVENT_RUN_END } = Mocha.Runner.constants

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options)
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats ?? { passes: 0, failures: 0, pending: 0 }
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`)
    })
  }
}

module.exports = SummaryReporter
