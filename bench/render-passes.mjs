// The uncached server render of one page, measured in this process with the built renderer
// (apps/web/dist-server) calling the bench's server over HTTP: the page rendered with its route loader
// (its reads in one wave, one render: decision 042) and as before it, by discovery (render, read what the
// render asked for, render again), alternately, each render on a fresh cache. Prints, for each way, the
// render passes, the API calls and their waves, and the milliseconds (median and p90 of `count` renders).
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const entry = path.resolve(import.meta.dirname, '../apps/web/dist-server/entry-server.js')

export async function measureRenderPasses(origin, url, { count = 30 } = {}) {
  const renderer = await import(pathToFileURL(entry).href)
  let calls = []
  await renderer.setUpRenderer(async (apiUrl, init) => {
    calls.push(apiUrl)
    return fetch(`${origin}${apiUrl}`, { ...init, headers: { accept: 'application/json' } })
  })
  const input = { url, language: 'en', siteUrl: origin }
  const ways = { discovery: [], loaders: [] }
  const shape = {}
  // Warm-up: the renderer's and the API's first calls (JIT, connections, the API's own caches).
  for (const way of Object.keys(ways)) await renderer.renderPage(input, way)
  for (let round = 0; round < count; round += 1) {
    for (const way of Object.keys(ways)) {
      calls = []
      const started = performance.now()
      const { page, cost } = await renderer.renderPage(input, way)
      ways[way].push(performance.now() - started)
      if (page.status !== 200) throw new Error(`${url} rendered ${page.status} (${way})`)
      shape[way] = { status: page.status, passes: cost.passes, waves: cost.waves, apiCalls: calls.length, calls }
    }
  }
  return Object.fromEntries(
    Object.entries(ways).map(([way, times]) => {
      const sorted = [...times].sort((a, b) => a - b)
      const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
      const { calls: read, ...figures } = shape[way]
      return [way, { ...figures, 'median ms': round1(at(0.5)), 'p90 ms': round1(at(0.9)), renders: times.length, read }]
    }),
  )
}

const round1 = (value) => Math.round(value * 10) / 10
