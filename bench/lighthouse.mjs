// Lighthouse in Debian's Chromium against the running server: a phone on a slow 4G
// connection (Lighthouse's default mobile emulation and simulated throttling).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { ensureChromium } from '../scripts/ensure-chromium.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Audits each page in turn and answers one row of scores and timings per page: of `runs` audits of a
 * page, the median one (Lighthouse's own choice: the run nearest the median FCP and TTI). One run
 * moves by several points with what else the two cores are doing; the median of a few does not.
 */
export async function auditPages(baseUrl, pages, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium('bench'),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const rows = {}
    const scriptBodies = new Map()
    for (const [name, pagePath] of pages) {
      const results = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        })
        results.push(result.lhr)
        scriptBodies.set(result.lhr, scriptBodyBytes(result.artifacts.DevtoolsLog))
      }
      const valid = filterToValidRuns(results)
      const median = valid.length > 0 ? computeMedianRun(valid) : results[0]
      const { categories: scores, audits, runtimeError, environment } = median
      // A page Lighthouse could not measure (it did not load, or no paint was seen) says why, in its row.
      if (runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined) {
        rows[name] = {
          error: runtimeError?.message ?? audits['cumulative-layout-shift']?.errorMessage ?? 'not measured',
        }
        continue
      }
      rows[name] = {
        perf: score(scores.performance),
        a11y: score(scores.accessibility),
        'best pr.': score(scores['best-practices']),
        seo: score(scores.seo),
        'FCP s': seconds(audits['first-contentful-paint']),
        'LCP s': seconds(audits['largest-contentful-paint']),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'kB moved': Math.round(audits['total-byte-weight'].numericValue / 1024),
        // The first page's JavaScript as the server compressed it (kB of 1,000 bytes): the sum of the
        // script responses' bodies, without their headers.
        'JS kB': ((scriptBodies.get(median) ?? 0) / 1000).toFixed(1),
        // The same responses as Chromium received them, headers too (KiB, Lighthouse's unit).
        'JS sent KiB': Math.round(transferred(audits['network-requests'], 'Script') / 1024),
        // The page's texts, fetched as JSON (preloaded, so Chromium files them under Other, not Fetch).
        'JSON kB': Math.round(transferred(audits['network-requests'], undefined, /\.json(\?|$)/) / 1024),
        // Lighthouse's measure of this machine's speed during the run (higher is faster): its simulated
        // phone slows what it observed by a fixed factor, so a slower or busier machine scores lower.
        'CPU index': Math.round(environment?.benchmarkIndex ?? 0),
      }
    }
    return rows
  } finally {
    await chrome.kill()
  }
}

/**
 * The bytes of the script responses' bodies a run received, from its DevTools log: what a request
 * moved in all (Network.loadingFinished) less its status line and headers (Network.responseReceived).
 */
function scriptBodyBytes(devtoolsLog = []) {
  const headerBytes = new Map()
  let total = 0
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.type === 'Script') {
      headerBytes.set(params.requestId, params.response.encodedDataLength ?? 0)
    } else if (method === 'Network.loadingFinished' && headerBytes.has(params.requestId)) {
      total += params.encodedDataLength - headerBytes.get(params.requestId)
    }
  }
  return total
}

function transferred(audit, resourceType, urlPattern) {
  return (audit?.details?.items ?? [])
    .filter(
      (item) => (!resourceType || item.resourceType === resourceType) && (!urlPattern || urlPattern.test(item.url)),
    )
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
}

const score = (category) => Math.round((category?.score ?? 0) * 100)
const seconds = (audit) => (audit.numericValue / 1000).toFixed(1)
