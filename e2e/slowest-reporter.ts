import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints, at the end of each run, the 15 slowest tests and the time each project and spec file took,
 * so that growth is seen when it happens (issue 22), and last the tests that failed. Listed in playwright.config.ts's reporters.
 */
export default class SlowestReporter implements Reporter {
  private readonly results: { project: string; file: string; title: string; line: number; duration: number }[] = []
  private readonly failed: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? ''
    const file = test.location.file.split(/[\\/]/).pop() ?? test.location.file
    this.results.push({ project, file, title: test.title, line: test.location.line, duration: result.duration })
    if (result.status === 'failed' || result.status === 'timedOut') {
      const message = stripVTControlCharacters(result.error?.message ?? result.status).split('\n')[0] ?? ''
      this.failed.push(`  [${project}] ${file}:${test.location.line} › ${test.title}\n      ${message.slice(0, 300)}`)
    }
  }

  onEnd(_result: FullResult) {
    if (this.results.length === 0) return
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`.padStart(7)
    const slowest = [...this.results].sort((a, b) => b.duration - a.duration).slice(0, 15)
    const lines = ['', 'Slowest 15 tests:']
    for (const entry of slowest) {
      lines.push(`${seconds(entry.duration)}  [${entry.project}] ${entry.file}:${entry.line} › ${entry.title}`)
    }
    const totals = new Map<string, { duration: number; count: number }>()
    for (const entry of this.results) {
      for (const key of [`[${entry.project}]`, `[${entry.project}] ${entry.file}`]) {
        const total = totals.get(key) ?? { duration: 0, count: 0 }
        total.duration += entry.duration
        total.count += 1
        totals.set(key, total)
      }
    }
    lines.push('', 'Time per project and spec file (tests run):')
    for (const [key, total] of [...totals].sort((a, b) => b[1].duration - a[1].duration)) {
      lines.push(`${seconds(total.duration)}  ${key} (${total.count})`)
    }
    // Last, so that a log read from its end (CI's) names what failed.
    if (this.failed.length > 0) lines.push('', `Failed (${this.failed.length}):`, ...this.failed)
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return false
  }
}
