import type { Handedness, LevelStatus, PartnerQuery, PlayingStyle, Sport, Surface } from '@rally/shared'
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
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
  // The level the profile keeps (its owner's, written by the levels module; decision 079).
  rallyLevel: sparringPartners.rallyLevel,
  levelStatus: sparringPartners.levelStatus,
}

/** A whole record: only ever answered to its owner or an admin. */
type PartnerRow = typeof sparringPartners.$inferSelect
export type PartnerCardRow = Pick<PartnerRow, keyof typeof cardColumns>

/** What spar-up asks of the partners: one level of one sport, and the needs it filters by in SQL. */
export type SparUpCandidateFilter = {
  sport: Sport
  rallyLevel: number
  /** The player's own profiles are left out (none: a pool any player may share, their own removed after). */
  exceptUserId?: string
  handedness?: Handedness
  style?: PlayingStyle
  surface?: Surface
  /** The spoken languages that count: e.g. `ja` and `japanese` (lower case; the profiles keep names). */
  languages?: readonly string[]
  limit: number
}

/** What spar-up ranks a candidate by (no card: the page's cards are read for the page alone). */
export type SparUpCandidateRow = {
  id: string
  userId: string | null
  handedness: Handedness | null
  playingStyle: PlayingStyle | null
  surfaces: Surface[]
  languages: string[]
  rallyLevel: number
  levelStatus: LevelStatus
}

const sparUpColumns = {
  id: sparringPartners.id,
  userId: sparringPartners.userId,
  handedness: sparringPartners.handedness,
  playingStyle: sparringPartners.playingStyle,
  surfaces: sparringPartners.surfaces,
  languages: sparringPartners.languages,
  rallyLevel: sparringPartners.rallyLevel,
  levelStatus: sparringPartners.levelStatus,
}

/** The surest level first: the order of the partial index sparring_partners_spar_up_idx, word for word. */
const levelStatusRank = sql`(case ${sparringPartners.levelStatus} when 'verified' then 0 when 'coach-confirmed' then 1 else 2 end)`

export function createPartnersRepository(db: Database) {
  return {
    ...ownedProfileQueries(db, sparringPartners),

    /** Active partners' cards by id, in any order. */
    async activeCards(ids: readonly string[]): Promise<PartnerCardRow[]> {
      if (ids.length === 0) return []
      return db
        .select(cardColumns)
        .from(sparringPartners)
        .where(and(inArray(sparringPartners.id, [...ids]), eq(sparringPartners.status, 'ACTIVE')))
    },

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
     * Spar-up's candidates: active partners of the sport at exactly this level, meeting each need asked, not
     * the player's own; the surest level first, then the best rated (the partial index's order, so the read
     * stops after `limit` rows).
     */
    async sparUpCandidates(filter: SparUpCandidateFilter): Promise<SparUpCandidateRow[]> {
      const rows = await db
        .select(sparUpColumns)
        .from(sparringPartners)
        .where(
          and(
            eq(sparringPartners.status, 'ACTIVE'),
            eq(sparringPartners.sport, filter.sport),
            eq(sparringPartners.rallyLevel, filter.rallyLevel),
            sql`${sparringPartners.rallyLevel} is not null`,
            filter.exceptUserId
              ? or(isNull(sparringPartners.userId), ne(sparringPartners.userId, filter.exceptUserId))
              : undefined,
            filter.handedness ? eq(sparringPartners.handedness, filter.handedness) : undefined,
            filter.style ? eq(sparringPartners.playingStyle, filter.style) : undefined,
            filter.surface ? sql`${sparringPartners.surfaces} @> array[${filter.surface}]::text[]` : undefined,
            filter.languages?.length
              ? sql`exists (select 1 from unnest(${sparringPartners.languages}) as spoken where lower(spoken) = any(${`{${filter.languages.join(',')}}`}::text[]))`
              : undefined,
          ),
        )
        .orderBy(levelStatusRank, sql`${sparringPartners.totalRating} desc nulls last`, sparringPartners.id)
        .limit(filter.limit)
      return rows as SparUpCandidateRow[]
    },

    /** The owner's level in the sport as the levels module now has it, on their profiles of that sport. */
    async keepOwnerLevel(
      tx: Database | Transaction = db,
      change: { userId: string; sport: Sport; level: { rallyLevel: number; status: LevelStatus } | null },
    ): Promise<void> {
      await tx
        .update(sparringPartners)
        .set({ rallyLevel: change.level?.rallyLevel ?? null, levelStatus: change.level?.status ?? null })
        .where(and(eq(sparringPartners.userId, change.userId), eq(sparringPartners.sport, change.sport)))
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
