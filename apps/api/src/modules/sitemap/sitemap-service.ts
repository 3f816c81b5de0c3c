import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import {
  isPrivateRoute,
  languageAddress,
  languages,
  pathTo,
  privateRouteNames,
  slugFromSport,
  sportSlugs,
  type WebRouteName,
  webRoutes,
} from '@rally/shared'
import { AppError } from '../../core/errors.ts'
import type { PublicRecordsSources, SitemapChunk } from '../public-records.ts'

/** The sitemaps.org protocol's limit of `<url>` elements in one sitemap file. */
export const maxUrlsPerSitemap = 50_000
export const robotsPath = '/robots.txt'
export const sitemapIndexPath = '/sitemap.xml'

/** The child sitemaps' sections, in the index's order: the pages of the route table, then the records. */
export const sitemapSections = ['pages', 'specialists', 'partners', 'academies', 'jobs', 'blog', 'news'] as const
export type SitemapSection = (typeof sitemapSections)[number]

/** The sections whose addresses come from records, each asked of the source of its kind of record. */
const sourceOf = {
  specialists: 'specialist',
  partners: 'partner',
  academies: 'academy',
  jobs: 'job',
  blog: 'blog',
  news: 'news',
} as const satisfies Record<Exclude<SitemapSection, 'pages'>, keyof PublicRecordsSources>
type RecordSection = keyof typeof sourceOf

/** What an address needs of a public record, and when it last changed. */
export type SitemapRecord = {
  [S in RecordSection]: { section: S } & Awaited<
    ReturnType<PublicRecordsSources[(typeof sourceOf)[S]]['sitemapPage']>
  >[number]
}[RecordSection]

/** A child sitemap's address: /sitemaps/{section}-{n}.xml, numbered from 1. */
export function sitemapPath(section: SitemapSection, number: number): string {
  return `/sitemaps/${section}-${number}.xml`
}

const childName = new RegExp(`^(${sitemapSections.join('|')})-([1-9][0-9]{0,8})\\.xml$`)
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const notFound = () => new AppError('NOT_FOUND', 'No such sitemap')
const gzipAsync = promisify(gzip)

/** A route's parameter names, in order: '/:sport/coach/:coachId' → ['sport', 'coachId']. */
function paramsOf(name: WebRouteName): string[] {
  return [...webRoutes[name].matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string)
}

// The table's names as plain strings: the loops below fill in parameters pathTo's types cannot see.
const linkTo = pathTo as (name: WebRouteName, params?: Record<string, string>) => string

/**
 * The public pages that need no record: every route that is not private and has no parameter
 * but the sport, once per sport. A new page in the route table joins the sitemap by itself.
 */
export const staticPagePaths: readonly string[] = (Object.keys(webRoutes) as WebRouteName[])
  .filter((name) => !isPrivateRoute(name))
  .flatMap((name) => {
    const params = paramsOf(name)
    if (params.length === 0) return [linkTo(name)]
    if (params.every((param) => param === 'sport')) return sportSlugs.map((sport) => linkTo(name, { sport }))
    return []
  })

/** The page of a public record, as the web app links to it. */
export function recordPath(record: SitemapRecord): string {
  switch (record.section) {
    case 'specialists':
      // The "Others" sports have no pages of their own: their specialists open under /others/coach.
      return record.category === 'Others'
        ? pathTo('othersCoach', { coachId: record.id })
        : pathTo('coach', { sport: slugFromSport(record.category), coachId: record.id })
    case 'partners':
      return pathTo('partner', { sport: slugFromSport(record.sport), partnerId: record.id })
    case 'academies':
      return pathTo('academy', { sport: slugFromSport(record.category), academyId: record.id })
    case 'jobs':
      return pathTo('job', { jobId: record.id })
    case 'blog':
      // The canonical address of a post is under its author (decision 017), never the ambiguous /blog/{slug}.
      return pathTo('blogPost', { username: record.username, slug: record.slug })
    case 'news':
      return pathTo('newsArticle', { articleId: record.id })
  }
}

/**
 * robots.txt rules keeping crawlers off each private page: its path with every parameter as `*`,
 * with `$` (the page itself) and `?` (the page with a query). A bare prefix would also block
 * public neighbours: `/profile` would hide /profile/{username}, `/blog/create` a post slugged
 * "create-...". `*`, `$` and matching on path and query are RFC 9309's.
 */
export const privatePathRules: readonly string[] = privateRouteNames.flatMap((name) => {
  const path = linkTo(name, Object.fromEntries(paramsOf(name).map((param) => [param, '*'])))
  return [`${path}$`, `${path}?`]
})

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
/** W3C Datetime to the second, as sitemaps.org asks. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`

type Child = { section: SitemapSection; number: number; lastmod: Date | null }

/**
 * A written child as it is sent: its UTF-8 bytes and their ETag, hashed once when written (not on every
 * request, as the ETag plugin would), and their gzip, compressed on the first request that takes it and
 * kept beside them. A crawler asks for the same child again and again; only a change writes it anew.
 */
