import { and, eq, isNull } from 'drizzle-orm'
import { afterCommit, type Transaction } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import type { UserSessions } from './user-sessions.ts'

/**
 * The auth module's answer to the console (the `UserSessions` port). `forgetPerson` drops what this process kept of
 * the person's sessions (decision 081), once the change committed.
 */
export function createUserSessionsRepository({ forgetPerson }: { forgetPerson(userId: string): void }): UserSessions {
  return {
    async revokeAll(tx: Transaction, userId: string, at: Date) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      afterCommit(tx, () => forgetPerson(userId))
      return revoked.length
    },

    rolesChanged(tx, userId) {
      afterCommit(tx, () => forgetPerson(userId))
    },
  }
}
