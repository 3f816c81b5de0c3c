import type { Transaction } from '../../db/client.ts'

/** What the console may do to a person's sessions (decision 041): a port of the auth module. */
export type UserSessions = {
  /** Ends every live session of a user, in the caller's transaction; answers how many. */
  revokeAll(tx: Transaction, userId: string, at: Date): Promise<number>
  /** The user's roles changed in the caller's transaction: once it commits, their sessions are read again. */
  rolesChanged(tx: Transaction, userId: string): void
}
