import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsArticles } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { createNewsImporter } from './news-importer.ts'
import { createNewsRepository } from './news-repository.ts'

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Court Wire</title><link>https://court-wire.example/</link><description>Racquet news</description>
  <item>
    <title>Chennai juniors reach the tennis final</title>
    <link>https://court-wire.example/chennai-final</link>
    <description>&lt;p&gt;Two Chennai juniors will meet in Sunday’s final.&lt;/p&gt;</description>
    <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
  </item>
  <item>
    <title>New badminton hall opens in Pune</title>
    <link>https://court-wire.example/pune-hall</link>
    <description>Eight courts with wooden floors.</description>
    <pubDate>Sun, 01 Nov 2026 08:00:00 GMT</pubDate>
  </item>
</channel></rss>`

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Shuttle Times</title>
  <id>urn:shuttle-times</id>
  <updated>2026-11-03T10:00:00Z</updated>
  <entry>
    <title>Kolkata club turns one hundred</title>
    <link href="https://shuttle-times.example/kolkata-centenary"/>
    <id>urn:shuttle-times:1</id>
    <updated>2026-11-03T10:00:00Z</updated>
    <summary>An exhibition night and a junior open mark the badminton club’s centenary.</summary>
  </entry>
</feed>`

let t: Awaited<ReturnType<typeof createTestApp>>
let server: Server
let base: string
const warnings: unknown[] = []
const logger = { info: () => {}, warn: (entry: unknown) => void warnings.push(entry), error: () => {} }

