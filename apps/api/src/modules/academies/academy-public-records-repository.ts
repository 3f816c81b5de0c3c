import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academies } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { AcademyPublicRecords } from '../public-records.ts'

/** An academy is public once approved: its page, the lists, and the vacancies' academy cards. */
export const approvedAcademy = eq(academies.isApproved, true)

/** The academies' public-records source (decision 041): public columns of approved academies only. */
export function createAcademyPublicRecordsRepository(db: Database): AcademyPublicRecords {
  // Read on every share-preview fetch: prepared once, one planned index lookup.
  const card = db
    .select({
      name: academies.name,
      category: academies.category,
      location: academies.location,
      coverImage: academies.coverImage,
    })
    .from(academies)
    .where(and(eq(academies.id, sql.placeholder('id')), approvedAcademy))
    .prepare('share_card_academy')

  return {
    sitemapChunks: (perChunk) =>
      sitemapChunks(
        db,
        { table: academies, id: academies.id, updatedAt: academies.updatedAt, where: approvedAcademy },
        perChunk,
      ),
    sitemapPage: (range) =>
      db
        .select({ id: academies.id, category: academies.category, updatedAt: academies.updatedAt })
        .from(academies)
        .where(and(approvedAcademy, inSitemapSpan(academies.id, range)))
        .orderBy(asc(academies.id))
        .limit(range.limit),
    shareCard: async (id) => (await card.execute({ id }))[0],
    async homeFigures() {
      const [[counts], clubs] = await Promise.all([
        db
          .select({
            tennis: sql<number>`count(*) filter (where ${academies.category} = 'Tennis')`.mapWith(Number),
            badminton: sql<number>`count(*) filter (where ${academies.category} = 'Badminton')`.mapWith(Number),
          })
          .from(academies)
          .where(approvedAcademy),
        db
          .selectDistinct({ club: sql<string>`lower(${academies.name})` })
          .from(academies)
          .where(approvedAcademy),
      ])
      return { clubs: clubs.map((row) => row.club), tennis: counts?.tennis ?? 0, badminton: counts?.badminton ?? 0 }
    },
  }
}
