/**
 * Prints the run's counts as one plain line ("tests: N passed, N failed, N skipped") that CI logs and
 * tools reading closing lines understand; with TEST_TALLY_FILE set it also appends them there, so
 * .ci/run can print the total of its runs last.
 */
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    if (process.env.TEST_TALLY_FILE) fs.appendFileSync(process.env.TEST_TALLY_FILE, `${passed} ${failed} ${skipped}\n`);
  }
}

module.exports = SummaryReporter;
