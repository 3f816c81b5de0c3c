// CPU per uncached server render of a specialist's page, as bench/booking-cpu.mjs measures a booking: the
// built API server on the PostgreSQL server in DATABASE_URL (the --scale data), another specialist or language
// each request (Brotli asked for, as a browser does), `connections` at once, and the CPU time the server's
// process and the database's backends spent over the measured renders, per render. The bench's p99 swings
// with whatever else the machine runs; CPU per render much less, so two builds can be compared back to back.
//
//   DATABASE_URL=postgresql://… node bench/render-cpu.mjs [--server apps/api/dist/server.js]
//     [--renders 1500] [--warmup 300] [--connections 4] [--cpu-prof DIR]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { freePort, waitUntilHealthy } from '../scripts/server-health.mjs'
import { cpuMs, databaseCpu, loadAverage } from './process-cpu.mjs'

const { values: options } = parseArgs({
  options: {
    server: { type: 'string', default: path.resolve(import.meta.dirname, '../apps/api/dist/server.js') },
    renders: { type: 'string', default: '1500' },
    warmup: { type: 'string', default: '300' },
    connections: { type: 'string', default: '4' },
    'cpu-prof': { type: 'string' },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database with the scale data')

const db = await databaseCpu(databaseUrl)

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-render-cpu-'))
const profile = options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options['cpu-prof'])}`] : []
const server = spawn(process.execPath, [...serverNodeFlags, ...profile, path.resolve(options.server)], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'false',
    DEMO_MODE: 'on',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

/** Another specialist or language for each request, never the same page twice in a run. */
async function pages() {
  const ids = []
  for (let page = 1; ids.length < 2000; page++) {
    const url = `${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=50&page=${page}`
    const { data } = await (await fetch(url)).json()
    ids.push(...data.map((coach) => coach.id))
    if (data.length < 50) break
  }
  const languages = ['en', 'th', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'zh']
  return languages.flatMap((language) => ids.map((id) => `/badminton/coach/${id}?lang=${language}`))
}

try {
  await waitUntilHealthy(`${origin}/healthz`, { timeoutMs: 120_000, intervalMs: 250, exitCode: () => server.exitCode })
  const paths = await pages()
  let next = 0
  const render = (amount) =>
    autocannon({
      url: origin,
      connections: Number(options.connections),
      amount,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    })
  const warm = await render(Number(options.warmup))
  if (warm.non2xx > 0) throw new Error(`the warm-up answered ${warm.non2xx} non-2xx responses`)

  const count = Number(options.renders)
  const nodeBefore = cpuMs(server.pid)
  const pgBefore = await db.read()
  const started = performance.now()
  const result = await render(count)
  const elapsed = performance.now() - started
  const nodeMs = cpuMs(server.pid) - nodeBefore
  const pgMs = db.spent(pgBefore, await db.read())
  if (result.non2xx > 0) throw new Error(`the renders answered ${result.non2xx} non-2xx responses`)
  const load = loadAverage()
  console.log(
    [
      `${path.relative(process.cwd(), path.resolve(options.server))}: ${count} uncached renders in ${(elapsed / 1000).toFixed(1)} s (${Math.round((count * 1000) / elapsed)}/s, p99 ${result.latency.p99} ms, ${options.connections} connections)`,
      `node ${(nodeMs / count).toFixed(2)} ms per render, PostgreSQL ${(pgMs / count).toFixed(2)} ms per render; load average ${load}`,
    ].join('\n'),
  )
} finally {
  await db.end()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
