import { createHash, randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth.ts'
import { keptValues } from '../../core/kept-values.ts'
import type { SessionsRepository } from './sessions-repository.ts'

const day = 24 * 60 * 60 * 1000
// A session's last use is written at most this often, so a busy user does not cost a write per request.
const touchInterval = 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Sessions kept in a process at most (the oldest read goes first): a few MB. */
const keptSessionsMax = 50_000

type KeptSession = { auth: Auth; lastUsedAt: number; expiresAt: number }

/**
 * Sessions: 256 random bits handed to the browser once; only their SHA-256 is
 * stored. A session ends after `idleDays` without use or `maxDays` after sign-in,
 * whichever comes first, or when revoked (logout).
 *
 * A session read is kept in this process for `keptMs` (decision 081), so that a signed-in person's requests
 * within it cost no read. A sign-out, a block or new roles made through this process take effect here at once
 * (`revoke`, `forgetPerson`); on the other API processes within `keptMs`. Its end by time is checked on each
 * request, kept or not.
 */
export function createSessionsService({
  repository,
  idleDays,
  maxDays,
  keptMs = 5_000,
  clock = () => new Date(),
}: {
  repository: SessionsRepository
  idleDays: number
  maxDays: number
  keptMs?: number
  clock?: () => Date
}) {
  const kept = keptValues<KeptSession>({ keptMs, max: keptSessionsMax })

  /** The kept read of this token, unless the session has ended by time since, or is due its once-a-minute touch. */
  function keptLive(tokenHash: string, now: Date): Auth | undefined {
    const session = kept.get(tokenHash)
    if (!session) return undefined
    const at = now.getTime()
    const live =
      at < session.expiresAt && at - session.lastUsedAt < idleDays * day && at - session.lastUsedAt <= touchInterval
    if (!live) kept.delete(tokenHash)
    return live ? session.auth : undefined
  }

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
      const tokenHash = hashToken(token)
      const keptAuth = keptLive(tokenHash, now)
      if (keptAuth) return keptAuth
      const idleCutoff = new Date(now.getTime() - idleDays * day)
      const row = await repository.findLive(tokenHash, now, idleCutoff)
      if (!row) return null
      let lastUsedAt = row.lastUsedAt.getTime()
      if (now.getTime() - lastUsedAt > touchInterval) {
        await repository.touch(row.sessionId, now)
        lastUsedAt = now.getTime()
      }
      const auth = { userId: row.userId, sessionId: row.sessionId, isAdmin: row.isAdmin, isEditor: row.isEditor }
      kept.set(tokenHash, { auth, lastUsedAt, expiresAt: row.expiresAt.getTime() })
      return auth
    },

    /** The person's roles changed or their sessions ended (a block): their next request reads their session again. */
    forgetPerson(userId: string) {
      kept.deleteWhere((session) => session.auth.userId === userId)
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
      kept.deleteWhere((session) => session.auth.sessionId === sessionId)
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>
