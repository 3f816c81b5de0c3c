/**
 * A Vitest reporter that prints, after every run, the slowest tests and the test files
 * that spend longest before their first test (importing and beforeAll), so that growth
 * is visible (issue 22), and last the tests that failed with their first error line, so that a log read from its
 * end (CI's) names them. Named in vitest.config.ts beside the default reporter.
 */

const slowestTests = 15
const slowestFiles = 5

/** @type {import('vitest/node').Reporter} */
export default class SlowestTests {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const tests = []
    const files = []
    const failed = []
    for (const testModule of testModules) {
      const file = this.relative(testModule.moduleId)
      const project = testModule.project.name
      let testsTime = 0
      for (const test of testModule.children.allTests()) {
        const duration = test.diagnostic()?.duration ?? 0
        testsTime += duration
        tests.push({ duration, project, name: `${file} > ${test.fullName}` })
        const result = test.result()
        if (result.state === 'failed') {
          const message = result.errors?.[0]?.message?.split('\n')[0] ?? ''
          failed.push(`  [${project}] ${file} > ${test.fullName}\n      ${message.slice(0, 300)}`)
        }
      }
      // A file that failed before its tests ran (an import or a hook) has no failed test to name.
      for (const error of testModule.errors?.() ?? []) {
        failed.push(
          `  [${project}] ${file}\n      ${String(error.message ?? error)
            .split('\n')[0]
            .slice(0, 300)}`,
        )
      }
      const diagnostic = testModule.diagnostic()
      // What the file spends outside its tests: importing, beforeAll and afterAll hooks.
      const outside = Math.max(0, diagnostic.duration - testsTime) + diagnostic.collectDuration
      files.push({ duration: outside, project, name: file, imports: diagnostic.collectDuration })
    }
    if (tests.length === 0) return
    const by = (a, b) => b.duration - a.duration
    const lines = [`\nSlowest ${Math.min(slowestTests, tests.length)} of ${tests.length} tests:`]
    for (const test of tests.sort(by).slice(0, slowestTests)) {
      lines.push(`  ${seconds(test.duration)}  [${test.project}] ${test.name}`)
    }
    lines.push(`Files spending longest outside their tests (import + hooks; import alone in brackets):`)
    for (const file of files.sort(by).slice(0, slowestFiles)) {
      lines.push(`  ${seconds(file.duration)}  [${file.project}] ${file.name} (${seconds(file.imports)})`)
    }
    // Last, so that a log shown only by its tail (CI's) names what failed.
    if (failed.length > 0) lines.push(`Failed (${failed.length}):`, ...failed)
    console.log(`${lines.join('\n')}\n`)
  }

  /** @param {string} file */
  relative(file) {
    return this.root && file.startsWith(`${this.root}/`) ? file.slice(this.root.length + 1) : file
  }
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(2).padStart(6)} s`
}
