// npm run bench: starts the built server, drives it with autocannon, and prints each
// route's throughput and p99 latency beside a trivial route measured in the same run.
// Runs on embedded PGlite (a fresh seeded folder) or, with DATABASE_URL, on that server.
// Then a specialist's page is rendered uncached, with its route loader and by the old discovery loop, in
// this process (bench/render-passes.mjs): render passes, API calls and waves, milliseconds.
// Then, with DATABASE_URL, 1,000 live streams and the fan-out latency (bench/live-fanout.mjs, decision 074).
// Then Lighthouse audits seven pages as a phone on slow 4G (--no-lighthouse to skip).
// --scale (DATABASE_URL only): once the server has migrated and seeded the database, adds
// 200,000 partners, 20,000 specialists and 50,000 vacancies (bench/seed-scale.mjs), and 10,000 sessions for
// the demo specialist (bench/seed-provider.mjs: their dashboard's row) before measuring;
// --partners 1000000 fills the partners up to a million instead.
// A database to fill, without createdb: psql -h 127.0.0.1 -U postgres -c 'create database rally_scale', then
// DATABASE_URL=postgresql://postgres@127.0.0.1:5432/rally_scale npm run bench -- --scale
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { freePort, waitUntilHealthy } from '../scripts/server-health.mjs'
import { auditPages } from './lighthouse.mjs'
import { measureLiveFanout } from './live-fanout.mjs'
import { measureRenderPasses } from './render-passes.mjs'
import { busyProvider, describeBusyProvider, seedBusyProvider } from './seed-provider.mjs'
import { describeScale, scale, seedScale } from './seed-scale.mjs'
import { specialistPages } from './specialist-pages.mjs'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    scale: { type: 'boolean', default: false },
    // With --scale: how many sparring partners (200,000 by default; 1,000,000 for the large run).
    partners: { type: 'string', default: String(scale.partners) },
    // Only the routes whose name contains one of these words (comma-separated), beside /livez as always.
    only: { type: 'string' },
    // Node 20's parseArgs has no --no-… negation: the option is named so.
    'no-lighthouse': { type: 'boolean', default: false },
    renders: { type: 'string', default: '30' },
    // off: the server keeps no public answer or rendered page (PUBLIC_CACHE=off, decision 048).
    'public-cache': { type: 'string', default: 'on' },
  },
})
const duration = Number(options.duration)
const connections = Number(options.connections)
if (options.scale && !process.env.DATABASE_URL) {
  console.error(
    'bench --scale adds 270,000 rows to a PostgreSQL database: set DATABASE_URL to a database you can fill\n' +
      "(e.g. psql -h 127.0.0.1 -U postgres -c 'create database rally_scale', then\n" +
      'DATABASE_URL=postgresql://postgres@127.0.0.1:5432/rally_scale npm run bench -- --scale).',
  )
  process.exit(1)
}

