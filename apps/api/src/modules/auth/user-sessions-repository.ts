import { and, eq, isNull } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import type { UserSessions } from './user-sessions.ts'

/** The auth module's answer to the console (the `UserSessions` port). */
export function createUserSessionsRepository(): UserSessions {
  return {
    async revokeAll(tx: Transaction, userId: string, at: Date) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      return revoked.length
    },
  }
}
