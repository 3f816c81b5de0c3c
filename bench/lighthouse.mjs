// Lighthouse in Debian's Chromium against the running server: a phone on a slow 4G
// connection (Lighthouse's default mobile emulation and simulated throttling).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/** Audits each page in turn and answers one row of scores and timings per page. */
export async function auditPages(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const rows = {}
    for (const [name, pagePath] of pages) {
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      const { categories: scores, audits } = result.lhr
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
        // The first page's JavaScript as sent (compressed): the sum of the script responses.
        'JS kB': Math.round(transferred(audits['network-requests'], 'Script') / 1024),
        // The page's texts, fetched as JSON where they are not in a script.
        'JSON kB': Math.round(transferred(audits['network-requests'], 'Fetch', /\.json(\?|$)/) / 1024),
      }
    }
    return rows
  } finally {
    await chrome.kill()
  }
}

function transferred(audit, resourceType, urlPattern) {
  return (audit?.details?.items ?? [])
    .filter((item) => item.resourceType === resourceType && (!urlPattern || urlPattern.test(item.url)))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
}

const score = (category) => Math.round((category?.score ?? 0) * 100)
const seconds = (audit) => (audit.numericValue / 1000).toFixed(1)
