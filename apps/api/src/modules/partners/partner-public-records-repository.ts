import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sparringPartners } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { PartnerPublicRecords } from '../public-records.ts'

/** A sparring partner is public while active. */
const active = eq(sparringPartners.status, 'ACTIVE')

/** The partners' public-records source (decision 041): public columns of active partners only. */
export function createPartnerPublicRecordsRepository(db: Database): PartnerPublicRecords {
  // Read on every share-preview fetch: prepared once, one planned index lookup.
  const card = db
    .select({
      firstName: sparringPartners.firstName,
      lastName: sparringPartners.lastName,
      image: sparringPartners.image,
      sport: sparringPartners.sport,
      city: sparringPartners.city,
      country: sparringPartners.country,
    })
    .from(sparringPartners)
    .where(and(eq(sparringPartners.id, sql.placeholder('id')), active))
    .prepare('share_card_partner')

  return {
    sitemapChunks: (perChunk) =>
      sitemapChunks(
        db,
        { table: sparringPartners, id: sparringPartners.id, updatedAt: sparringPartners.updatedAt, where: active },
        perChunk,
      ),
    sitemapPage: (range) =>
      db
        .select({ id: sparringPartners.id, sport: sparringPartners.sport, updatedAt: sparringPartners.updatedAt })
        .from(sparringPartners)
        .where(and(active, inSitemapSpan(sparringPartners.id, range)))
        .orderBy(asc(sparringPartners.id))
        .limit(range.limit),
    shareCard: async (id) => (await card.execute({ id }))[0],
    async homeFigures() {
      const [[counts], countries] = await Promise.all([
        db
          .select({
            listed: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
            unclaimed: sql<number>`count(*) filter (where ${sparringPartners.userId} is null)`.mapWith(Number),
          })
          .from(sparringPartners),
        db
          .selectDistinct({ country: sql<string>`lower(${sparringPartners.country})` })
          .from(sparringPartners)
          .where(and(active, isNotNull(sparringPartners.country))),
      ])
      return {
        listed: counts?.listed ?? 0,
        unclaimed: counts?.unclaimed ?? 0,
        countries: countries.map((row) => row.country),
      }
    },
  }
}
