import type { CoachQuery } from '@rally/shared'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ownedProfileQueries, type ProfileChanges } from '../../db/owned-records.ts'
import { peopleConditions, peopleOrder } from '../../db/people-search.ts'
import { personalCoaches } from '../../db/schema/index.ts'
import { searchPage, searchWords } from '../../db/text-search.ts'

// A public profile never needs the contact details or the bookkeeping columns.
const {
  email: _email,
  phone: _phone,
  formVersion: _formVersion,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...profileColumns
} = getTableColumns(personalCoaches)

/** A whole record: only ever answered to its owner or an admin. */
type SpecialistRow = typeof personalCoaches.$inferSelect
export type SpecialistProfileRow = Pick<SpecialistRow, keyof typeof profileColumns>

export function createSpecialistsRepository(db: Database) {
  // A profile is every rendered specialist's page's first read: prepared once, it skips query building and
  // planning on each call (decision 058).
  const profileById = db
    .select(profileColumns)
    .from(personalCoaches)
    .where(eq(personalCoaches.id, sql.placeholder('id')))
    .prepare('specialist_profile_by_id')

  return {
    ...ownedProfileQueries(db, personalCoaches),

    async findProfile(id: string): Promise<SpecialistProfileRow | undefined> {
      const [row] = await profileById.execute({ id })
      return row
    },

    /** The whole record, for its owner's edit. */
    async findRecord(id: string): Promise<SpecialistRow | undefined> {
      const [row] = await db.select().from(personalCoaches).where(eq(personalCoaches.id, id))
      return row
    },

    /**
     * One page of approved specialists and how many match (capped: "1,000+"), best match or chosen order
     * first. The words of `q` match names, titles and places, tolerating typos and accents (db/text-search.ts).
     */
    async searchApproved(
      query: CoachQuery,
    ): Promise<{ rows: SpecialistProfileRow[]; total: number; totalCapped: boolean }> {
      const where = and(
        eq(personalCoaches.isApproved, true),
        ...(query.category ? [eq(personalCoaches.category, query.category)] : []),
        ...(query.champion ? [eq(personalCoaches.isChampion, true)] : []),
        ...peopleConditions(personalCoaches, query),
      )
      const words = query.q ? await searchWords(db, 'personal_coach_words', query.q) : []
      return searchPage<SpecialistProfileRow>(db, {
        table: personalCoaches,
        fields: profileColumns,
        where,
        words,
        pageOrder: (fields, relevance) =>
          peopleOrder(
            fields as typeof profileColumns,
            { sort: query.sort, relevance },
            {
              experience: [sql`${fields.experienceYears} desc nulls last`, sql`${fields.totalRating} desc`],
            },
          ),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
    },

    /**
     * Changes the record as it was read (`updatedAt`): undefined when an operator's decision or
     * another edit came in between, so a review never lets through text it did not see.
     */
    async updateFrom(
      id: string,
      version: Date,
      changes: ProfileChanges<typeof personalCoaches>,
    ): Promise<SpecialistRow | undefined> {
      const [row] = await db
        .update(personalCoaches)
        .set({ ...changes, updatedAt: sql`now()` })
        // updatedAt is kept in microseconds and read in milliseconds.
        .where(
          and(
            eq(personalCoaches.id, id),
            sql`date_trunc('milliseconds', ${personalCoaches.updatedAt}) = ${version.toISOString()}::timestamptz`,
          ),
        )
        .returning()
      return row
    },
  }
}

export type SpecialistsRepository = ReturnType<typeof createSpecialistsRepository>