// "Santso" is "Santoso" (a seeded surname, and the demo partner's) with a letter dropped: the search
// must fall back on trigram similarity rather than a plain substring match.
const misspeltSurname = 'Santso'
const baseline = { name: 'trivial route (GET /livez)', path: '/livez' }
const targets = [
  { name: 'academies list (GET /v1/academies?category=Tennis)', path: '/v1/academies?category=Tennis' },
  { name: 'partners list (Tennis, by rating)', path: '/v1/sparring-partners?category=Tennis' },
  {
    name: `partner name search (q=${misspeltSurname}, Tennis)`,
    path: `/v1/sparring-partners?category=Tennis&searchFieldKey=name&q=${misspeltSurname}`,
  },
  { name: 'news list (GET /v1/news?sport=Tennis)', path: '/v1/news?sport=Tennis' },
  { name: 'blog list (GET /v1/blog-posts, newest first)', path: '/v1/blog-posts' },
  { name: 'blog list by tag (GET /v1/blog-posts?tag=doubles)', path: '/v1/blog-posts?tag=doubles' },
  {
    // A misspelt surname and a city: each word must match the name or the place (decision 047).
    name: 'partner search across fields (q=santso jakarta, Tennis)',
    path: '/v1/sparring-partners?category=Tennis&q=santso%20jakarta',
  },
  {
    // An accent the searcher did not type ("Müller").
    name: 'partner search without accents (q=muller, Tennis)',
    path: '/v1/sparring-partners?category=Tennis&q=muller',
  },
  {
    name: 'specialists list (approved, Badminton)',
    path: '/v1/personal-coach/records?isApproved=true&category=Badminton',
  },
  { name: 'vacancy list (GET /v1/jobs, newest first)', path: '/v1/jobs' },
  {
    name: 'vacancy search (Tennis, coaching roles, India)',
    path: '/v1/jobs?sport=Tennis&coaching=true&country=IN',
  },
  {
    name: 'vacancy search (q=coach, INR, minSalary=30000)',
    path: '/v1/jobs?q=coach&currency=INR&minSalary=30000',
  },
  { name: 'vacancy list, page 5 (GET /v1/jobs?page=5)', path: '/v1/jobs?page=5' },
  { name: 'vacancy search across fields (q=coach bengaluru)', path: '/v1/jobs?q=coach%20bengaluru' },
  {
    name: 'specialist search across fields (q=coach bengaluru)',
    path: '/v1/personal-coach/records?isApproved=true&q=coach%20bengaluru',
  },
  // Every public record's update time in one pass per section, to give each child its lastmod.
  { name: 'sitemap index (GET /sitemap.xml)', path: '/sitemap.xml', xml: true },
  {
    // One specialist's link-preview card, drawn on the first request (before measuring) and read back
    // from storage after: the cost of a crawler fetching an og:image that is already made.
    name: 'share card, cached (GET /share-cards/specialist/{id}.png)',
    path: async (origin) => {
      const { data } = await (
        await fetch(`${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=1`)
      ).json()
      return `/share-cards/specialist/${data[0].id}.png`
    },
    image: true,
  },
  {
    // A specialist's page as a phone gets it: the server-rendered HTML (content, metadata, data for
    // hydration), brotli-compressed, from the page cache (rendered once, kept until a write).
    name: 'rendered specialist profile, cached (GET /badminton/coach/{id})',
    path: specialistPage,
    html: true,
  },
  {
    // A specialist's page rendered anew on every request: another specialist, or another language, each
    // time (a crawler's walk; ?n= would not do: a parameter the page does not read is the same page).
    // React's render and the in-process API calls behind it, the reads of that specialist uncached.
    name: 'rendered specialist profile, uncached (another specialist or language each request)',
    path: specialistPage,
    pages: specialistPages,
    html: true,
    distinct: true,
  },
  {
    // Issue 23: one provider's open slots for the next 30 days, from their availability and the claims on their
    // time. The shared public cache keeps the answer until a write (a hold, a booking) and no longer than the
    // clock leaves it true (decision 060), so after the first request this is the cached answer; the next row,
    // and --public-cache off, measure the work behind it.
    name: "a provider's open slots, next 30 days (GET /v1/schedules/coach/{id}/slots?days=30)",
    path: async (origin) =>
      `/v1/schedules/coach/${(await publishingSpecialists(origin, 1))[0]}/slots?days=30&timeZone=America/New_York`,
  },
  {
    // The same for another provider each request (up to 1,000 of them), so that the cache seldom has it: the
    // engine, the read of the schedule and claims and the public check, each request.
    name: "a provider's open slots, next 30 days, another provider each request (seldom cached)",
    path: async (origin) =>
      `/v1/schedules/coach/${(await publishingSpecialists(origin, 1))[0]}/slots?days=30&timeZone=America/New_York`,
    pages: async (origin) =>
      (await publishingSpecialists(origin, 1000)).map(
        (id) => `/v1/schedules/coach/${id}/slots?days=30&timeZone=America/New_York`,
      ),
    distinct: true,
  },
  {
    // Issue 23: a search list of cards, each with its provider's next open slot (one read of the page's
    // schedules and claims); a different page each request, up to 1,600 of them, so the public cache answers a
    // page only once it was read (with --public-cache off: never).
    name: 'specialists list with next open slot (Badminton, a different page each request)',
    path: '/v1/personal-coach/records?isApproved=true&category=Badminton&page=1',
    pages: async (origin) => {
      const { total } = await (
        await fetch(`${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=12`)
      ).json()
      const last = Math.min(Math.ceil(total / 12), 400)
      const sorts = ['rating', 'fee', '-fee', 'experience']
      return sorts.flatMap((sort) =>
        Array.from(
          { length: last },
          (_, index) => `/v1/personal-coach/records?isApproved=true&category=Badminton&sort=${sort}&page=${index + 1}`,
        ),
      )
    },
    distinct: true,
  },
  {
    // Pay-later bookings by distinct guests (one open request per booker is the rule): each writes a booking,
    // its first event and the booker's e-mail in one statement (decision 070), which the bookings that arrive
    // together share (decision 083); the outbox then delivers the e-mail to the local mailbox in the same process.
    name: 'booking, pay later (POST /v1/booking, distinct bookers)',
    path: '/v1/booking',
    method: 'POST',
    body: (counter) =>
      JSON.stringify({
        name: 'Bench Player',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email: `bench.${process.pid}.${counter}@mail.example`,
        sport: 'Tennis',
        bookingType: 'player',
      }),
    expectedStatus: 201,
  },
]

