import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { partnerShowcaseItems, sparringPartners } from '../../db/schema/index.ts'

export function createShowcaseRepository(db: Database) {
  return {
    /** The newest 60 items of active partners of a sport, with what the carousel shows of each partner. */
    async listOfActivePartners(category: 'Badminton' | 'Tennis') {
      return db
        .select({
          id: partnerShowcaseItems.id,
          type: partnerShowcaseItems.type,
          name: partnerShowcaseItems.name,
          mediaUrl: partnerShowcaseItems.mediaUrl,
          partnerId: sparringPartners.id,
          image: sparringPartners.image,
          firstName: sparringPartners.firstName,
          lastName: sparringPartners.lastName,
          stars: sparringPartners.totalRating,
          city: sparringPartners.city,
          state: sparringPartners.state,
          country: sparringPartners.country,
        })
        .from(partnerShowcaseItems)
        .innerJoin(sparringPartners, eq(sparringPartners.id, partnerShowcaseItems.partnerId))
        .where(and(eq(partnerShowcaseItems.category, category), eq(sparringPartners.status, 'ACTIVE')))
        .orderBy(desc(partnerShowcaseItems.createdAt))
        .limit(60)
    },
  }
}

export type ShowcaseRepository = ReturnType<typeof createShowcaseRepository>
