import type { Feedback, RatingEligibility, RatingInput } from '@rally/shared'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { type Auth, assertAdmin } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookings, feedbacks, personalCoaches, sparringPartners, users } from '../../db/schema/index.ts'

type ListQuery = {
  resourceId: string
  limit: number
  skip: number
  sort: '-rating,-createdAt' | '-createdAt' | '-rating'
}

const orders = {
  '-rating,-createdAt': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
  '-createdAt': [desc(feedbacks.createdAt)],
  '-rating': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
}

/**
 * Feedback and ratings. Only approved feedback is listed or counts towards a
 * person's totalRating, which is recomputed in the same transaction as every
 * moderation decision.
 */
const noSuchPerson = () => new AppError('NOT_FOUND', 'There is no such partner or specialist to rate')

export function createFeedbacksService({ db }: { db: Database }) {
  async function resourceTypeOf(id: string): Promise<'partner' | 'coach' | undefined> {
    const [partner] = await db
      .select({ id: sparringPartners.id })
      .from(sparringPartners)
      .where(eq(sparringPartners.id, id))
    if (partner) return 'partner'
    const [coach] = await db
      .select({ id: personalCoaches.id })
      .from(personalCoaches)
      .where(and(eq(personalCoaches.id, id), eq(personalCoaches.isApproved, true)))
    return coach ? 'coach' : undefined
  }

  async function hasCompletedSession(userId: string, resourceId: string): Promise<boolean> {
    const [completed] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.resourceId, resourceId), eq(bookings.status, 'completed')))
      .limit(1)
    return Boolean(completed)
  }

  return {
    async listApproved(query: ListQuery): Promise<{ data: Feedback[]; total: number }> {
      const where = and(eq(feedbacks.resourceId, query.resourceId), eq(feedbacks.status, 'approved'))
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: feedbacks.id,
            resourceId: feedbacks.resourceId,
            authorName: feedbacks.authorName,
            rating: feedbacks.rating,
            comment: feedbacks.comment,
            createdAt: feedbacks.createdAt,
          })
          .from(feedbacks)
          .where(where)
          .orderBy(...orders[query.sort], asc(feedbacks.id))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ total: count() }).from(feedbacks).where(where),
      ])
      return {
        data: rows.map((row) => ({ ...row, status: 'approved' as const, createdAt: row.createdAt.toISOString() })),
        total: total?.total ?? 0,
      }
    },

    /** Whether the signed-in person may rate this partner or specialist now, and if not, why. */
    async eligibility(auth: Auth, resourceId: string): Promise<RatingEligibility> {
      if (!(await resourceTypeOf(resourceId))) throw noSuchPerson()
      const [rated] = await db
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(and(eq(feedbacks.userId, auth.userId), eq(feedbacks.resourceId, resourceId)))
        .limit(1)
      if (rated) return { canRate: false, reason: 'alreadyRated' }
      if (!(await hasCompletedSession(auth.userId, resourceId))) return { canRate: false, reason: 'noCompletedSession' }
      return { canRate: true, reason: 'eligible' }
    },

    /** A rating from someone who has completed a booking with that partner or specialist; it waits for moderation. */
    async rate(auth: Auth, input: RatingInput) {
      const resourceType = await resourceTypeOf(input.resourceId)
      if (!resourceType) throw noSuchPerson()
      if (!(await hasCompletedSession(auth.userId, input.resourceId))) {
        throw new AppError('FORBIDDEN', 'You can rate someone after a completed session with them')
      }
      const [author] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, auth.userId))
      const authorName = [author?.firstName, author?.lastName?.slice(0, 1)].filter(Boolean).join(' ') || 'Rally player'
      try {
        const [row] = await db
          .insert(feedbacks)
          .values({
            resourceType,
            resourceId: input.resourceId,
            userId: auth.userId,
            authorName: author?.lastName ? `${authorName}.` : authorName,
            rating: input.rating,
            comment: input.comment || null,
            status: 'pending',
          })
          .returning({
            id: feedbacks.id,
            status: feedbacks.status,
            rating: feedbacks.rating,
            comment: feedbacks.comment,
          })
        return row as { id: string; status: 'pending'; rating: number; comment: string | null }
      } catch (error) {
        if (isUniqueViolation(error, 'feedbacks_user_resource_key')) {
          throw new AppError('CONFLICT', 'You have already rated this person')
        }
        throw error
      }
    },

    /** An admin's decision on a rating; the person's totalRating follows in the same transaction. */
    async moderate(auth: Auth, id: string, status: 'approved' | 'rejected') {
      assertAdmin(auth, 'Only moderators can approve or reject feedback')
      return db.transaction(async (tx) => {
        const [row] = await tx.update(feedbacks).set({ status }).where(eq(feedbacks.id, id)).returning({
          id: feedbacks.id,
          resourceId: feedbacks.resourceId,
          resourceType: feedbacks.resourceType,
          status: feedbacks.status,
        })
        if (!row) throw new AppError('NOT_FOUND', 'Feedback not found')
        await refreshTotalRating(tx, row.resourceType, row.resourceId)
        return row
      })
    },
  }
}

/** totalRating is the average of approved ratings, to one decimal; 0 with none. */
export async function refreshTotalRating(
  tx: Transaction | Database,
  resourceType: 'partner' | 'coach',
  resourceId: string,
) {
  const average = sql<number>`coalesce((select round(avg(${feedbacks.rating}), 1) from ${feedbacks}
    where ${feedbacks.resourceId} = ${resourceId} and ${feedbacks.status} = 'approved'), 0)`
  if (resourceType === 'partner') {
    await tx.update(sparringPartners).set({ totalRating: average }).where(eq(sparringPartners.id, resourceId))
  } else {
    await tx.update(personalCoaches).set({ totalRating: average }).where(eq(personalCoaches.id, resourceId))
  }
}

export type FeedbacksService = ReturnType<typeof createFeedbacksService>
