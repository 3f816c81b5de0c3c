import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../core/errors.ts'
import type { Database, Transaction } from './client.ts'
import { isUniqueViolation } from './errors.ts'
import { idempotencyKeys } from './schema/index.ts'

export type StoredAnswer<T> = { status: number; body: T }

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

/**
 * Runs `work` at most once per (scope, key): the key is claimed in the same
 * transaction as the work, so a retry after a lost answer gets the stored
 * answer, and the same key with a different body gets 409. Without a key the
 * work simply runs in a transaction.
 */
export async function withIdempotency<T>(
  db: Database,
  key: string | undefined,
  scope: string,
  body: unknown,
  work: (tx: Transaction) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  if (!key) return db.transaction(work)
  const hash = requestHash(body)
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({ key, scope, requestHash: hash })
      const answer = await work(tx)
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body as object })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      return answer
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'idempotency_keys_key')) throw error
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    if (!stored || stored.requestHash !== hash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request')
    }
    if (stored.responseStatus === null)
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still running')
    return { status: stored.responseStatus, body: stored.responseBody as T }
  }
}
