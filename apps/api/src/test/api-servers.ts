import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, waitUntilHealthy } from '../../../../scripts/server-health.mjs'

const apiDir = path.resolve(import.meta.dirname, '../..')

/**
 * API processes started from the sources on one database (the way Rally scales out), for tests of what
 * must hold across processes. Each runs the demo issuer on a data folder of its own, without demo data,
 * the web app, logs or job scheduler; `env` adds what the test needs. Resolves once every one answers /healthz.
 */
export async function startApiServers(
  count: number,
  {
    databaseUrl,
    env = {},
    timeoutMs = 60_000,
  }: { databaseUrl: string; env?: Record<string, string | undefined>; timeoutMs?: number },
) {
  const servers: ChildProcess[] = []
  const ports: number[] = []
  for (let index = 0; index < count; index++) {
    const port = await freePort()
    ports.push(port)
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          // Tests sign people in with the demo issuer: asked for, on a database made for the test.
          DEMO_MODE: 'on',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-servers-')),
          SEED_DEMO_DATA: 'false',
          WEB_DIST_DIR: '',
          LOG_LEVEL: 'silent',
          // The job scheduler (pg-boss: its schema, queues and workers) only where a test asks for it
          // (JOB_SCHEDULER: 'true', as the scheduled-work tests do): it took most of a server's start (decision 068).
          JOB_SCHEDULER: 'false',
          ...env,
        },
      }),
    )
  }
  const stop = async () => {
    // A process that has already exited (one that failed to start) says so no more.
    const running = servers.filter((server) => server.exitCode === null && server.signalCode === null)
    for (const server of running) server.kill('SIGTERM')
    await Promise.all(running.map((server) => new Promise((resolve) => server.once('exit', resolve))))
  }
  try {
    await Promise.all(
      ports.map((port, index) =>
        waitUntilHealthy(`http://127.0.0.1:${port}/healthz`, {
          timeoutMs,
          exitCode: () => servers[index]?.exitCode ?? null,
        }),
      ),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { ports, stop }
}
