import { publicJobStatuses } from '@rally/shared'
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { jobs } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { JobPublicRecords } from '../public-records.ts'

/** Open and not past validThrough: what the public lists and the sitemap show, however late the sweeper runs. */
export const openAt = (now: SQL | Date) =>
  and(eq(jobs.status, 'open'), or(isNull(jobs.validThrough), gt(jobs.validThrough, now as Date))) as SQL

/** A vacancy's page stays public once it was open: open, closed or expired, never a draft, pending or rejected one. */
export const viewableJob = inArray(jobs.status, [...publicJobStatuses])

/**
 * The vacancies' public-records source (decision 041). The sitemap lists open ones only (closed
 * and expired ones take no applications, decision 021); a card is drawn for any viewable one.
 */
export function createJobPublicRecordsRepository(db: Database): JobPublicRecords {
  // Read on every share-preview fetch: prepared once, one planned index lookup.
  const card = db
    .select({
      jobTitle: jobs.jobTitle,
      academyName: jobs.academyName,
      jobLocation: jobs.jobLocation,
      logoUrl: jobs.logoUrl,
    })
    .from(jobs)
    .where(and(eq(jobs.id, sql.placeholder('id')), viewableJob))
    .prepare('share_card_job')

  return {
    sitemapChunks: (perChunk, now) =>
      sitemapChunks(db, { table: jobs, id: jobs.id, updatedAt: jobs.updatedAt, where: openAt(now) }, perChunk),
    sitemapPage: (range, now) =>
      db
        .select({ id: jobs.id, updatedAt: jobs.updatedAt })
        .from(jobs)
        .where(and(openAt(now), inSitemapSpan(jobs.id, range)))
        .orderBy(asc(jobs.id))
        .limit(range.limit),
    shareCard: async (id) => (await card.execute({ id }))[0],
  }
}
