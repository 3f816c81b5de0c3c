import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, waitUntilHealthy } from '../../../scripts/server-health.mjs'
import { queryRows } from './db/client.ts'
import { createTestDatabase } from './test/database.ts'

// The server process as an operator starts it (src/server.ts, the entry point the build bundles): its
// start and shutdown, and each configuration that decides whether the demo runs: what a visitor can
// reach, what the log says, and what lands in the database.
const apiDir = path.resolve(import.meta.dirname, '..')
const onServer = Boolean(process.env.DATABASE_URL)
const running: ChildProcess[] = []

/** Real providers' settings; nothing here calls them at start or on the requests below. */
const realServices = {
  GOOGLE_CLIENT_ID: 'rally-live.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/oauth2/v3/certs',
  RAZORPAY_KEY_ID: 'rzp_live_modes',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  RAZORPAY_API_URL: 'http://127.0.0.1:9',
  SMTP_URL: 'smtp://127.0.0.1:9',
}

type Started = { url: string; log: () => string; child: ChildProcess; exited: Promise<number | null> }

/** Starts the server with exactly `environment` (beside PATH): resolves when healthy, rejects with its output if it exits. */
async function start(environment: Record<string, string>): Promise<Started> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-modes-')),
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'info',
      ...environment,
    },
  })
  running.push(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilHealthy(`${url}/healthz`, { timeoutMs: 110_000, exitCode: () => child.exitCode })
  } catch (error) {
    await exited
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { url, log: () => output, child, exited }
}

/** Starts the server expecting it to refuse: its exit code and what it printed. */
async function refusal(environment: Record<string, string>) {
  const error = await start(environment).then(
    () => undefined,
    (reason: Error) => reason,
  )
  expect(error, 'the server started').toBeDefined()
  return (error as Error).message
}

/** Which demo parts a visitor reaches, and whether the demo data is there. */
async function demoParts({ url }: Started) {
  const status = async (route: string, init?: RequestInit) => (await fetch(`${url}${route}`, init)).status
  const academies = (await (await fetch(`${url}/v1/academies`)).json()) as { data: unknown[] }
  return {
    demoSignIn:
      (await status('/v1/auth/local/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'admin' }),
      })) === 200,
    sandbox: (await status('/v1/razorpay/sandbox/checkout.js')) === 200,
    mailbox: (await status('/dev/mailbox')) === 200,
    demoData: academies.data.length > 0,
  }
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(
    running.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
  )
})

describe('the server started in each configuration', () => {
  it('on the embedded default seeds and runs the whole demo, says so in its log, and on SIGTERM exits 0', async () => {
    const server = await start({})
    expect(await demoParts(server)).toEqual({ demoSignIn: true, sandbox: true, mailbox: true, demoData: true })
    expect(server.log()).toContain('DEMO MODE (the embedded database)')
    const badminton = (await (await fetch(`${server.url}/v1/academies?category=Badminton`)).json()) as {
      data: unknown[]
    }
    expect(badminton.data).toHaveLength(8)
    // With no environment at all the footer and "Follow us" have the five social pages to show.
    const site = (await (await fetch(`${server.url}/v1/site-config`)).json()) as {
      social: Record<string, string | null>
    }
    expect(Object.values(site.social).filter(Boolean)).toHaveLength(5)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.log()).toContain('shutting down')
  }, 180_000)

  it('refuses to start with a clear list of what is wrong in the configuration', async () => {
    const message = await refusal({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', SUPPORT_EMAIL: 'nobody' })
    expect(message).toContain('Invalid configuration')
    expect(message).toMatch(/PORT: /)
    expect(message).toMatch(/DATABASE_URL: /)
    expect(message).toMatch(/SUPPORT_EMAIL: /)
  }, 60_000)

  it('with NODE_ENV=production and the real services runs none of it, even on the embedded database', async () => {
    const server = await start({ NODE_ENV: 'production', ...realServices })
    expect(await demoParts(server)).toEqual({ demoSignIn: false, sandbox: false, mailbox: false, demoData: false })
    expect(server.log()).not.toContain('DEMO MODE')
  }, 120_000)

  describe.runIf(onServer)('on a PostgreSQL server (DATABASE_URL)', () => {
    const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = []
    afterAll(async () => {
      for (const database of databases) await database.close()
    })
    async function freshDatabase() {
      const database = await createTestDatabase()
      databases.push(database)
      return database
    }
    const purpose = async (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
      (await queryRows<{ purpose: string }>(database.db, sql`select purpose from database_purpose`))[0]?.purpose
    const userCount = async (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
      Number((await queryRows<{ n: string }>(database.db, sql`select count(*) as n from users`))[0]?.n)

    it('without the switch refuses to start until the real services are set, naming each', async () => {
      const database = await freshDatabase()
      const message = await refusal({ DATABASE_URL: database.url as string })
      expect(message).toContain('GOOGLE_CLIENT_ID: required outside demo mode (DATABASE_URL is set)')
      expect(message).toContain(
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required outside demo mode',
      )
      expect(message).toContain('SMTP_URL: required outside demo mode')
      expect(await purpose(database)).toBeUndefined()
    }, 120_000)

    it('without the switch, with the real services, runs no demo part and loads no demo data', async () => {
      const database = await freshDatabase()
      const server = await start({ DATABASE_URL: database.url as string, ...realServices })
      expect(await demoParts(server)).toEqual({ demoSignIn: false, sandbox: false, mailbox: false, demoData: false })
      expect(await userCount(database)).toBe(0)
      expect(await purpose(database)).toBe('live')
    }, 120_000)

    it('with the switch beside production keys refuses to start, naming the conflict, and changes nothing', async () => {
      const database = await freshDatabase()
      const message = await refusal({ DATABASE_URL: database.url as string, DEMO_MODE: 'on', ...realServices })
      expect(message).toContain(
        'DEMO_MODE: demo mode cannot run beside GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID (a live key)',
      )
      expect(await purpose(database)).toBeUndefined()
    }, 120_000)

    it('a database prepared for real use is never given the demo afterwards', async () => {
      const database = await freshDatabase()
      const live = await start({ DATABASE_URL: database.url as string, ...realServices })
      expect((await demoParts(live)).demoData).toBe(false)
      const message = await refusal({ DATABASE_URL: database.url as string, DEMO_MODE: 'on', SEED_DEMO_DATA: 'true' })
      expect(message).toContain('This database was prepared for real use')
      expect(await userCount(database)).toBe(0)
    }, 120_000)

    it('with the switch alone runs the demo on a database of its own, and that database never goes live', async () => {
      const database = await freshDatabase()
      const server = await start({ DATABASE_URL: database.url as string, DEMO_MODE: 'on' })
      expect(await demoParts(server)).toEqual({ demoSignIn: true, sandbox: true, mailbox: true, demoData: true })
      expect(server.log()).toContain('DEMO MODE (DEMO_MODE=on)')
      const message = await refusal({ DATABASE_URL: database.url as string, ...realServices })
      expect(message).toContain('This database was prepared for the demo')
    }, 240_000)
  })
})