// The operator's console, as the demo admin reads it: figures and lists computed from the database.
const consoleTargets = [
  { name: 'console dashboard (GET /v1/console/dashboard?days=30)', path: '/v1/console/dashboard?days=30' },
  { name: 'console approval counts (GET /v1/console/approvals)', path: '/v1/console/approvals' },
  { name: 'console booking search (GET /v1/console/bookings?q=das)', path: '/v1/console/bookings?q=das' },
  { name: 'console audit log (GET /v1/console/audit)', path: '/v1/console/audit' },
].map((target) => ({ ...target, operator: true }))

// A provider's own dashboard (issue 24, decision 066), as the demo specialist reads it: with --scale they have
// 10,000 sessions over three years, with their payments, refunds, transfers, ratings and views (seed-provider.mjs).
const providerTargets = [
  {
    name: `provider dashboard, ${busyProvider.sessions.toLocaleString('en-US')} sessions (GET /v1/me/dashboard)`,
    path: '/v1/me/dashboard',
    provider: true,
  },
  {
    // Issue 25, decision 073: the hot write of the conversations. Twenty question threads with the demo
    // specialist, each opened by a person of its own and answered once; asker and specialist write in turn
    // across them. Each message is the thread's new state, the message, a live event for each party and the
    // recipient's notice in one statement (decision 080), shared by the messages that arrive together, one a
    // thread (decision 083). (Twenty connections writing into one or two threads would measure those threads'
    // row locks, not sending.)
    name: 'send a message (POST /v1/conversations/{id}/messages, 20 threads, both parties writing)',
    path: '/v1/conversations',
    method: 'POST',
    provider: true,
    pages: (origin) => questionThreads(origin, 20),
    body: (counter) => JSON.stringify({ text: `Bench message ${counter}: see you on court at 9?` }),
    expectedStatus: 201,
  },
]

/**
 * `count` question threads with the demo specialist's profile, each asked by a new person and answered by the
 * specialist (so that the stranger's one-message rule no longer holds the asker back): for each thread, its
 * messages path with the asker's session and with the specialist's.
 */
async function questionThreads(origin, count) {
  const json = { 'content-type': 'application/json' }
  const send = async (url, token, body) => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...json },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  const { data: records } = await (
    await fetch(`${origin}/v1/personal-coach/records?email=${encodeURIComponent(busyProvider.email)}`, {
      headers: { authorization: `Bearer ${provider}` },
    })
  ).json()
  const coachId = records?.[0]?.id
  if (!coachId) throw new Error('The demo specialist has no profile to ask a question of')
  const pages = []
  for (let index = 0; index < count; index++) {
    const asker = await operatorToken(origin, 'new')
    const { data: thread } = await send('/v1/conversations', asker, { kind: 'coach', id: coachId })
    const path = `/v1/conversations/${thread.id}/messages`
    await send(path, asker, { text: 'Do you work on the backhand slice?' })
    await send(path, provider, { text: 'Yes: book a session and we start with it.' })
    pages.push({ path, authorization: `Bearer ${asker}` }, { path, authorization: `Bearer ${provider}` })
  }
  return pages
}

/** A demo person's session (the admin by default): the local demo issuer's ID token exchanged for a Rally session. */
async function operatorToken(origin, key = 'admin') {
  const post = (url, init = {}) => fetch(`${origin}${url}`, { method: 'POST', ...init })
  const { idToken } = await (
    await post('/v1/auth/local/token', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    })
  ).json()
  const { token } = await (await post('/v1/auth', { headers: { authorization: `Bearer ${idToken}` } })).json()
  return token
}

/** Up to `count` specialists who publish availability and have an open slot ahead (the demo data gives most hours). */
async function publishingSpecialists(origin, count) {
  const ids = []
  for (let page = 1; page <= 40 && ids.length < count; page++) {
    const url = `${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=50&page=${page}`
    const { data } = await (await fetch(url)).json()
    ids.push(...data.filter((coach) => coach.nextOpenSlot).map((coach) => coach.id))
    if (data.length < 50) break
  }
  if (ids.length === 0)
    throw new Error('No specialist publishes availability: the demo data should give most of them hours')
  return ids.slice(0, count)
}

