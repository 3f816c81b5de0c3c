// Loads pages of a running Rally in Debian's Chromium as a phone on a real (not simulated) slow 4G
// line with a CPU slowed four times, and prints, per page, the median of three loads of: the first
// contentful paint, and the moment the page is interactive (html[data-live], which the app sets once
// the page is hydrated). Each page is loaded as served (scripts fetched after the first paint,
// decision 026) and with the after-paint links put back in the head, as before that decision.
//
//   npm start   (or any running server), then
//   node bench/throttled-load.mjs http://127.0.0.1:3000 / /tennis /badminton/book-player
import { chromium } from '@playwright/test'
import { ensureChromium } from '../scripts/ensure-chromium.mjs'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node bench/throttled-load.mjs <origin> <path> [path ...]')
  process.exit(2)
}
const runs = 3
// DevTools' "Slow 4G": 150 ms round trips, 1.6 Mbps down and 750 kbps up at 90 % efficiency.
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
}
const variants = {
  'scripts in the head': (html) => html.replace(/<template id="rally-after-paint">([\s\S]*?)<\/template>/, '$1'),
  'after the paint': undefined,
}

const browser = await chromium.launch({ executablePath: ensureChromium('bench') })
try {
  const rows = {}
  for (const path of paths) {
    for (const [variant, rewrite] of Object.entries(variants)) {
      const paints = []
      const interactive = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
        const page = await context.newPage()
        const address = new URL(path, base)
        if (rewrite) {
          await page.route(
            (url) => url.pathname === address.pathname,
            async (route) => {
              const response = await route.fetch()
              await route.fulfill({ response, body: rewrite(await response.text()) })
            },
          )
        }
        const devtools = await context.newCDPSession(page)
        await devtools.send('Network.enable')
        await devtools.send('Network.emulateNetworkConditions', network)
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        const start = Date.now()
        await page.goto(address.href, { waitUntil: 'commit' })
        await page.waitForSelector('html[data-live]', { state: 'attached', timeout: 60_000 })
        interactive.push(Date.now() - start)
        paints.push(
          await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
        )
        await context.close()
      }
      rows[`${path} (${variant})`] = {
        'first paint ms': Math.round(median(paints)),
        'interactive ms': Math.round(median(interactive)),
      }
    }
  }
  console.table(rows)
} finally {
  await browser.close()
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
