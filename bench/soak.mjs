// The soak (issue 22; not in CI): on the PostgreSQL server, measures the built API's capacity for a
// realistic mix of public reads with a few pay-later bookings, then holds 70 % of it for --minutes
// (default 10), printing per minute the requests, errors (non-2xx, timeouts) and p99, and the API
// process's memory (VmRSS) at the start and the end.
//   psql -h 127.0.0.1 -U postgres -c 'create database rally_soak'
//   npm run build -w @rally/api && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/rally_soak node bench/soak.mjs
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { freePort, waitUntilHealthy } from '../scripts/server-health.mjs'

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'measure-seconds': { type: 'string', default: '20' },
    share: { type: 'string', default: '0.7' },
  },
})
if (!process.env.DATABASE_URL) {
  console.error('The soak runs on a PostgreSQL server: set DATABASE_URL to a database created for it.')
  process.exit(1)
}
const minutes = Number(options.minutes)
const connections = Number(options.connections)

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-soak-'))
const server = spawn(
  process.execPath,
  [...serverNodeFlags, path.resolve(import.meta.dirname, '../apps/api/dist/server.js')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      DEMO_MODE: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
)
const rss = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? `${Math.round(Number(line[1]) / 1024)} MB` : 'unknown'
}

let counter = 0
/** The mix: what visitors read (lists, searches, a profile, a vacancy, sitemaps) and a few bookings. */
async function mix() {
  const get = async (url) => (await fetch(`${origin}${url}`)).json()
  const coach = (await get('/v1/personal-coach/records?isApproved=true&category=Badminton&limit=1')).data[0]
  const job = (await get('/v1/jobs')).data[0]
  const reads = [
    ['/v1/sparring-partners?category=Tennis', 4],
    ['/v1/sparring-partners?category=Tennis&searchFieldKey=name&q=Santso', 2],
    ['/v1/personal-coach/records?isApproved=true&category=Badminton', 3],
    [`/v1/personal-coach/records/${coach.id}`, 3],
    ['/v1/academies?category=Tennis', 2],
    ['/v1/jobs', 2],
    ['/v1/jobs?q=coach', 1],
    [`/v1/jobs/${job.id}`, 2],
    ['/v1/news?sport=Tennis', 1],
    ['/v1/blog-posts', 1],
    ['/v1/site-config', 1],
    ['/sitemap.xml', 1],
  ].flatMap(([url, weight]) => Array.from({ length: weight }, () => ({ method: 'GET', path: url })))
  const booking = () => ({
    method: 'POST',
    path: '/v1/booking',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        name: 'Soak Player',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email: `soak.${process.pid}.${++counter}@mail.example`,
        sport: 'Tennis',
        bookingType: 'player',
      }),
    }),
  })
  // About one request in 25 is a booking.
  return [...reads, booking()]
}

function load(requests, duration, overallRate) {
  return autocannon({
    url: origin,
    connections,
    duration,
    requests,
    ...(overallRate && { overallRate }),
  })
}

try {
  await waitUntilHealthy(`${origin}/healthz`, { timeoutMs: 180_000, intervalMs: 250, exitCode: () => server.exitCode })
  const requests = await mix()
  await load(requests, 5) // warm-up: JIT, caches, the connection pool
  const capacity = await load(requests, Number(options['measure-seconds']))
  const rate = Math.max(1, Math.round(capacity.requests.average * Number(options.share)))
  console.log(
    `Soak on the PostgreSQL server: ${requests.length}-request mix (${requests.length - 1} reads, 1 booking), ${connections} connections; ` +
      `capacity ${Math.round(capacity.requests.average)} req/s (p99 ${capacity.latency.p99} ms, ${capacity.non2xx} non-2xx); ` +
      `holding ${rate} req/s (${Math.round(Number(options.share) * 100)} %) for ${minutes} min`,
  )
  console.log(`API memory (VmRSS) at start: ${rss()}`)
  const rows = []
  for (let minute = 1; minute <= minutes; minute++) {
    const result = await load(requests, 60, rate)
    rows.push({
      minute,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      'non-2xx': result.non2xx,
      rss: rss(),
    })
    console.log(
      `minute ${minute}: ${rows.at(-1)['req/s']} req/s, p99 ${result.latency.p99} ms, errors ${rows.at(-1).errors}, non-2xx ${result.non2xx}, RSS ${rows.at(-1).rss}`,
    )
  }
  console.table(rows)
  const errors = rows.reduce((sum, row) => sum + row.errors + row['non-2xx'], 0)
  console.log(`API memory (VmRSS) at end: ${rss()}; errors over the soak: ${errors}`)
  process.exitCode = errors > 0 ? 1 : 0
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