async function specialistPage(origin) {
  const { data } = await (
    await fetch(`${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=1`)
  ).json()
  return `/badminton/coach/${data[0].id}`
}

/**
 * Spar up (issue 26) as a player reads it: a new demo player who states Rally level 3 in Tennis through the API,
 * then asks for left-handed partners two levels above (level 5), in Kolkata time.
 */
const sparUpTarget = {
  name: 'spar-up search (GET /v1/spar-up, 2 levels above, left-handed)',
  path: '/v1/spar-up?sport=Tennis&levelsAbove=2&handedness=left&timeZone=Asia/Kolkata',
  player: true,
}

async function levelledPlayer(origin) {
  const token = await operatorToken(origin, 'new')
  const response = await fetch(`${origin}/v1/me/levels/Tennis`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sport: 'Tennis', scale: 'rally', value: 3 }),
  })
  if (!response.ok) throw new Error(`stating the bench player's level answered ${response.status}`)
  return token
}

let bodyCounter = 0
let operator = ''
let provider = ''
let player = ''
function authorization(target) {
  if (target.player) return { authorization: `Bearer ${player}` }
  if (target.operator) return { authorization: `Bearer ${operator}` }
  return target.provider ? { authorization: `Bearer ${provider}` } : {}
}
const port = await freePort()
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-'))
const driver = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite'
const server = spawn(
  process.execPath,
  [...serverNodeFlags, path.resolve(import.meta.dirname, '../apps/api/dist/server.js')],
  {
    // One load generator on one address: per-client rate limits would answer it 429 within seconds.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      // The bench signs in as demo people and needs the demo data, on PGlite or on the server in DATABASE_URL.
      DEMO_MODE: 'on',
      PUBLIC_CACHE: options['public-cache'],
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
)

try {
  await waitUntilHealthy(`http://127.0.0.1:${port}/healthz`, {
    timeoutMs: 120_000,
    intervalMs: 250,
    exitCode: () => server.exitCode,
  })
  if (options.scale) {
    const wanted = { ...scale, partners: Number(options.partners) }
    console.log(describeScale(await seedScale(process.env.DATABASE_URL, wanted)))
    console.log(describeBusyProvider(await seedBusyProvider(process.env.DATABASE_URL)))
  }
  // The last partners sitemap: its range starts furthest into the table (up to 50,000 addresses).
  const sitemapIndex = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text()
  const lastPartners = Math.max(
    ...[...sitemapIndex.matchAll(/sitemaps\/partners-(\d+)\.xml/g)].map((m) => Number(m[1])),
  )
  targets.push({
    name: `last partners sitemap (GET /sitemaps/partners-${lastPartners}.xml)`,
    path: `/sitemaps/partners-${lastPartners}.xml`,
    xml: true,
  })
  operator = await operatorToken(`http://127.0.0.1:${port}`)
  provider = await operatorToken(`http://127.0.0.1:${port}`, busyProvider.key)
  player = await levelledPlayer(`http://127.0.0.1:${port}`)
  targets.push(...consoleTargets, ...providerTargets, sparUpTarget)
  if (options.only) {
    const words = options.only.split(',').map((word) => word.trim().toLowerCase())
    const kept = targets.filter((target) => words.some((word) => target.name.toLowerCase().includes(word)))
    targets.splice(0, targets.length, ...kept)
  }
  for (const target of targets) {
    if (typeof target.path === 'function') target.path = await target.path(`http://127.0.0.1:${port}`)
    if (typeof target.pages === 'function') target.pages = await target.pages(`http://127.0.0.1:${port}`)
  }
  for (const target of targets.filter((candidate) => !candidate.method)) {
    const response = await fetch(`http://127.0.0.1:${port}${target.path}`, { headers: authorization(target) })
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}: ${await response.text()}`)
    if (target.image) {
      const bytes = (await response.arrayBuffer()).byteLength
      console.log(`${target.name}: ${response.headers.get('content-type')}, ${bytes} bytes`)
      continue
    }
    if (target.html) {
      const text = await response.text()
      console.log(`${target.name}: ${response.status}, ${text.length} bytes of HTML`)
      continue
    }
    if (target.xml) {
      const text = await response.text()
      console.log(`${target.name}: ${(text.match(/<loc>/g) ?? []).length} addresses, ${text.length} bytes`)
      continue
    }
    const body = await response.json()
    const total = body.total ?? (Array.isArray(body.data) ? body.data.length : undefined)
    if (total === undefined) console.log(`${target.name}: ${response.status}, ${JSON.stringify(body).length} bytes`)
    else console.log(`${target.name}: ${total}${body.totalCapped ? '+' : ''} ${total === 1 ? 'result' : 'results'}`)
  }
  console.log(
    `Rally bench: ${driver}${options.scale ? ' with the scale data' : ''}, public cache ${options['public-cache']}, ${connections} connections, ${duration} s per route; the load generator shares the machine's cores\n`,
  )
  const base = await measure(baseline)
  const rows = [{ ...baseline, ...base, ratio: 1 }]
  for (const target of targets) {
    const result = await measure(target)
    rows.push({ ...target, ...result, ratio: result.requests / base.requests })
  }
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.name,
        {
          'req/s': Math.round(row.requests),
          'p99 ms': row.p99,
          'vs trivial': `${(row.ratio * 100).toFixed(1)}%`,
          errors: row.errors,
        },
      ]),
    ),
  )
  const coachPage = targets.find((target) => target.distinct && target.html)?.path
  if (coachPage) {
    const renders = await measureRenderPasses(`http://127.0.0.1:${port}`, coachPage, { count: Number(options.renders) })
    console.log(`\nUncached server render of a specialist's page (${coachPage}), ${options.renders} renders each way:`)
    console.table(
      Object.fromEntries(Object.entries(renders).map(([way, { read: _read, ...figures }]) => [way, figures])),
    )
    for (const [way, { read }] of Object.entries(renders)) console.log(`${way} reads: ${read.join(', ')}`)
  }
  // 1,000 live streams on this server, and the time from an event's commit to its client (decision 074): the
  // bench writes as another process would, so on a database server only (and on Redis when REDIS_URL is set).
  if (!options.only || /\blive\b/i.test(options.only)) {
    if (process.env.DATABASE_URL) {
      await measureLiveFanout({
        base: `http://127.0.0.1:${port}`,
        serverPid: server.pid,
        databaseUrl: process.env.DATABASE_URL,
        redisUrl: process.env.REDIS_URL,
      })
    } else console.log('\nLive events: measured with DATABASE_URL (another process writes; PGlite has one)')
  }
  if (!options['no-lighthouse'] && !options.only) {
    const coach = await (
      await fetch(`http://127.0.0.1:${port}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=1`)
    ).json()
    const post = (await (await fetch(`http://127.0.0.1:${port}/v1/blog-posts`)).json()).data[0]
    const job = (await (await fetch(`http://127.0.0.1:${port}/v1/jobs`)).json()).data[0]
    const pages = [
      ['home (/)', '/'],
      ['tennis landing (/tennis)', '/tennis'],
      ['partner search (/badminton/book-player)', '/badminton/book-player?searchFieldKey=name'],
      ['specialist profile', `/badminton/coach/${coach.data[0].id}`],
      ['booking form (/book/…)', '/book/290/Budi-Santoso/tennis'],
      ['blog post', `/blog/${post.author.username}/${post.slug}`],
      ['vacancy', `/jobs/${job.id}`],
    ]
    console.log('\nLighthouse, mobile (Moto G Power emulation, simulated slow 4G), scores out of 100:')
    console.table(await auditPages(`http://127.0.0.1:${port}`, pages))
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}

