// `npm test`: the type check, lint, unit, API and browser tests, with the browser tests' preparation (the
// build, Chromium, the seeded demo database) done while the API suite runs, which waits on PostgreSQL and
// leaves a core free for it (decision 059). Stops at the first stage that fails, as `a && b && …` did;
// prints what each stage took at the end, so that growth is seen when it happens.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

const times = []
const began = performance.now()
/** The output of stages run beside the API tests, printed after theirs. */
const held = []

/**
 * Runs a command; resolves with its exit code. `quiet` holds its output back (it runs beside the API tests,
 * whose output streams) for `held`.
 */
function stage(name, command, args, { env = process.env, quiet = false } = {}) {
  const start = performance.now()
  const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    let ended = false
    const end = (code, reason) => {
      if (ended) return
      ended = true
      times.push({ name, start, seconds: (performance.now() - start) / 1000, code })
      // A stage beside the API tests shows its output only when it failed (the build's list of chunks would
      // otherwise push the API suite's failures out of a log read from its end, as CI's is).
      if (quiet && code !== 0) held.push(Buffer.from(`\n── ${name} (beside the API tests) ──\n`), ...output)
      if (code !== 0) console.error(`\n${name} failed (${reason})`)
      resolve(code)
    }
    child.on('error', (error) => end(1, error.message))
    child.on('close', (code, signal) => end(code ?? 1, signal ?? `exit code ${code}`))
  })
}

/** Runs stages one after another; resolves with the first non-zero exit code, or 0. */
async function inOrder(...stages) {
  for (const next of stages) {
    const code = await next()
    if (code !== 0) return code
  }
  return 0
}

function finish(code) {
  const total = (performance.now() - began) / 1000
  process.stdout.write(Buffer.concat(held.splice(0)))
  const lines = ['', 'npm test, time per stage (wall; stages marked ‖ ran beside the one above):']
  for (const { name, seconds, code: exit } of times.sort((a, b) => a.start - b.start)) {
    lines.push(`${format(seconds)}  ${name}${exit === 0 ? '' : '  (failed)'}`)
  }
  lines.push(`${format(total)}  in all`)
  console.log(lines.join('\n'))
  process.exit(code)
}

const format = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, ' ')} s`.padStart(11)

const npm = (script) => ['npm', ['run', '--silent', script]]

// The type check, lint and unit tests each use both cores: one after another.
let code = await inOrder(
  () => stage('typecheck', ...npm('typecheck')),
  () => stage('lint', ...npm('lint')),
  () => stage('unit tests', ...npm('test:unit')),
)
if (code !== 0) finish(code)

// The browser tests' demo database, seeded once into this folder while the API tests run; e2e/servers.ts
// starts each worker's server on a copy of it (E2E_SEEDED_DIR) instead of seeding in its global setup.
const seeded = mkdtempSync(path.join(tmpdir(), 'rally-e2e-seeded-'))
process.on('exit', () => rmSync(seeded, { recursive: true, force: true }))
const [api, preparation] = await Promise.all([
  stage('API tests', ...npm('test:api')),
  inOrder(
    () => stage('‖ Chromium for the browser tests', 'node', ['scripts/ensure-chromium.mjs'], { quiet: true }),
    () => stage('‖ build', ...npm('build'), { quiet: true }),
    () =>
      stage('‖ browser tests’ demo data', 'node', ['e2e/serve.mjs', 'seed'], {
        env: { ...process.env, E2E_DATA_DIR: seeded },
        quiet: true,
      }),
  ),
])
process.stdout.write(Buffer.concat(held.splice(0)))
code = api || preparation
if (code !== 0) finish(code)

code = await stage('browser tests', 'npx', ['playwright', 'test'], { env: { ...process.env, E2E_SEEDED_DIR: seeded } })
finish(code)
