import type { Auth } from '../core/auth.ts'
import { AppError } from '../core/errors.ts'

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
 * Looking role records up by e-mail is for the e-mail's own user and admins only.
 * `callerEmail` is read only when the caller is not an admin. Answers the normalised address.
 */
export async function assertOwnEmail(
  auth: Auth,
  email: string,
  callerEmail: () => Promise<string | undefined>,
): Promise<string> {
  const wanted = normaliseEmail(email)
  if (!auth.isAdmin) {
    const caller = await callerEmail()
    if (!caller || normaliseEmail(caller) !== wanted) {
      throw new AppError('FORBIDDEN', 'You can only look up your own e-mail')
    }
  }
  return wanted
}

/**
 * The keys of `changes` whose value differs from the record's (lists and objects compared by
 * content): forms send every field, and an edit that changes nothing needs no new review.
 */
export function changedKeys<T extends object>(changes: Partial<T>, current: T): (keyof T)[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  return (Object.keys(changes) as (keyof T)[]).filter(
    (key) => changes[key] !== undefined && !same(changes[key], current[key]),
  )
}
