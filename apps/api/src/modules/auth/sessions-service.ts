import { createHash, randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth.ts'
import type { SessionsRepository } from './sessions-repository.ts'

const day = 24 * 60 * 60 * 1000
// A session's last use is written at most this often, so a busy user does not cost a write per request.
const touchInterval = 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Sessions: 256 random bits handed to the browser once; only their SHA-256 is
 * stored. A session ends after `idleDays` without use or `maxDays` after sign-in,
 * whichever comes first, or when revoked (logout).
 */
export function createSessionsService({
  repository,
  idleDays,
  maxDays,
  clock = () => new Date(),
}: {
  repository: SessionsRepository
  idleDays: number
  maxDays: number
  clock?: () => Date
}) {
  return {
    async create(userId: string, userAgent: string | undefined) {
      const token = randomBytes(32).toString('base64url')
      const now = clock()
      const expiresAt = new Date(now.getTime() + maxDays * day)
      await repository.insert({
        userId,
        tokenHash: hashToken(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
        userAgent: userAgent?.slice(0, 300),
      })
      return { token, expiresAt }
    },

    async resolve(token: string): Promise<Auth | null> {
      const now = clock()
      const idleCutoff = new Date(now.getTime() - idleDays * day)
      const row = await repository.findLive(hashToken(token), now, idleCutoff)
      if (!row) return null
      if (now.getTime() - row.lastUsedAt.getTime() > touchInterval) {
        await repository.touch(row.sessionId, now)
      }
      return { userId: row.userId, sessionId: row.sessionId, isAdmin: row.isAdmin, isEditor: row.isEditor }
    },

    /**
     * Whether this token was a session of someone an operator has blocked since: their sessions end at
     * once, and a private request with one is told why (ACCOUNT_BLOCKED), not only "sign in".
     */
    async heldByBlocked(token: string): Promise<boolean> {
      return repository.heldByBlocked(hashToken(token))
    },

    async revoke(sessionId: string) {
      await repository.revoke(sessionId)
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>
