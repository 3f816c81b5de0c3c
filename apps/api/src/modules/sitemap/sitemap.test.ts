import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  isPrivateRoute,
  languageAddress,
  languages,
  pathTo,
  privateRouteNames,
  type WebRouteName,
  webRouteOf,
  webRoutes,
} from '@rally/shared'
import { eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { blogPosts, sparringPartners, users } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'
import { insertAcademy, insertJob } from '../../test/jobs.ts'
import { publicRecordSources } from '../../test/public-records.ts'
import { createSitemapService } from './sitemap-service.ts'

const publicUrl = 'https://rally.example'
const schemas = {
  urlset: readFileSync(path.join(import.meta.dirname, 'fixtures/sitemap.xsd'), 'utf8'),
  sitemapindex: readFileSync(path.join(import.meta.dirname, 'fixtures/siteindex.xsd'), 'utf8'),
}

let t: Awaited<ReturnType<typeof createTestApp>>
/** Records that exist but are not public: none may appear. */
const hidden: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl })
  await seedDemoData(t.db)
  const poster = await signIn(t.app)
  hidden.unapprovedSpecialist = (await insertCoach(t.db, { isApproved: false })).id
  hidden.inactivePartner = (await insertPartner(t.db, { status: 'INACTIVE' })).id
  hidden.unapprovedAcademy = (await insertAcademy(t.db, { isApproved: false })).id
  hidden.pendingJob = (await insertJob(t.db, { posterId: poster.userId, status: 'pending' })).id
  hidden.closedJob = (await insertJob(t.db, { posterId: poster.userId, status: 'closed' })).id
  // Still 'open' in the table, but past validThrough: the sweeper has not run yet.
  hidden.overdueJob = (
    await insertJob(t.db, { posterId: poster.userId, validThrough: new Date(Date.now() - 60_000) })
  ).id
  const [author] = await t.db.select({ id: users.id }).from(users).where(sql`${users.username} is not null`).limit(1)
  for (const status of ['draft', 'pending', 'rejected'] as const) {
    await t.db.insert(blogPosts).values({
      authorId: author?.id as string,
      title: `A ${status} post`,
      slug: `hidden-${status}-post`,
      body: 'Text',
      html: '<p>Text</p>',
      excerpt: 'Text',
      sport: 'Tennis',
      status,
      readingMinutes: 1,
    })
    hidden[`${status}Post`] = `hidden-${status}-post`
  }
}, 120_000)
afterAll(() => t.close())

