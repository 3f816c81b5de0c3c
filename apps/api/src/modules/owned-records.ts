import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import type { Auth } from '../core/auth.ts'
import { AppError } from '../core/errors.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

/** "meera+rally@mail.example" and "Meera@mail.example" are one person's address. */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
  return `${local.split('+')[0]}@${domain}`
}

export function isoDates<T extends { createdAt: Date; updatedAt: Date }>(
  row: T,
): Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

/**
 * Looking role records up by e-mail is for the e-mail's own user and admins only. Answers the
 * condition matching that address (ignoring a +tag and case) on `column`.
 */
export async function ownEmailCondition(db: Database, auth: Auth, email: string, column: AnyColumn): Promise<SQL> {
  const wanted = normaliseEmail(email)
  if (!auth.isAdmin) {
    const [caller] = await db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId))
    if (!caller || normaliseEmail(caller.email) !== wanted) {
      throw new AppError('FORBIDDEN', 'You can only look up your own e-mail')
    }
  }
  const [local, domain] = wanted.split('@')
  return sql`split_part(lower(${column}), '@', 2) = ${domain}
    and split_part(split_part(lower(${column}), '@', 1), '+', 1) = ${local}`
}
