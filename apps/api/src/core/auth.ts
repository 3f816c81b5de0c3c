import { AppError } from './errors.ts'

/** Who is calling: a signed-in user's session, as the sessions service resolved it. */
export type Auth = { userId: string; sessionId: string; isAdmin: boolean; isEditor: boolean }

/**
 * The one ownership rule: a record's owner and admins may manage it (change it, see
 * its private fields and its unapproved state); nobody else, and never the anonymous.
 */
export function mayManage(auth: Auth | null, ownerUserId: string | null): boolean {
  return auth !== null && (auth.isAdmin || (ownerUserId !== null && auth.userId === ownerUserId))
}

/** The owner of a record, or an admin, may change it; anyone else gets 403. */
export function assertMayManage(
  auth: Auth | null,
  ownerUserId: string | null,
  message = 'You can only change your own profile',
): asserts auth is Auth {
  if (!mayManage(auth, ownerUserId)) throw new AppError('FORBIDDEN', message)
}

/** Editors write news (an admin approves it); admins may do what editors do. */
export function assertEditor(auth: Auth, message: string) {
  if (!auth.isEditor && !auth.isAdmin) throw new AppError('FORBIDDEN', message)
}

/** Operator-only actions (moderation, confirming payments): admins, anyone else gets 403. */
export function assertAdmin(auth: Auth, message: string) {
  if (!auth.isAdmin) throw new AppError('FORBIDDEN', message)
}

/** What a blocked person is told, signing in or holding a session that ended when they were blocked. */
export const accountBlocked = (supportEmail: string) =>
  new AppError('ACCOUNT_BLOCKED', `This account is blocked. Write to ${supportEmail} if you think this is a mistake.`)
