import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { personalCoaches } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { SpecialistPublicRecords } from '../public-records.ts'

/** A specialist is public once approved. */
const approved = eq(personalCoaches.isApproved, true)

/** The specialists' public-records source (decision 041): public columns of approved specialists only. */
export function createSpecialistPublicRecordsRepository(db: Database): SpecialistPublicRecords {
  // Read on every share-preview fetch: prepared once, one planned index lookup.
  const card = db
    .select({
      firstName: personalCoaches.firstName,
      lastName: personalCoaches.lastName,
      image: personalCoaches.image,
      title: personalCoaches.title,
      category: personalCoaches.category,
      city: personalCoaches.city,
      country: personalCoaches.country,
    })
    .from(personalCoaches)
    .where(and(eq(personalCoaches.id, sql.placeholder('id')), approved))
    .prepare('share_card_specialist')

  return {
    sitemapChunks: (perChunk) =>
      sitemapChunks(
        db,
        { table: personalCoaches, id: personalCoaches.id, updatedAt: personalCoaches.updatedAt, where: approved },
        perChunk,
      ),
    sitemapPage: (range) =>
      db
        .select({ id: personalCoaches.id, category: personalCoaches.category, updatedAt: personalCoaches.updatedAt })
        .from(personalCoaches)
        .where(and(approved, inSitemapSpan(personalCoaches.id, range)))
        .orderBy(asc(personalCoaches.id))
        .limit(range.limit),
    shareCard: async (id) => (await card.execute({ id }))[0],
    async homeFigures() {
      const [[counts], countries, clubs] = await Promise.all([
        db
          .select({
            listed: sql<number>`count(*) filter (where ${approved})`.mapWith(Number),
            unclaimed: sql<number>`count(*) filter (where ${personalCoaches.userId} is null)`.mapWith(Number),
          })
          .from(personalCoaches),
        db
          .selectDistinct({ country: sql<string>`lower(${personalCoaches.country})` })
          .from(personalCoaches)
          .where(and(approved, isNotNull(personalCoaches.country))),
        db
          .selectDistinct({ club: sql<string>`lower(${personalCoaches.academy})` })
          .from(personalCoaches)
          .where(and(approved, isNotNull(personalCoaches.academy))),
      ])
      return {
        listed: counts?.listed ?? 0,
        unclaimed: counts?.unclaimed ?? 0,
        countries: countries.map((row) => row.country),
        clubs: clubs.map((row) => row.club),
      }
    },
  }
}