async function measure({ path: urlPath, method = 'GET', body, html, distinct, pages, ...target }) {
  const url = `http://127.0.0.1:${port}${urlPath}`
  // Pages are asked for as a browser asks: compressed. Console reads carry the operator's session.
  const headers = { ...(html ? { 'accept-encoding': 'br, gzip' } : {}), ...authorization(target) }
  const requestOptions = body
    ? {
        method,
        headers: { 'content-type': 'application/json', ...authorization(target) },
        requests: [
          {
            setupRequest: (request) => {
              const counter = ++bodyCounter
              const page = pages?.[counter % pages.length]
              // A page is a path, or a path with the session it is written with (both parties of a thread).
              if (typeof page === 'object') {
                const headers = { ...request.headers, authorization: page.authorization }
                return { ...request, body: body(counter), path: page.path, headers }
              }
              return { ...request, body: body(counter), ...(page && { path: page }) }
            },
          },
        ],
      }
    : distinct
      ? {
          method,
          headers,
          requests: [{ setupRequest: (request) => ({ ...request, path: pages[++bodyCounter % pages.length] }) }],
        }
      : { method, headers }
  await autocannon({ url, connections, duration: 2, ...requestOptions }) // warm-up: JIT, caches, connection pool
  const result = await autocannon({ url, connections, duration, ...requestOptions })
  if (result.non2xx > 0) throw new Error(`${urlPath} answered ${result.non2xx} non-2xx responses`)
  return { requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts }
}
