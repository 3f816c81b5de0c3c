import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { namedStatement } from '../../db/named-statements.ts'
import { sessions, users } from '../../db/schema/index.ts'

const liveSessionColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  isAdmin: users.isAdmin,
  isEditor: users.isEditor,
}

/**
 * Every signed-in request's read (decision 057's named statements): the live session with this token hash
 * and its person's roles: not revoked, not expired, used since the idle cutoff, its person not blocked.
 */
const liveSessionStatement = namedStatement<{
  sessionId: string
  userId: string
  lastUsedAt: Date
  expiresAt: Date
  isAdmin: boolean
  isEditor: boolean
}>(
  'sessions_find_live',
  (executor) =>
    executor
      .select(liveSessionColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastUsedAt, sql.placeholder('idleCutoff')),
          // A blocked person's sessions end at once: the next request is anonymous.
          isNull(users.blockedAt),
        ),
      ),
  liveSessionColumns,
)

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values)
    },

    /** The live session with this token hash: not revoked, not expired, used since `idleCutoff`. */
    async findLive(tokenHash: string, now: Date, idleCutoff: Date) {
      const [row] = await liveSessionStatement(db, { tokenHash, now, idleCutoff })
      return row
    },

    /** Whether the session with this token hash, live or ended, belongs to someone blocked now. */
    async heldByBlocked(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(users.blockedAt)))
        .limit(1)
      return Boolean(row)
    },

    async touch(sessionId: string, at: Date) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId))
    },

    /** Revoking twice keeps the first time. */
    async revoke(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
        .where(eq(sessions.id, sessionId))
    },
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
