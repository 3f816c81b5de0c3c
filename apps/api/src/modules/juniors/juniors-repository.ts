import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { juniors } from '../../db/schema/index.ts'

type Executor = Database | Transaction
export type JuniorRow = typeof juniors.$inferSelect
type JuniorValues = Pick<typeof juniors.$inferInsert, 'firstName' | 'birthYear' | 'sport' | 'rallyLevel'>

const current = isNull(juniors.deletedAt)

/** The juniors table (issue 26): a guardian's juniors, never a deleted one but for past bookings' names. */
export function createJuniorsRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    listOf: (guardianUserId: string) =>
      db
        .select()
        .from(juniors)
        .where(and(eq(juniors.guardianUserId, guardianUserId), current))
        .orderBy(asc(juniors.createdAt), asc(juniors.id)),

    /** A junior who is not deleted. */
    async find(id: string, executor: Executor = db): Promise<JuniorRow | undefined> {
      const [row] = await executor
        .select()
        .from(juniors)
        .where(and(eq(juniors.id, id), current))
      return row
    },

    async insert(guardianUserId: string, values: JuniorValues): Promise<JuniorRow> {
      const [row] = await db
        .insert(juniors)
        .values({ guardianUserId, ...values })
        .returning()
      return row as JuniorRow
    },

    /** Changes the guardian's own junior; undefined when it is not theirs (or deleted). */
    async update(id: string, guardianUserId: string, values: Partial<JuniorValues>, at: Date) {
      const [row] = await db
        .update(juniors)
        .set({ ...values, updatedAt: at })
        .where(and(eq(juniors.id, id), eq(juniors.guardianUserId, guardianUserId), current))
        .returning()
      return row
    },

    async softDelete(id: string, guardianUserId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(juniors)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(juniors.id, id), eq(juniors.guardianUserId, guardianUserId), current))
        .returning({ id: juniors.id })
      return rows.length > 0
    },

    /** Names and years of birth for bookings, deleted juniors included: a past session keeps its name. */
    async namesOf(ids: readonly string[], executor: Executor = db) {
      if (ids.length === 0) return new Map<string, { firstName: string; birthYear: number }>()
      const rows = await executor
        .select({ id: juniors.id, firstName: juniors.firstName, birthYear: juniors.birthYear })
        .from(juniors)
        .where(inArray(juniors.id, [...ids]))
      return new Map(rows.map(({ id, ...row }) => [id, row]))
    },
  }
}

export type JuniorsRepository = ReturnType<typeof createJuniorsRepository>