export type SitemapFile = {
  body: Buffer
  etag: string
  gzipped(): Promise<Buffer>
  /** The bytes kept: the XML, and its gzip once made. */
  size(): number
  /** Told how many bytes the gzip added, for the budget of kept children. */
  onGrow?: (bytes: number) => void
}

export function sitemapFile(xml: string): SitemapFile {
  const body = Buffer.from(xml)
  let gzip: Promise<Buffer> | undefined
  let gzipSize = 0
  const file: SitemapFile = {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzipped() {
      gzip ??= gzipAsync(body, { level: 6 }).then((compressed) => {
        gzipSize = compressed.length
        file.onGrow?.(compressed.length)
        return compressed
      })
      return gzip
    },
    size: () => body.length + gzipSize,
  }
  return file
}

/**
 * sitemap.xml as an index of child sitemaps, one section and span of records each, and
 * robots.txt. Every language version of a page is a `<url>` of its own (decision 021), so a child
 * holds the 13 versions of at most ⌊urlsPerSitemap / 13⌋ pages. The records come from the sources
 * of the modules that own them (decision 041), each under that module's own public conditions.
 *
 * Decision 049: where each child starts (its first id), how many records it had and their newest
 * change form a plan per section, built in one pass over the section's public ids and kept for
 * `planMaxAgeMs`; an older plan still answers while a new one is built behind it. The index is
 * written from the plans alone. A child reads its span of ids live, by keyset (`id >= its first id
 * and id < the next child's`): a record made public shows in its child on the next request, and
 * no record falls between two children. A span that grew past the limit answers the limit and has
 * its plan rebuilt at once, so a child never holds more than 50,000 addresses.
 */
