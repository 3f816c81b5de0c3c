import type { PartnerQuery } from '@rally/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ownedProfileQueries, type ProfileChanges } from '../../db/owned-records.ts'
import { peopleConditions, peopleOrder } from '../../db/people-search.ts'
import { sparringPartners } from '../../db/schema/index.ts'
import { searchPage, searchWords } from '../../db/text-search.ts'

/** What a public card shows, and the owner (who may see an inactive profile). */
const cardColumns = {
  id: sparringPartners.id,
  userId: sparringPartners.userId,
  firstName: sparringPartners.firstName,
  lastName: sparringPartners.lastName,
  image: sparringPartners.image,
  sport: sparringPartners.sport,
  level: sparringPartners.level,
  ranking: sparringPartners.ranking,
  feeAmount: sparringPartners.feeAmount,
  feeCurrency: sparringPartners.feeCurrency,
  languages: sparringPartners.languages,
  bio: sparringPartners.bio,
  handedness: sparringPartners.handedness,
  playingStyle: sparringPartners.playingStyle,
  surfaces: sparringPartners.surfaces,
  totalRating: sparringPartners.totalRating,
  status: sparringPartners.status,
  city: sparringPartners.city,
  state: sparringPartners.state,
  country: sparringPartners.country,
}

/** A whole record: only ever answered to its owner or an admin. */
type PartnerRow = typeof sparringPartners.$inferSelect
export type PartnerCardRow = Pick<PartnerRow, keyof typeof cardColumns>

export function createPartnersRepository(db: Database) {
  return {
    ...ownedProfileQueries(db, sparringPartners),

    async findCard(id: string): Promise<PartnerCardRow | undefined> {
      const [row] = await db.select(cardColumns).from(sparringPartners).where(eq(sparringPartners.id, id))
      return row
    },

    /** Whose the profile is, and whether an operator declined it. */
    async findOwner(id: string): Promise<{ userId: string | null; declinedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ userId: sparringPartners.userId, declinedAt: sparringPartners.declinedAt })
        .from(sparringPartners)
        .where(eq(sparringPartners.id, id))
      return row
    },

    /**
     * One page of partners of a status and how many match (capped: "1,000+"), best match or chosen order
     * first. The words of `q` match names and places, tolerating typos and accents (db/text-search.ts).
     */
    async search(query: PartnerQuery): Promise<{ rows: PartnerCardRow[]; total: number; totalCapped: boolean }> {
      const where = and(
        eq(sparringPartners.status, query.status),
        ...(query.category ? [eq(sparringPartners.sport, query.category)] : []),
        ...peopleConditions(sparringPartners, query),
        ...(query.level ? [sql`${sparringPartners.level} ilike ${`%${query.level}%`}`] : []),
        ...(query.rankMax !== undefined ? [sql`${sparringPartners.ranking} <= ${query.rankMax}`] : []),
      )
      const words = query.q ? await searchWords(db, 'sparring_partner_words', query.q) : []
      return searchPage<PartnerCardRow>(db, {
        table: sparringPartners,
        fields: cardColumns,
        where,
        words,
        pageOrder: (fields, relevance) =>
          peopleOrder(
            fields as typeof cardColumns,
            { sort: query.sort, relevance },
            {
              rank: [sql`${fields.ranking} asc nulls last`],
            },
          ),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
    },

    /**
     * The owner's changes; a change to ACTIVE only while no operator has declined the profile (checked
     * in the update itself, so a decline that lands first wins). Undefined when that refused it.
     */
    async update(id: string, changes: ProfileChanges<typeof sparringPartners>): Promise<PartnerRow | undefined> {
      const [row] = await db
        .update(sparringPartners)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(sparringPartners.id, id),
            changes.status === 'ACTIVE' ? isNull(sparringPartners.declinedAt) : undefined,
          ),
        )
        .returning()
      return row
    },
  }
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>
