import type { CoachQuery } from '@rally/shared'
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ownedProfileQueries, type ProfileChanges } from '../../db/owned-records.ts'
import { pageWithTotal, peopleConditions, peopleOrder } from '../../db/people-search.ts'
import { personalCoaches } from '../../db/schema/index.ts'

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
  return {
    ...ownedProfileQueries(db, personalCoaches),

    async findProfile(id: string): Promise<SpecialistProfileRow | undefined> {
      const [row] = await db.select(profileColumns).from(personalCoaches).where(eq(personalCoaches.id, id))
      return row
    },

    /** The whole record, for its owner's edit. */
    async findRecord(id: string): Promise<SpecialistRow | undefined> {
      const [row] = await db.select().from(personalCoaches).where(eq(personalCoaches.id, id))
      return row
    },

    /** One page of approved specialists and the number of all matches, best match or chosen order first. */
    async searchApproved(query: CoachQuery): Promise<{ rows: SpecialistProfileRow[]; total: number }> {
      const where = and(
        eq(personalCoaches.isApproved, true),
        ...(query.category ? [eq(personalCoaches.category, query.category)] : []),
        ...(query.champion ? [eq(personalCoaches.isChampion, true)] : []),
        ...peopleConditions(personalCoaches, query),
      )
      return pageWithTotal(
        { searching: Boolean(query.q) },
        (totalColumn) =>
          db
            .select({ ...profileColumns, total: totalColumn })
            .from(personalCoaches)
            .where(where)
            .orderBy(
              ...peopleOrder(personalCoaches, query, {
                experience: [
                  sql`${personalCoaches.experienceYears} desc nulls last`,
                  desc(personalCoaches.totalRating),
                ],
              }),
            )
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
        async () => (await db.select({ total: count() }).from(personalCoaches).where(where))[0]?.total ?? 0,
      )
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
