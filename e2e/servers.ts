import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'

/** The first worker's server listens on E2E_PORT (3100), the next on E2E_PORT + 1, … (e2e/fixtures.ts workerOrigin). */
export const firstPort = () => Number(process.env.E2E_PORT ?? 3100)

const serve = path.join(import.meta.dirname, 'serve.mjs')

/**
 * Playwright's global setup (playwright.config.ts): a server of the built app for each worker, each on an
 * embedded database of its own, started as `npm start` starts it (e2e/serve.mjs). The demo data is seeded
 * once, into a template folder, and each server starts on a copy of it: a copy takes a second, seeding
 * three times as long as a start (decision 052); `npm test` seeds it while the API tests run and names the folder
 * in E2E_SEEDED_DIR (decision 059). The servers start together. Returns the teardown, which stops them and
 * removes the folders (not E2E_SEEDED_DIR's: its owner removes it).
 */
export default async function startServers(config: FullConfig) {
  const root = mkdtempSync(path.join(tmpdir(), 'rally-e2e-'))
  const servers: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(servers.map(stopServer))
    rmSync(root, { recursive: true, force: true })
  }
  try {
    const ports = Array.from({ length: config.workers }, (_, index) => firstPort() + index)
    for (const port of ports) {
      if (await answers(port)) throw new Error(`Port ${port} is taken: set E2E_PORT to a free range`)
    }
    const began = performance.now()
    // `npm test` seeds it beforehand, while the API tests run (scripts/test.mjs, decision 059).
    const given = process.env.E2E_SEEDED_DIR
    const template = given || path.join(root, 'seeded')
    if (!given) await seed(template)
    const seeded = performance.now()
    for (const [index, port] of ports.entries()) {
      const dataDir = path.join(root, `worker-${index}`)
      cpSync(template, dataDir, { recursive: true })
      servers.push(startServer(port, dataDir))
    }
    await Promise.all(servers.map((server, index) => healthy(server, ports[index] as number)))
    console.log(
      `Browser test servers: demo data ${given ? `seeded beforehand (${given})` : `seeded in ${seconds(seeded - began)}`}, ` +
        `${ports.length} servers on ports ${ports.join(', ')} started from copies in ${seconds(performance.now() - seeded)}`,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function seed(dataDir: string) {
  const child = spawn(process.execPath, [serve, 'seed'], {
    env: { ...process.env, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the browser tests' demo database exited with ${code}`)),
    )
  })
}

function startServer(port: number, dataDir: string) {
  return spawn(process.execPath, [serve], {
    env: { ...process.env, E2E_DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function answers(port: number) {
  try {
    return (await fetch(`http://localhost:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/** Resolves once the server answers /healthz; rejects if it exits first or takes five minutes (three starting together took over two at load 25). */
async function healthy(server: ChildProcess, port: number) {
  const deadline = performance.now() + 300_000
  while (!(await answers(port))) {
    if (server.exitCode !== null)
      throw new Error(`The browser tests' server on port ${port} exited with ${server.exitCode}`)
    if (performance.now() > deadline)
      throw new Error(`The browser tests' server on port ${port} did not start in 5 min`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The servers' databases are thrown away with their folders: nothing to finish first. */
function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    server.on('exit', () => resolve())
    server.kill('SIGKILL')
  })
}
