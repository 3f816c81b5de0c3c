import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'
import { users } from './schema/index.ts'

/** The e-mail of a user's account, to compare with the e-mail a role record is looked up by. */
export async function emailOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email
}

/** The contact details a new partner or specialist record starts with: its owner's account's. */
export async function ownerContactOf(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** `column` holds `normalisedEmail`, ignoring a +tag and case ("meera+rally@…" is "meera@…"). */
export function sameEmailAs(column: AnyColumn, normalisedEmail: string): SQL {
  const [local, domain] = normalisedEmail.split('@')
  return sql`split_part(lower(${column}), '@', 2) = ${domain}
    and split_part(split_part(lower(${column}), '@', 1), '+', 1) = ${local}`
}

/** What an owner's edit may change on a profile: anything but its identity, owner and bookkeeping. */
export type ProfileChanges<Table extends PgTable> = Partial<
  Omit<Table['$inferInsert'], 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>

/**
 * The queries every owned profile's repository has (partners, specialists): the owner's account's e-mail
 * and contact, the records registered with an e-mail, and a new record.
 */
export function ownedProfileQueries<Table extends PgTable & { email: PgColumn }>(db: Database, table: Table) {
  type Row = Table['$inferSelect']
  return {
    emailOfUser: (userId: string) => emailOfUser(db, userId),

    ownerContact: (userId: string) => ownerContactOf(db, userId),

    /** The records registered with this (normalised) e-mail. */
    async findByEmail(normalisedEmail: string): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(sameEmailAs(table.email, normalisedEmail))) as Row[]
    },

    async insert(values: Table['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning()
      return row as Row
    },
  }
}
