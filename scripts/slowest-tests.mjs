/**
 * A Vitest reporter that prints, after every run, the slowest tests and the test files
 * that spend longest before their first test (importing and beforeAll), so that growth
 * is visible (issue 22). Named in vitest.config.ts beside the default reporter.
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
    for (const testModule of testModules) {
      const file = this.relative(testModule.moduleId)
      const project = testModule.project.name
      let testsTime = 0
      for (const test of testModule.children.allTests()) {
        const duration = test.diagnostic()?.duration ?? 0
        testsTime += duration
        tests.push({ duration, project, name: `${file} > ${test.fullName}` })
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
