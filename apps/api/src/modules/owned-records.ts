import { type Auth, mayManage } from '../core/auth.ts'
import { AppError } from '../core/errors.ts'
import { isUniqueViolation } from '../db/errors.ts'

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

/**
 * Whether the caller may see a profile: anyone while it is public, else (paused, waiting for approval)
 * only its owner and admins. The caller is read only when that matters.
 */
export async function maySeeProfile(isPublic: boolean, ownerUserId: string | null, auth: () => Promise<Auth | null>) {
  return isPublic || mayManage(await auth(), ownerUserId)
}

/** A profile as its owner (or an admin) reads it: every field, dates as ISO text. */
export function toOwnRecord<T extends { createdAt: Date; updatedAt: Date; declinedAt: Date | null }>(row: T) {
  return { ...isoDates(row), declinedAt: row.declinedAt?.toISOString() ?? null }
}

type OwnedProfileQueries<Row> = {
  emailOfUser(userId: string): Promise<string | undefined>
  ownerContact(
    userId: string,
  ): Promise<{ email: string; phoneNumber: string | null; countryCode: string | null } | undefined>
  findByEmail(normalisedEmail: string): Promise<Row[]>
}

/** The profiles registered with an e-mail: for that e-mail's own user and admins only. */
export async function findOwnRecords<Row>(auth: Auth, email: string, queries: OwnedProfileQueries<Row>) {
  const wanted = await assertOwnEmail(auth, email, () => queries.emailOfUser(auth.userId))
  return queries.findByEmail(wanted)
}

/**
 * A new profile for the signed-in user, starting with their account's e-mail and phone; one per user
 * (`uniqueKey`), so a second answers 409 with `conflict`.
 */
export async function registerOwnProfile<Row>(
  auth: Auth,
  queries: OwnedProfileQueries<Row>,
  insert: (owner: { userId: string; email: string; phone: string | null }) => Promise<Row>,
  { uniqueKey, conflict }: { uniqueKey: string; conflict: string },
): Promise<Row> {
  const owner = await queries.ownerContact(auth.userId)
  if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  const phone = owner.phoneNumber ? `${owner.countryCode ?? ''}${owner.phoneNumber}` : null
  try {
    return await insert({ userId: auth.userId, email: owner.email, phone })
  } catch (error) {
    if (isUniqueViolation(error, uniqueKey)) throw new AppError('CONFLICT', conflict)
    throw error
  }
}