beforeAll(async () => {
  t = await createTestApp()
  server = createServer((request, response) => {
    const feeds: Record<string, [string, string]> = {
      '/rss': ['application/rss+xml', rss],
      '/atom': ['application/atom+xml', atom],
      '/broken': ['application/rss+xml', '<rss><channel><title>Broken</title><item><title>Cut off'],
    }
    const feed = feeds[request.url ?? '']
    if (!feed) return void response.writeHead(404).end('not found')
    response.writeHead(200, { 'content-type': feed[0] }).end(feed[1])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

const importer = (paths: string[]) =>
  createNewsImporter({
    repository: createNewsRepository(t.db),
    feeds: paths.map((path) => `${base}${path}`),
    logger,
    timeoutMs: 2_000,
  })
const stored = () =>
  t.db
    .select({
      title: newsArticles.title,
      sport: newsArticles.sport,
      sourceName: newsArticles.sourceName,
      sourceUrl: newsArticles.sourceUrl,
      summary: newsArticles.summary,
      origin: newsArticles.origin,
    })
    .from(newsArticles)
    .orderBy(asc(newsArticles.sourceUrl))

describe('news feed importer', () => {
  it('imports a malformed feed’s neighbours, skips it with a warning, and imports each item once', async () => {
    const first = await importer(['/broken', '/rss', '/missing', '/atom']).importAll()
    expect(first).toEqual({ imported: 3, failedFeeds: 2 })
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatchObject({ feed: `${base}/broken` })
    expect(await stored()).toEqual([
      {
        title: 'Chennai juniors reach the tennis final',
        sport: 'Tennis',
        sourceName: 'Court Wire',
        sourceUrl: 'https://court-wire.example/chennai-final',
        summary: 'Two Chennai juniors will meet in Sunday’s final.',
        origin: 'feed',
      },
      expect.objectContaining({ sport: 'Badminton', sourceUrl: 'https://court-wire.example/pune-hall' }),
      expect.objectContaining({
        title: 'Kolkata club turns one hundred',
        sport: 'Badminton',
        sourceName: 'Shuttle Times',
        sourceUrl: 'https://shuttle-times.example/kolkata-centenary',
      }),
    ])

    const again = await importer(['/rss', '/atom']).importAll()
    expect(again).toEqual({ imported: 0, failedFeeds: 0 })
    expect(await stored()).toHaveLength(3)
  })

  it('lists imported items through the API, newest first', async () => {
    const response = await t.app.inject({ url: '/v1/news?sport=badminton' })
    expect(response.json().data.map((item: { title: string }) => item.title)).toEqual([
      'Kolkata club turns one hundred',
      'New badminton hall opens in Pune',
    ])
  })

  it('gives up on a feed that does not answer in time, without stopping the others', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const slow = createNewsImporter({
        repository: createNewsRepository(t.db),
        feeds: [`http://127.0.0.1:${(silent.address() as AddressInfo).port}/feed`, `${base}/rss`],
        logger,
        timeoutMs: 200,
      })
      expect(await slow.importAll()).toEqual({ imported: 0, failedFeeds: 1 })
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
  it('runs on a schedule once the server starts: a malformed feed is skipped and the server keeps serving', async () => {
    const started = await createTestApp({
      NEWS_FEEDS: `${base}/broken,${base}/rss`,
      NEWS_FEED_INTERVAL_MINUTES: '60',
      JOB_SCHEDULER: 'true',
    })
    try {
      // The job scheduler's first run, as soon as its worker looks.
      await expect
        .poll(async () => (await started.app.inject({ url: '/v1/news' })).json().total, { timeout: 30_000 })
        .toBe(2)
    } finally {
      await started.close()
    }
  })

  it('refuses a 50 MB feed as soon as it passes the cap, without reading it whole', async () => {
    let sent = 0
    let finished: () => void = () => {}
    const done = new Promise<void>((resolve) => (finished = resolve))
    const huge = createServer((_request, response) => {
      const chunk = Buffer.alloc(64 * 1024, ' ')
      const total = 50 * 1024 * 1024
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><description>')
      response.on('close', finished)
      const pour = () => {
        while (sent < total && !response.destroyed) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pour)
        }
        if (!response.destroyed) response.end('</description></channel></rss>')
      }
      pour()
    })
    await new Promise<void>((resolve) => huge.listen(0, '127.0.0.1', resolve))
    try {
      const before = warnings.length
      const report = await createNewsImporter({
        repository: createNewsRepository(t.db),
        feeds: [`http://127.0.0.1:${(huge.address() as AddressInfo).port}/feed`],
        logger,
        timeoutMs: 10_000,
      }).importAll()
      await done
      expect(report).toEqual({ imported: 0, failedFeeds: 1 })
      expect(warnings.slice(before)).toEqual([
        expect.objectContaining({ error: 'refused: the feed is larger than 5242880 bytes' }),
      ])
      // The cap is 5 MB; what else was sent sat in the connection's buffers when it was dropped.
      expect(sent).toBeLessThan(15 * 1024 * 1024)
    } finally {
      huge.closeAllConnections()
      await new Promise((resolve) => huge.close(resolve))
    }
  })

  describe('where a feed may send the importer', () => {
    let inside: Server
    let insideRequests = 0
    let redirector: Server
    let redirectorBase: string
    beforeAll(async () => {
      // Stands for a service on the server's own network that a feed must never reach.
      inside = createServer((_request, response) => {
        insideRequests += 1
        response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss)
      })
      await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve))
      const insidePort = (inside.address() as AddressInfo).port
      const targets: Record<string, string> = {
        '/to-loopback': `http://127.0.0.1:${insidePort}/rss`,
        '/to-loopback-v6': `http://[::1]:${insidePort}/rss`,
        '/to-localhost': `http://localhost:${insidePort}/rss`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-private': 'http://10.1.2.3/rss',
        '/to-mapped': `http://[::ffff:127.0.0.1]:${insidePort}/rss`,
        '/to-file': 'file:///etc/passwd',
        '/to-ftp': 'ftp://feeds.example/rss',
        '/moved': '/rss',
        '/loop': '/loop',
      }
      redirector = createServer((request, response) => {
        const target = targets[request.url ?? '']
        if (target) return void response.writeHead(302, { location: target }).end()
        if (request.url === '/rss')
          return void response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss)
        response.writeHead(404).end()
      })
      await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve))
      redirectorBase = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((resolve) => inside.close(resolve))
      await new Promise((resolve) => redirector.close(resolve))
    })

    const importFrom = async (path: string) => {
      const before = warnings.length
      const report = await createNewsImporter({
        repository: createNewsRepository(t.db),
        feeds: [`${redirectorBase}${path}`],
        logger,
        timeoutMs: 2_000,
      }).importAll()
      return { report, warning: (warnings.slice(before)[0] as { error?: string } | undefined)?.error }
    }

    it('follows a redirect within the configured feed’s own server', async () => {
      expect((await importFrom('/moved')).report).toEqual({ imported: 0, failedFeeds: 0 })
    })

    it('refuses a redirect to 127.0.0.1 (another port of this machine) and never calls it', async () => {
      expect(await importFrom('/to-loopback')).toEqual({
        report: { imported: 0, failedFeeds: 1 },
        warning: 'refused: 127.0.0.1 is an internal address',
      })
      expect(insideRequests).toBe(0)
    })

    it('refuses redirects to loopback, link-local and private addresses, by address or by name', async () => {
      const refusals = {
        '/to-loopback-v6': 'refused: ::1 is an internal address',
        '/to-mapped': 'refused: ::ffff:7f00:1 is an internal address',
        '/to-localhost': 'localhost resolves to an internal address',
        '/to-metadata': 'refused: 169.254.169.254 is an internal address',
        '/to-private': 'refused: 10.1.2.3 is an internal address',
      }
      for (const [path, message] of Object.entries(refusals)) {
        expect(await importFrom(path), path).toEqual({ report: { imported: 0, failedFeeds: 1 }, warning: message })
      }
      expect(insideRequests).toBe(0)
    })

    it('refuses any scheme but http and https, and a feed that redirects without end', async () => {
      expect((await importFrom('/to-file')).warning).toBe('refused: file: is not http or https')
      expect((await importFrom('/to-ftp')).warning).toBe('refused: ftp: is not http or https')
      expect((await importFrom('/loop')).warning).toBe('refused: more than 5 redirects')
    })
  })
})
