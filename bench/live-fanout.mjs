// Live events at scale (issue 25, decision 074): 1,000 people each with a live stream (GET /v1/me/events)
// open on one API process, then the time from a live event's write committing to its client receiving it:
// - fan-out: one transaction records an event for every connected person (a broadcast), `--rounds` times;
// - single: one event for one of the connected people, `--singles` times, one after another.
// The bench records through the app's own writer (db/live-events.ts: the rows in a transaction, a bus
// signal each after the commit) and bus adapter, from its own process, as another API process would: so it
// needs a database server (DATABASE_URL, LISTEN/NOTIFY) and, with `--bus redis`, REDIS_URL. The moment of
// the commit is when the writer hands the first signal to the bus. Run alone it starts the server from the
// sources (tsx) unless `--server`; `npm run bench` runs it on its own server when DATABASE_URL is set.
//
//   DATABASE_URL=postgresql://…/scratch [REDIS_URL=redis://…] node bench/live-fanout.mjs
//     [--clients 1000] [--rounds 5] [--singles 200] [--bus postgres|redis] [--server apps/api/dist/server.js]
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { freePort, waitUntilHealthy } from '../scripts/server-health.mjs'

/**
 * Measures on a running server (`base`, its process id `serverPid` for its RSS) whose bus is the one given
 * (`redisUrl` set: Redis; else LISTEN/NOTIFY on `databaseUrl`) on `channel`. Prints the figures; returns
 * whether both p99s are within 100 ms.
 */
export async function measureLiveFanout({
  base,
  serverPid,
  databaseUrl,
  redisUrl,
  channel = 'rally_live',
  clients = 1000,
  rounds = 5,
  singles = 200,
}) {
  const unregister = register()
  const { createLiveBus } = await import('../apps/api/src/adapters/live-bus/index.ts')
  const { createLiveEvents } = await import('../apps/api/src/db/live-events.ts')
  const { connectDatabase } = await import('../apps/api/src/db/client.ts')
  await unregister()
  const busName = redisUrl ? 'Redis' : 'LISTEN/NOTIFY'

  async function post(url, body, headers = {}) {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  async function signIn() {
    const { idToken } = await post('/v1/auth/local/token', { key: 'new' })
    const { token, user } = await post('/v1/auth', {}, { authorization: `Bearer ${idToken}` })
    return { token, userId: user.userId }
  }
  const arrived = new Map()
  /** A live stream read with node:http; each event's id → the moment it was read. */
  const openStream = (person) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${base}/v1/me/events`,
        { headers: { authorization: `Bearer ${person.token}` }, agent: false },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`))
          response.setEncoding('utf8')
          let buffer = ''
          response.on('data', (chunk) => {
            const now = performance.now()
            buffer += chunk
            let end = buffer.indexOf('\n\n')
            while (end >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              if (block.includes('\nevent: ready\n')) resolve(request)
              else if (block.startsWith('id: ')) arrived.set(Number(block.slice(4, block.indexOf('\n'))), now)
              end = buffer.indexOf('\n\n')
            }
          })
        },
      )
      request.on('error', reject)
    })

  const rssBefore = rssMb(serverPid)
  const people = []
  for (let start = 0; start < clients; start += 20) {
    people.push(...(await Promise.all(Array.from({ length: Math.min(20, clients - start) }, signIn))))
  }
  const streams = []
  for (let start = 0; start < clients; start += 50) {
    streams.push(...(await Promise.all(people.slice(start, start + 50).map(openStream))))
  }
  console.log(
    `\nLive events: ${streams.length} streams open on one process; its RSS ${rssBefore} MB before, ${rssMb(serverPid)} MB now`,
  )

  const database = connectDatabase({ driver: 'pg', url: databaseUrl, poolMax: 2 })
  const bus = createLiveBus(
    redisUrl ? { kind: 'redis', url: redisUrl, channel } : { kind: 'postgres', url: databaseUrl, channel },
  )
  let committed = 0
  const liveEvents = createLiveEvents({
    ...bus,
    publish(signal) {
      committed ||= performance.now()
      bus.publish(signal)
    },
  })
  // A moment for the bench's bus to connect (its first signals would wait for it otherwise).
  await new Promise((resolve) => setTimeout(resolve, 500))
  async function writeAndWait(userIds) {
    committed = 0
    const ids = await database.db.transaction(async (tx) => {
      const written = []
      for (const userId of userIds) {
        written.push(await liveEvents.record(tx, { userId, type: 'notification', data: { bench: true } }))
      }
      return written
    })
    const deadline = Date.now() + 15_000
    while (ids.some((id) => !arrived.has(id))) {
      if (Date.now() > deadline) throw new Error(`${ids.filter((id) => !arrived.has(id)).length} events not delivered`)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    return ids.map((id) => arrived.get(id) - committed)
  }

  try {
    const fanOut = []
    for (let round = 0; round < rounds; round++) {
      fanOut.push(...(await writeAndWait(people.map((person) => person.userId))))
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    console.log(`fan-out, one event to each of ${clients} streams (${busName} bus): ${summary(fanOut)}`)
    const single = []
    for (let index = 0; index < singles; index++) {
      single.push(...(await writeAndWait([people[Math.floor(Math.random() * people.length)].userId])))
    }
    console.log(`single, one event to one of ${clients} streams (${busName} bus): ${summary(single)}`)
    console.log(`server RSS with ${clients} streams after the runs: ${rssMb(serverPid)} MB`)
    const worst = Math.max(percentile(fanOut, 99), percentile(single, 99))
    console.log(worst <= 100 ? 'live p99 ≤ 100 ms: met' : `live p99 ≤ 100 ms: NOT met (${worst.toFixed(1)} ms)`)
    return worst <= 100
  } finally {
    for (const request of streams) request.destroy()
    await bus.close()
    await database.close()
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const summary = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} deliveries)`
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? (Number(match[1]) / 1024).toFixed(0) : '?'
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values: options } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '5' },
      singles: { type: 'string', default: '200' },
      bus: { type: 'string', default: 'postgres' },
      server: { type: 'string' },
    },
  })
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL names a scratch PostgreSQL database for the bench')
  const redisUrl = options.bus === 'redis' ? process.env.REDIS_URL : undefined
  if (options.bus === 'redis' && !redisUrl) throw new Error('--bus redis needs REDIS_URL')
  const channel = `bench_live_${randomBytes(4).toString('hex')}`
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-live-bench-'))
  const entry = options.server ? [path.resolve(options.server)] : ['--import', 'tsx', 'src/server.ts']
  const server = spawn(process.execPath, [...serverNodeFlags, ...entry], {
    cwd: path.resolve(import.meta.dirname, '../apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      LIVE_CHANNEL: channel,
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'false',
      DEMO_MODE: 'on',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '',
      JOB_SCHEDULER: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitUntilHealthy(`${base}/healthz`, { timeoutMs: 120_000, exitCode: () => server.exitCode })
    const met = await measureLiveFanout({
      base,
      serverPid: server.pid,
      databaseUrl,
      redisUrl,
      channel,
      clients: Number(options.clients),
      rounds: Number(options.rounds),
      singles: Number(options.singles),
    })
    process.exitCode = met ? 0 : 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
