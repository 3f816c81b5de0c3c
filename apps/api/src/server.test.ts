import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort, waitUntilHealthy } from '../../../scripts/server-health.mjs'

const apiDir = path.resolve(import.meta.dirname, '..')
let server: ChildProcess | undefined

afterEach(() => {
  server?.kill('SIGKILL')
})

function startServer(environment: Record<string, string>) {
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', WEB_DIST_DIR: '', HOST: '127.0.0.1', ...environment },
  })
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output, exited }
}

describe('the server process', () => {
  it('seeds an empty embedded database at start, serves, and on SIGTERM closes and exits 0', async () => {
    const port = await freePort()
    const started = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-srv-')) })
    server = started.child
    await waitUntilHealthy(`http://127.0.0.1:${port}/healthz`, { exitCode: () => started.child.exitCode })

    const academies = (await (await fetch(`http://127.0.0.1:${port}/v1/academies?category=Badminton`)).json()) as {
      data: unknown[]
    }
    expect(academies.data).toHaveLength(8)
    // With no environment at all the footer and "Follow us" have the five social pages to show.
    const site = (await (await fetch(`http://127.0.0.1:${port}/v1/site-config`)).json()) as {
      social: Record<string, string | null>
    }
    expect(Object.values(site.social).filter(Boolean)).toHaveLength(5)

    server.kill('SIGTERM')
    expect(await started.exited).toBe(0)
    expect(started.output.join('')).toContain('shutting down')
  }, 60_000)

  it('refuses to start with a clear list of what is wrong in the configuration', async () => {
    const started = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', SUPPORT_EMAIL: 'nobody' })
    server = started.child
    expect(await started.exited).toBe(1)
    const output = started.output.join('')
    expect(output).toContain('Invalid configuration')
    expect(output).toMatch(/PORT: /)
    expect(output).toMatch(/DATABASE_URL: /)
    expect(output).toMatch(/SUPPORT_EMAIL: /)
  }, 30_000)
})
