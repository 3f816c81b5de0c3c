// CPU per pay-later booking, as decision 057 and 070 measure it: the built API server on the PostgreSQL
// server in DATABASE_URL, the bench's booking body at 20 connections, and the CPU time that the server's
// process and the database's backends spent (from /proc, so Linux only) over the measured bookings, per
// booking; beside it the server's CPU per GET /livez. The bench's req/s swing with whatever else the
// machine runs; CPU per request much less, so two builds can be compared back to back.
//
//   DATABASE_URL=postgresql://… node bench/booking-cpu.mjs [--server apps/api/dist/server.js]
//     [--bookings 3000] [--warmup 500] [--cpu-prof DIR] [--skip-livez]
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
    bookings: { type: 'string', default: '3000' },
    warmup: { type: 'string', default: '500' },
    'cpu-prof': { type: 'string' },
    /** Leaves /livez out (a profile of bookings only). */
    'skip-livez': { type: 'boolean', default: false },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database to book in')

const db = await databaseCpu(databaseUrl)
/** Waits until the outbox has delivered every message (the server's worker sends them after each write). */
async function outboxDelivered() {
  for (;;) {
    const { rows } = await db.client.query(
      "select count(*)::int as pending from mail_outbox where status = 'pending' and attempts < 2",
    )
    if (rows[0].pending === 0) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const port = await freePort()
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-booking-cpu-'))
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

let counter = 0
const booking = (amount) =>
  autocannon({
    url: `http://127.0.0.1:${port}/v1/booking`,
    connections: 20,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: 'Bench Player',
            phone: '9845012345',
            whatsappNumber: '9845012345',
            email: `cpu.${process.pid}.${++counter}@mail.example`,
            sport: 'Tennis',
            bookingType: 'player',
          }),
        }),
      },
    ],
  })

try {
  await waitUntilHealthy(`http://127.0.0.1:${port}/healthz`, {
    timeoutMs: 120_000,
    intervalMs: 250,
    exitCode: () => server.exitCode,
  })
  const warm = await booking(Number(options.warmup))
  if (warm.non2xx > 0) throw new Error(`the warm-up answered ${warm.non2xx} non-2xx responses`)
  // The outbox's deliveries of the warm-up are done before the measured phase starts.
  await outboxDelivered()

  const count = Number(options.bookings)
  const nodeBefore = cpuMs(server.pid)
  const pgBefore = await db.read()
  const started = performance.now()
  const result = await booking(count)
  const elapsed = performance.now() - started
  // Each booking's e-mail is delivered by the same process soon after: it is part of a booking's cost.
  await outboxDelivered()
  const nodeMs = cpuMs(server.pid) - nodeBefore
  const pgMs = db.spent(pgBefore, await db.read())
  if (result.non2xx > 0) throw new Error(`the bookings answered ${result.non2xx} non-2xx responses`)

  const livezCount = options['skip-livez'] ? 0 : count * 5
  const livezBefore = cpuMs(server.pid)
  if (livezCount > 0) await autocannon({ url: `http://127.0.0.1:${port}/livez`, connections: 20, amount: livezCount })
  const livezMs = cpuMs(server.pid) - livezBefore

  const load = loadAverage()
  console.log(
    [
      `${path.relative(process.cwd(), path.resolve(options.server))}: ${count} bookings in ${(elapsed / 1000).toFixed(1)} s (${Math.round((count * 1000) / elapsed)}/s, p99 ${result.latency.p99} ms)`,
      `node ${(nodeMs / count).toFixed(2)} ms per booking, PostgreSQL ${(pgMs / count).toFixed(2)} ms per booking`,
      `${livezCount ? `/livez node ${(livezMs / livezCount).toFixed(3)} ms per request; ` : ''}load average ${load}`,
    ].join('\n'),
  )
} finally {
  await db.end()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
