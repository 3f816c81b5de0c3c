import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { users } from './schema/index.ts'

/** The e-mail of a user's account, to compare with the e-mail a role record is looked up by. */
export async function emailOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email
}

/** `column` holds `normalisedEmail`, ignoring a +tag and case ("meera+rally@…" is "meera@…"). */
/** The contact details a new partner or specialist record starts with: its owner's account's. */
export async function ownerContactOf(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

export function sameEmailAs(column: AnyColumn, normalisedEmail: string): SQL {
  const [local, domain] = normalisedEmail.split('@')
  return sql`split_part(lower(${column}), '@', 2) = ${domain}
    and split_part(split_part(lower(${column}), '@', 1), '+', 1) = ${local}`
}
