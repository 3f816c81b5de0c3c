// ad-hoc: CPU per message (server and database backends), 20 question threads, both parties writing
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { waitUntilHealthy } from '../scripts/server-health.mjs'
import { cpuMs, databaseCpu } from './process-cpu.mjs'
const port = 3952
const url = process.env.DATABASE_URL
const server = spawn(process.execPath, [...serverNodeFlags, ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF] : []), 'apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/zzcpu', LOG_LEVEL: 'warn', RATE_LIMITS: 'false', DEMO_MODE: 'on' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const origin = `http://127.0.0.1:${port}`
await waitUntilHealthy(`${origin}/healthz`, { timeoutMs: 120000, intervalMs: 250, exitCode: () => server.exitCode })
const post = (u, token, body) => fetch(`${origin}${u}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) })
async function token(key) { const { idToken } = await (await post('/v1/auth/local/token', null, { key })).json(); return (await (await fetch(`${origin}/v1/auth`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` } })).json()).token }
const coach = await token('coach')
const { data: records } = await (await fetch(`${origin}/v1/personal-coach/records?email=coach.demo%40demo.example`, { headers: { authorization: `Bearer ${coach}` } })).json()
const pages = []
for (let i = 0; i < 20; i++) {
  const asker = await token('new')
  const { data: thread } = await (await post('/v1/conversations', asker, { kind: 'coach', id: records[0].id })).json()
  const path = `/v1/conversations/${thread.id}/messages`
  await post(path, asker, { text: 'q' }); await post(path, coach, { text: 'a' })
  pages.push({ path, token: asker }, { path, token: coach })
}
let n = 0
const run = (duration) => autocannon({ url: origin, connections: 20, duration, method: 'POST', headers: { 'content-type': 'application/json' }, requests: [{ setupRequest: (r) => { const p = pages[n++ % pages.length]; return { ...r, path: p.path, headers: { ...r.headers, authorization: `Bearer ${p.token}` }, body: JSON.stringify({ text: `m ${n}` }) } } }] })
await run(2)
const db = await databaseCpu(url)
const [s0, d0] = [cpuMs(server.pid), await db.read()]
const result = await run(Number(process.env.DUR ?? 6))
const [s1, d1] = [cpuMs(server.pid), await db.read()]
const count = result.requests.total
console.log(`messages ${count} (${result.requests.average} req/s, non2xx ${result.non2xx}); per message: server ${((s1 - s0) / count).toFixed(2)} ms CPU, database ${(db.spent(d0, d1) / count).toFixed(2)} ms CPU`)
await db.end()
server.kill('SIGTERM')
await new Promise((r) => server.on('exit', r))