/** Documents of one kind checked against its schema in one run of xmllint (it takes a list of files). */
async function validate(xml: string | string[], root: keyof typeof schemas) {
  const documents = (Array.isArray(xml) ? xml : [xml]).map((contents, index) => ({
    fileName: `document-${index + 1}.xml`,
    contents,
  }))
  return validateXML({
    xml: documents,
    schema: { fileName: root === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd', contents: schemas[root] },
  })
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0

async function get(url: string) {
  return t.app.inject({ method: 'GET', url })
}

/** The index and every child it lists, each checked against its schema; the addresses of all of them. */
async function crawl(read: (pathname: string) => Promise<string> = async (pathname) => (await get(pathname)).body) {
  const index = await read('/sitemap.xml')
  const indexCheck = await validate(index, 'sitemapindex')
  expect(indexCheck.errors).toEqual([])
  expect(indexCheck.valid).toBe(true)
  const children = locsOf(index)
  const documents: string[] = []
  for (const child of children) {
    expect(child.startsWith(`${publicUrl}/sitemaps/`)).toBe(true)
    documents.push(await read(child.slice(publicUrl.length)))
  }
  const check = await validate(documents, 'urlset')
  expect(check.errors).toEqual([])
  expect(check.valid).toBe(true)
  return { index, children, documents, pages: documents.flatMap(locsOf) }
}

describe('GET /sitemap.xml and its children', () => {
  it('answers a sitemap index and children that validate against the sitemaps.org schemas, as XML', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
    const { children, pages } = await crawl()
    expect(children.length).toBeGreaterThanOrEqual(7)
    for (const section of ['pages', 'specialists', 'partners', 'academies', 'jobs', 'blog', 'news']) {
      expect(children).toContain(`${publicUrl}/sitemaps/${section}-1.xml`)
    }
    const child = await get('/sitemaps/partners-1.xml')
    expect(child.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(pages.length).toBeGreaterThan(1000)
  })

  it('gives every record child a lastmod in the index', async () => {
    const index = (await get('/sitemap.xml')).body
    const entries = [...index.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((match) => match[1] as string)
    for (const entry of entries.filter((entry) => !entry.includes('/sitemaps/pages-'))) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/)
    }
  })

  it('lists only absolute addresses under PUBLIC_URL of public pages, each in all 13 languages', async () => {
    const { pages } = await crawl()
    const byPage = new Map<string, string[]>()
    for (const loc of pages) {
      expect(loc.startsWith(`${publicUrl}/`)).toBe(true)
      const url = new URL(loc)
      const route = webRouteOf(url.pathname)
      expect(route, loc).not.toBeNull()
      expect(isPrivateRoute(route as WebRouteName), loc).toBe(false)
      byPage.set(url.pathname, [...(byPage.get(url.pathname) ?? []), `${url.pathname}${url.search}`])
    }
    for (const [pathname, versions] of byPage) {
      expect(versions.sort()).toEqual(languages.map(({ code }) => languageAddress(pathname, code)).sort())
    }
    // English has no lang parameter; every other language has exactly its own.
    expect(pages).toContain(`${publicUrl}/`)
    expect(pages).toContain(`${publicUrl}/?lang=ko`)
    expect(new Set(pages).size).toBe(pages.length)
  })

  it('lists every public page of the route table that needs no record', async () => {
    const { pages } = await crawl()
    for (const path of [
      pathTo('home'),
      pathTo('landing', { sport: 'tennis' }),
      pathTo('landing', { sport: 'badminton' }),
      pathTo('partners', { sport: 'badminton' }),
      pathTo('specialists', { sport: 'tennis' }),
      pathTo('academies', { sport: 'tennis' }),
      pathTo('sportJobs', { sport: 'badminton' }),
      pathTo('testimonials'),
      pathTo('news'),
      pathTo('blogs'),
      pathTo('jobs'),
      pathTo('faq'),
      pathTo('team'),
      pathTo('contactUs'),
      pathTo('privacyPolicy'),
      pathTo('termsAndConditions'),
      pathTo('refundPolicy'),
      pathTo('exchangeAndRefundPolicy'),
    ]) {
      expect(pages, path).toContain(`${publicUrl}${path}`)
      expect(pages, path).toContain(`${publicUrl}${languageAddress(path, 'th')}`)
    }
  })

  it('lists every public record at its page, with its last change, and nothing that is not public', async () => {
    const child = async (name: string) => (await get(`/sitemaps/${name}-1.xml`)).body
    const [specialists = '', partners = '', academies = '', jobs = '', blog = '', news = ''] = await Promise.all(
      ['specialists', 'partners', 'academies', 'jobs', 'blog', 'news'].map(child),
    )
    const rows = async (query: SQL) =>
      ((await t.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows

    const approved = await rows(sql`select id, category from personal_coaches where is_approved`)
    expect(approved.length).toBeGreaterThan(0)
    for (const { id = '', category } of approved) {
      const path =
        category === 'Others'
          ? pathTo('othersCoach', { coachId: id })
          : pathTo('coach', { sport: category === 'Tennis' ? 'tennis' : 'badminton', coachId: id })
      expect(specialists).toContain(`<loc>${publicUrl}${path}</loc>`)
    }
    expect(urlCount(partners)).toBe(
      13 * (await rows(sql`select id from sparring_partners where status = 'ACTIVE'`)).length,
    )
    expect(urlCount(academies)).toBe(13 * (await rows(sql`select id from academies where is_approved`)).length)
    const open = await rows(sql`select id from jobs where status = 'open' and valid_through > now()`)
    expect(open.length).toBeGreaterThan(0)
    expect(urlCount(jobs)).toBe(13 * open.length)
    const published = await rows(sql`select u.username, p.slug, p.updated_at from blog_posts p
      join users u on u.id = p.author_id where p.status = 'published'`)
    expect(urlCount(blog)).toBe(13 * published.length)
    const post = published[0] as Record<string, string>
    const postUrl = `${publicUrl}${pathTo('blogPost', { username: post.username as string, slug: post.slug as string })}`
    const lastmod = new Date(post.updated_at as string).toISOString().replace(/\.\d{3}Z$/, 'Z')
    expect(blog).toContain(`<url><loc>${postUrl}</loc><lastmod>${lastmod}</lastmod></url>`)
    expect(urlCount(news)).toBe(13 * (await rows(sql`select id from news_articles where status = 'published'`)).length)

    const everything = [specialists, partners, academies, jobs, blog, news].join('\n')
    for (const [what, id] of Object.entries(hidden)) expect(everything, what).not.toContain(id)
  })

  it('shows a specialist on the next request once approved', async () => {
    const owner = await signIn(t.app)
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/personal-coach/records',
      headers: owner.headers,
      payload: {
        firstName: 'Nadia',
        lastName: 'Rahman',
        title: 'Former national champion',
        category: 'Tennis',
        city: 'Kuala Lumpur',
        state: 'Selangor',
        country: 'Malaysia',
        feeAmount: 1500,
        achievements: ['National champion 2016'],
        languages: ['English', 'Malay'],
      },
    })
    expect(registered.statusCode).toBe(201)
    const id = registered.json().data.id as string
    const address = `${publicUrl}${pathTo('coach', { sport: 'tennis', coachId: id })}`
    expect((await crawl()).pages).not.toContain(address)
    // A child kept as written (decision 051): the same ETag, a 304 to a crawler that has it, its gzip
    // the same XML; once it changes, a new ETag and a 200 to the crawler holding the old one.
    const child = '/sitemaps/specialists-1.xml'
    const before = await get(child)
    const etag = String(before.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    expect((await get(child)).headers.etag).toBe(etag)
    const unchanged = await t.app.inject({ method: 'GET', url: child, headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    const zipped = await t.app.inject({ method: 'GET', url: child, headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.etag).toBe(etag)
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(before.body)

    // There is no approval endpoint for specialists yet: an admin approves in the database.
    await t.db.execute(sql`update personal_coaches set is_approved = true, updated_at = now() where id = ${id}`)

    const { pages } = await crawl()
    expect(pages).toContain(address)
    expect(pages).toContain(`${publicUrl}${languageAddress(pathTo('coach', { sport: 'tennis', coachId: id }), 'ja')}`)
    const changed = await t.app.inject({ method: 'GET', url: child, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.body).toContain(`<loc>${address}</loc>`)
  })

  it('answers 404 for an unknown child, a number past the end and a name not written as the index writes it', async () => {
    for (const url of [
      '/sitemaps/users-1.xml',
      '/sitemaps/partners-999.xml',
      '/sitemaps/partners-0.xml',
      '/sitemaps/partners-01.xml',
      '/sitemaps/partners-1.txt',
      '/sitemaps/partners-1.xml.gz',
      '/sitemaps/pages-2.xml',
      `/sitemaps/partners-${'9'.repeat(60)}.xml`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
    }
  })

  it('has a validator that rejects a url without its loc', async () => {
    const broken = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><lastmod>2026-01-01T00:00:00Z</lastmod></url>',
      '</urlset>',
    ].join('\n')
    const result = await validate(broken, 'urlset')
    expect(result.valid).toBe(false)
    // Checked among valid ones, as crawl() checks the children, it still fails the run.
    const good = (await get('/sitemaps/pages-1.xml')).body
    expect((await validate([good, broken, good], 'urlset')).valid).toBe(false)
    expect((await validate([good, good], 'urlset')).valid).toBe(true)
    expect(result.errors.map((error) => error.message).join('\n')).toMatch(/lastmod.*loc|loc/)
    const badIndex = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><lastmod>2026-01-01</lastmod></sitemap></sitemapindex>`
    expect((await validate(badIndex, 'sitemapindex')).valid).toBe(false)
  })
})

describe('chunking', () => {
  it('cuts every section into children of at most the given number of addresses, losing none', async () => {
    const service = createSitemapService({
      sources: publicRecordSources(t.db),
      publicUrl,
      urlsPerSitemap: 13 * 16 + 12,
    })
    // Whole pages only: the 13 versions of one page stay in one child.
    expect(service.urlsPerSitemap).toBe(13 * 16)
    const read = async (pathname: string) =>
      pathname === '/sitemap.xml' ? service.index() : service.sitemap(pathname.replace('/sitemaps/', ''))
    const chunked = await crawl(read)
    const whole = await crawl()
    for (const section of ['pages', 'specialists', 'partners', 'blog']) {
      expect(chunked.children, section).toContain(`${publicUrl}/sitemaps/${section}-2.xml`)
    }
    for (const document of chunked.documents) expect(urlCount(document)).toBeLessThanOrEqual(13 * 16)
    expect(chunked.pages.sort()).toEqual(whole.pages.sort())
    await expect(service.sitemap(`partners-${chunked.children.length + 1}.xml`)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('puts a record at a boundary in one child only, and a record made public inside a span in that span', async () => {
    const service = createSitemapService({ sources: publicRecordSources(t.db), publicUrl, urlsPerSitemap: 13 * 4 })
    const activeIds = async () =>
      (
        (await t.db.execute(sql`select id from sparring_partners where status = 'ACTIVE' order by id`)) as unknown as {
          rows: { id: string }[]
        }
      ).rows.map((row) => row.id)
    const idsIn = async (child: string) => [
      ...new Set(locsOf(await service.sitemap(child)).map((loc) => /\/partner\/([0-9a-f-]{36})/.exec(loc)?.[1])),
    ]
    const active = await activeIds()
    expect(active.length).toBeGreaterThan(8)
    await service.index()
    expect(await idsIn('partners-1.xml')).toEqual(active.slice(0, 4))
    // The 5th record starts the second child, and is not also the first child's last.
    expect(await idsIn('partners-2.xml')).toEqual(active.slice(4, 8))

    // A partner whose id falls just below that boundary, made public after the children were planned.
    const boundary = BigInt(`0x${(active[4] as string).replaceAll('-', '')}`)
    const hex = (boundary - 1n).toString(16).padStart(32, '0')
    const below = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    await insertPartner(t.db, { id: below })
    try {
      // Its span is the first child's, now five records: the child still holds four pages, never more...
      expect(await idsIn('partners-1.xml')).toEqual(active.slice(0, 4))
      // ...and the children are planned again on the next request: none lost, none twice.
      const { children, pages } = await crawl(async (pathname) =>
        pathname === '/sitemap.xml' ? service.index() : service.sitemap(pathname.replace('/sitemaps/', '')),
      )
      expect(children).toContain(`${publicUrl}/sitemaps/partners-1.xml`)
      expect(await idsIn('partners-2.xml')).toEqual([below, ...active.slice(4, 7)])
      const partnerIds = pages.map((loc) => /\/partner\/([0-9a-f-]{36})/.exec(loc)?.[1]).filter(Boolean)
      expect([...new Set(partnerIds)]).toEqual(await activeIds())
      expect(partnerIds.length).toBe(13 * active.length + 13)
    } finally {
      await t.db.delete(sparringPartners).where(eq(sparringPartners.id, below))
    }
  })

  it('never puts more than 50,000 addresses in a child, whatever limit it is given', () => {
    const sources = publicRecordSources(t.db)
    expect(createSitemapService({ sources, publicUrl }).urlsPerSitemap).toBeLessThanOrEqual(50_000)
    expect(createSitemapService({ sources, publicUrl, urlsPerSitemap: 1_000_000 }).urlsPerSitemap).toBeLessThanOrEqual(
      50_000,
    )
    expect(() => createSitemapService({ sources, publicUrl, urlsPerSitemap: 12 })).toThrow()
  })
})

/** RFC 9309: the longest matching rule decides, an allow winning a tie; `*` is any text and `$` the end. */
function allowedByRobots(robots: string, pathAndQuery: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern: pattern as string }))
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$')
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(pathAndQuery)
  }
  const best = rules
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0]
  return best?.allow ?? true
}

describe('GET /robots.txt', () => {
  it('keeps crawlers off the API and every private page, and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const robots = response.body
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/v1\/$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${publicUrl}/sitemap.xml$`, 'm'))
    expect(allowedByRobots(robots, '/v1/partners')).toBe(false)
    for (const name of privateRouteNames) {
      const path = webRoutes[name].replace(/:[A-Za-z]+/g, 'some-value')
      expect(allowedByRobots(robots, path), path).toBe(false)
      expect(allowedByRobots(robots, `${path}?lang=fr`), path).toBe(false)
    }
    expect(allowedByRobots(robots, `${pathTo('blogCreate')}?edit=1`)).toBe(false)
  })

  it('leaves every address of the sitemap open, and public neighbours of private pages', async () => {
    const robots = (await get('/robots.txt')).body
    const { pages } = await crawl()
    for (const loc of pages) expect(allowedByRobots(robots, loc.slice(publicUrl.length)), loc).toBe(true)
    // /profile is private, a member's public profile is not; a post may be slugged "create-...".
    expect(allowedByRobots(robots, pathTo('publicProfile', { identifier: 'asha' }))).toBe(true)
    expect(allowedByRobots(robots, pathTo('blogSlug', { slug: 'create-more-time' }))).toBe(true)
    expect(allowedByRobots(robots, pathTo('coachBooking', { coachBookingKind: 'tennis-coach-booking' }))).toBe(true)
  })
})
