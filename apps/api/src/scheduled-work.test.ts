import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServers } from './test/api-servers.ts'
import { createTestDatabase } from './test/database.ts'

// Periodic work runs once per period however many API processes schedule it (decision 062): two processes
// read a news feed every minute, and the feed's server counts their requests. PGlite lives inside one
// process: this runs on a PostgreSQL server.
const onServer = Boolean(process.env.DATABASE_URL)

let database: Awaited<ReturnType<typeof createTestDatabase>>
const requests: number[] = []
const feed = createServer((_request, response) => {
  requests.push(Date.now())
  response.writeHead(200, { 'content-type': 'application/rss+xml' })
  response.end('<?xml version="1.0"?><rss version="2.0"><channel><title>Club news</title></channel></rss>')
})

describe.runIf(onServer)('periodic work across two API processes', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve))
  }, 120_000)
  afterAll(async () => {
    await new Promise((resolve) => feed.close(resolve))
    await database?.close()
  })

  const periodsRun = async () =>
    (
      await database.executeSql(
        "select (extract(epoch from singleton_on) * 1000)::bigint as period from pgboss.job where name = 'news-import' order by singleton_on",
      )
    ).rows.map((row) => Number(row.period))

  it('runs a task once per period: one feed request at start, one at the next minute, not one per process', async () => {
    const servers = await startApiServers(2, {
      databaseUrl: database.url as string,
      env: {
        JOB_SCHEDULER: 'true',
        NEWS_FEEDS: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rss`,
        NEWS_FEED_INTERVAL_MINUTES: '1',
      },
    })
    try {
      // Both processes catch up at start on the minute nobody ran, then the next minute's cron tick (pg-boss
      // looks at its schedules every 30 s): one request each between them.
      await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2), { timeout: 150_000, interval: 500 })
      // Time for a second process's duplicate of either run to show: its cron worker and its job worker each
      // look every 2 s (the scheduler's polling interval), so a duplicate would be a job within 2 s of the
      // tick and a request within 2 s more; three intervals cover it (was a fixed 10 s, decision 068).
      await new Promise((resolve) => setTimeout(resolve, 6_000))
    } finally {
      await servers.stop()
    }
    const periods = await periodsRun()
    expect(periods).toHaveLength(2)
    expect((periods[1] as number) - (periods[0] as number)).toBe(60_000)
    expect(requests).toHaveLength(2)
  }, 240_000)
})