export function createSitemapService({
  sources,
  publicUrl,
  urlsPerSitemap = maxUrlsPerSitemap,
  planMaxAgeMs = 5 * 60_000,
  renderedBudget = 32 * 1024 * 1024,
  clock = () => new Date(),
}: {
  sources: PublicRecordsSources
  publicUrl: string
  urlsPerSitemap?: number
  /** How long a section's plan (where its children start) is used before it is built again in the background. */
  planMaxAgeMs?: number
  /** How many characters of written children (and their keys) are kept for reuse. */
  renderedBudget?: number
  clock?: () => Date
}) {
  const site = publicUrl.replace(/\/+$/, '')
  const pagesPerSitemap = Math.floor(Math.min(urlsPerSitemap, maxUrlsPerSitemap) / languages.length)
  if (pagesPerSitemap < 1) throw new Error(`A sitemap must hold at least ${languages.length} addresses`)

  const staticChunks = Math.ceil(staticPagePaths.length / pagesPerSitemap)

  /** Every language version of a page, each one absolute. */
  const urlsOf = (path: string, lastmod: Date | null) => {
    // Once per page, not once per language: the 13 versions share it (decision 049).
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''
    return languages.map(
      ({ code }) => `  <url><loc>${escapeXml(`${site}${languageAddress(path, code)}`)}</loc>${modified}</url>`,
    )
  }

  const urlset = (urls: string[]) =>
    ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${namespace}">`, ...urls, '</urlset>', ''].join('\n')

  type Plan = { chunks: SitemapChunk[]; builtAt: number }
  const plans = new Map<RecordSection, { plan?: Plan; building?: Promise<Plan> }>()

  /** A section's plan, built when there is none; an old one answers while its successor is built. */
  async function planOf(section: RecordSection): Promise<SitemapChunk[]> {
    const entry = plans.get(section) ?? {}
    plans.set(section, entry)
    const build = () => {
      entry.building ??= sources[sourceOf[section]]
        .sitemapChunks(pagesPerSitemap, clock())
        .then((chunks) => {
          entry.plan = { chunks, builtAt: Date.now() }
          return entry.plan
        })
        .finally(() => {
          entry.building = undefined
        })
      return entry.building
    }
    // No plan, or a plan of an empty section (cheap to build again): a first public record shows at once.
    if (!entry.plan || entry.plan.chunks.length === 0) return (await build()).chunks
    if (Date.now() - entry.plan.builtAt >= planMaxAgeMs) build().catch(() => undefined)
    return entry.plan.chunks
  }

  /** The next request waits for a new plan of the section (a span outgrew its child, or emptied). */
  function replan(section: RecordSection) {
    const entry = plans.get(section)
    if (entry) entry.plan = undefined
  }

  /**
   * Children as last written, by name, up to `renderedBudget` bytes (their XML, its gzip once asked for,
   * and their keys): the oldest go first.
   */
  const rendered = new Map<string, { key: string; file: SitemapFile }>()
  let renderedSize = 0
  const sizeOf = (entry: { key: string; file: SitemapFile }) => entry.key.length + entry.file.size()
  function remember(name: string, key: string, file: SitemapFile) {
    const old = rendered.get(name)
    if (old) renderedSize -= sizeOf(old)
    rendered.delete(name)
    const entry = { key, file }
    rendered.set(name, entry)
    renderedSize += sizeOf(entry)
    file.onGrow = (bytes) => {
      if (rendered.get(name) === entry) renderedSize += bytes
    }
    for (const [oldest, kept] of rendered) {
      if (renderedSize <= renderedBudget || oldest === name) break
      rendered.delete(oldest)
      renderedSize -= sizeOf(kept)
    }
  }

  /** The pages section's children never change while the process runs: written once each. */
  const staticFiles = new Map<number, SitemapFile>()

  async function children(): Promise<Child[]> {
    // The pages of the route table carry no lastmod: nothing records when a list or a policy page changed.
    const pages: Child[] = Array.from({ length: staticChunks }, (_, index) => ({
      section: 'pages',
      number: index + 1,
      lastmod: null,
    }))
    const records = await Promise.all(
      sitemapSections
        .filter((section): section is RecordSection => section !== 'pages')
        .map(async (section) =>
          (await planOf(section)).map(
            (chunk, index): Child => ({ section, number: index + 1, lastmod: chunk.lastmod }),
          ),
        ),
    )
    return [...pages, ...records.flat()]
  }

  const service = {
    /** The addresses a child holds at most: the language versions of ⌊limit / 13⌋ pages. */
    urlsPerSitemap: pagesPerSitemap * languages.length,

    /** The sitemap index: every child that has at least one address, with the newest change in it. */
    async index(): Promise<string> {
      const entries = (await children()).map(({ section, number, lastmod }) => {
        const loc = `<loc>${escapeXml(`${site}${sitemapPath(section, number)}`)}</loc>`
        return `  <sitemap>${loc}${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`
      })
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<sitemapindex xmlns="${namespace}">`,
        ...entries,
        '</sitemapindex>',
        '',
      ].join('\n')
    },

    /**
     * One child sitemap by its file name ("partners-3.xml"), as kept to be sent: its bytes, their ETag
     * and, once asked for, their gzip (decision 051). 404 for any other name or a number past the end.
     */
    async file(fileName: string): Promise<SitemapFile> {
      const match = childName.exec(fileName)
      if (!match) throw notFound()
      const section = match[1] as SitemapSection
      const number = Number(match[2])
      if (section === 'pages') {
        const kept = staticFiles.get(number)
        if (kept) return kept
        const offset = (number - 1) * pagesPerSitemap
        const paths = staticPagePaths.slice(offset, offset + pagesPerSitemap)
        if (paths.length === 0) throw notFound()
        const file = sitemapFile(urlset(paths.flatMap((path) => urlsOf(path, null))))
        staticFiles.set(number, file)
        return file
      }
      const chunks = await planOf(section)
      if (number > chunks.length) throw notFound()
      // The first child starts at the lowest id, whatever its plan saw: a record public since is in it.
      const range = {
        from: number === 1 ? null : (chunks[number - 1]?.firstId ?? null),
        until: chunks[number]?.firstId ?? null,
        limit: pagesPerSitemap + 1,
      }
      const rows = await sources[sourceOf[section]].sitemapPage(range, clock())
      if (rows.length > pagesPerSitemap || rows.length === 0) replan(section)
      if (rows.length === 0) throw notFound()
      const page = rows.slice(0, pagesPerSitemap)
      // The 13 language versions are most of the work: a child whose records (ids, the fields their
      // addresses are made of, update times) are what they were last time answers the bytes written
      // then, with their ETag (decisions 049, 051). The key is the rows as read, serialised natively.
      const key = JSON.stringify(page)
      const name = `${section}-${match[2]}`
      const written = rendered.get(name)
      if (written?.key === key) return written.file
      const records = page.map((row) => ({ section, ...row }) as SitemapRecord)
      const file = sitemapFile(urlset(records.flatMap((record) => urlsOf(recordPath(record), record.updatedAt))))
      remember(name, key, file)
      return file
    },

    /** One child sitemap's XML by its file name (see `file`). */
    async sitemap(fileName: string): Promise<string> {
      return (await service.file(fileName)).body.toString('utf8')
    },

    /** Crawlers welcome on public pages; kept off the API and private pages; pointed at the sitemap. */
    robots(): string {
      return [
        '# Rally: public pages are open to crawlers; the API and the pages of one signed-in person are not.',
        'User-agent: *',
        'Allow: /',
        'Disallow: /v1/',
        ...privatePathRules.map((rule) => `Disallow: ${rule}`),
        '',
        `Sitemap: ${site}${sitemapIndexPath}`,
        '',
      ].join('\n')
    },
  }
  return service
}

export type SitemapService = ReturnType<typeof createSitemapService>
