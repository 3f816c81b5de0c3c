import { moneyFromFee } from '@rally/shared'
import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from './client.ts'

/** The columns a bookable profile has, whatever its kind: partners and specialists share them. */
type BookableColumns = {
  id: PgColumn
  userId: PgColumn
  firstName: PgColumn
  lastName: PgColumn
  image: PgColumn
  email: PgColumn
  phone: PgColumn
  feeAmount: PgColumn
  feeCurrency: PgColumn
  totalRating: PgColumn
}

/** A kind's own rules: its sport column, when it is public and may be rated, its session length. */
type BookableRules = {
  sport: PgColumn
  isPublic: PgColumn | SQL<boolean>
  rateable: PgColumn | SQL<boolean>
  sessionMinutes: PgColumn | SQL<null>
}

type Row = {
  id: string
  userId: string | null
  firstName: string
  lastName: string
  image: string | null
  email: string | null
  phone: string | null
  feeAmount: number | null
  feeCurrency: string
  totalRating: number
  sport: string
  isPublic: boolean
  rateable: boolean
  sessionMinutes: number | null
}

type Executor = Database | Transaction

/**
 * The reads and writes behind a profile module's bookable source (modules/bookables), over that module's
 * own table: one query for every kind, so the kinds differ only in their rules. The fee is kept in whole
 * units on the profile and answered in minor units.
 */
export function bookableRecords<Kind extends string>(
  db: Database,
  kind: Kind,
  table: PgTable & BookableColumns,
  rules: BookableRules,
) {
  const { id, userId, firstName, lastName, image, email, phone, feeAmount, feeCurrency, totalRating } = table
  const columns = { id, userId, firstName, lastName, image, email, phone, feeAmount, feeCurrency, totalRating }
  const toBookable = (row: Row) => ({
    ref: { kind, id: row.id },
    ownerUserId: row.userId,
    firstName: row.firstName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    image: row.image,
    sport: row.sport,
    isPublic: row.isPublic,
    rateable: row.rateable,
    contact: { email: row.email, phone: row.phone },
    fee: moneyFromFee(row.feeAmount, row.feeCurrency),
    sessionMinutes: row.sessionMinutes,
    rating: row.totalRating,
  })

  return {
    async find(wanted: string, executor: Executor = db) {
      const [row] = await executor
        .select({ ...columns, ...rules })
        .from(table)
        .where(eq(id, wanted))
      return row && toBookable(row as Row)
    },

    async idsOwnedBy(owner: string): Promise<string[]> {
      const rows = await db.select({ id }).from(table).where(eq(userId, owner))
      return rows.map((row) => row.id as string)
    },

    async setRating(wanted: string, rating: number, tx: Transaction): Promise<void> {
      await tx
        .update(table)
        .set({ totalRating: rating } as never)
        .where(eq(id, wanted))
    },
  }
}
