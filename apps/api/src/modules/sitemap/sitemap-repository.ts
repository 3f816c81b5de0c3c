import { and, asc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import {
  academies,
  blogPosts,
  jobs,
  newsArticles,
  personalCoaches,
  sparringPartners,
  users,
} from '../../db/schema/index.ts'

/** The sections of the sitemap whose addresses come from records. */
export type RecordSection = 'specialists' | 'partners' | 'academies' | 'jobs' | 'blog' | 'news'

/** What an address needs of a public record, and when it last changed. */
export type SitemapRecord =
  | { section: 'specialists'; id: string; category: 'Badminton' | 'Tennis' | 'Others'; updatedAt: Date }
  | { section: 'partners'; id: string; sport: 'Badminton' | 'Tennis'; updatedAt: Date }
  | { section: 'academies'; id: string; category: 'Badminton' | 'Tennis'; updatedAt: Date }
  | { section: 'jobs'; id: string; updatedAt: Date }
  | { section: 'blog'; username: string; slug: string; updatedAt: Date }
  | { section: 'news'; id: string; updatedAt: Date }

/** One child sitemap's share of a section: how many records, and the newest change among them. */
export type SitemapChunk = { records: number; lastmod: Date }

type Source = {
  /** The section's rows (its table, and a join where the address needs one), selecting `fields`. */
  from: (fields: SelectedFields) => { where: (where: SQL | undefined) => Ordered }
  /** What an address needs. */
  fields: SelectedFields
  where: SQL | undefined
  id: AnyPgColumn
  updatedAt: AnyPgColumn
}
type Ordered = { orderBy: (...order: SQL[]) => Limited; as: (alias: string) => unknown }
type Limited = { limit: (limit: number) => { offset: (offset: number) => Promise<Record<string, unknown>[]> } }

/**
 * Reads for the sitemap: only the address parts and the update time of public rows, under the
 * same conditions as each module's public reads (approved specialists and academies, active
 * partners, open vacancies before their validThrough, published posts, every news article).
 * Every section is read in id order, so a child sitemap is one range of it (offset and limit).
 */
export function createSitemapRepository(db: Database) {
  const sources = (now: Date): Record<RecordSection, Source> => ({
    specialists: {
      from: (fields) => db.select(fields).from(personalCoaches).$dynamic() as never,
      fields: { id: personalCoaches.id, category: personalCoaches.category },
      where: eq(personalCoaches.isApproved, true),
      id: personalCoaches.id,
      updatedAt: personalCoaches.updatedAt,
    },
    partners: {
      from: (fields) => db.select(fields).from(sparringPartners).$dynamic() as never,
      fields: { id: sparringPartners.id, sport: sparringPartners.sport },
      where: eq(sparringPartners.status, 'ACTIVE'),
      id: sparringPartners.id,
      updatedAt: sparringPartners.updatedAt,
    },
    academies: {
      from: (fields) => db.select(fields).from(academies).$dynamic() as never,
      fields: { id: academies.id, category: academies.category },
      where: eq(academies.isApproved, true),
      id: academies.id,
      updatedAt: academies.updatedAt,
    },
    jobs: {
      from: (fields) => db.select(fields).from(jobs).$dynamic() as never,
      fields: { id: jobs.id },
      // As the public list (jobs-repository `openAt`): open, and not past validThrough however late the sweeper runs.
      where: and(eq(jobs.status, 'open'), or(isNull(jobs.validThrough), gt(jobs.validThrough, now))),
      id: jobs.id,
      updatedAt: jobs.updatedAt,
    },
    blog: {
      from: (fields) =>
        db.select(fields).from(blogPosts).innerJoin(users, eq(users.id, blogPosts.authorId)).$dynamic() as never,
      fields: { username: users.username, slug: blogPosts.slug },
      // A post's address names its author's username; a post whose author has none has no address.
      where: and(eq(blogPosts.status, 'published'), isNotNull(users.username)),
      id: blogPosts.id,
      updatedAt: blogPosts.updatedAt,
    },
    news: {
      from: (fields) => db.select(fields).from(newsArticles).$dynamic() as never,
      fields: { id: newsArticles.id },
      where: eq(newsArticles.status, 'published'),
      id: newsArticles.id,
      updatedAt: newsArticles.updatedAt,
    },
  })

  return {
    /**
     * The section cut into consecutive ranges of `perChunk` records in id order: each range's size
     * and newest update, in one pass over the section's public rows (ids and update times only).
     */
    async chunks(section: RecordSection, perChunk: number, now: Date): Promise<SitemapChunk[]> {
      const source = sources(now)[section]
      const numbered = source
        .from({
          modified: sql`${source.updatedAt}`.as('modified'),
          chunk: sql`(row_number() over (order by ${source.id}) - 1) / ${sql.raw(String(Math.trunc(perChunk)))}`.as(
            'chunk',
          ),
        })
        .where(source.where)
        .as('numbered') as Parameters<ReturnType<Database['select']>['from']>[0]
      const rows = await db
        .select({
          records: sql<number>`count(*)`.mapWith(Number),
          // Epoch milliseconds: the same on both drivers, whatever each makes of a bare timestamptz.
          lastmod: sql<number>`extract(epoch from max(modified)) * 1000`.mapWith(Number),
        })
        .from(numbered)
        .groupBy(sql`chunk`)
        .orderBy(sql`chunk`)
      return rows.map((row) => ({ records: row.records, lastmod: new Date(row.lastmod) }))
    },

    /** The records of one range of a section, in id order. */
    async page(section: RecordSection, range: { offset: number; limit: number }, now: Date): Promise<SitemapRecord[]> {
      const source = sources(now)[section]
      const rows = await source
        .from({ ...source.fields, updatedAt: source.updatedAt })
        .where(source.where)
        .orderBy(asc(source.id))
        .limit(range.limit)
        .offset(range.offset)
      return rows.map((row) => ({ section, ...row }) as SitemapRecord)
    },
  }
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>
