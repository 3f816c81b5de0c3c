import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type RatedPersonType, refreshTotalRating } from '../../db/ratings.ts'
import { bookings, feedbacks, personalCoaches, sparringPartners, users } from '../../db/schema/index.ts'

export { refreshTotalRating }

export type FeedbackSort = '-rating,-createdAt' | '-createdAt' | '-rating'
export type { RatedPersonType } from '../../db/ratings.ts'
export type ModerationStatus = 'approved' | 'rejected'

const orders = {
  '-rating,-createdAt': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
  '-createdAt': [desc(feedbacks.createdAt)],
  '-rating': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
}

export function createFeedbacksRepository(db: Database) {
  return {
    /** Whether the id is a partner or an approved specialist, the people who can be rated, and whose profile it is. */
    async ratedPerson(id: string): Promise<{ type: RatedPersonType; ownerUserId: string | null } | undefined> {
      const [partner] = await db
        .select({ ownerUserId: sparringPartners.userId })
        .from(sparringPartners)
        .where(eq(sparringPartners.id, id))
      if (partner) return { type: 'partner', ownerUserId: partner.ownerUserId }
      const [coach] = await db
        .select({ ownerUserId: personalCoaches.userId })
        .from(personalCoaches)
        .where(and(eq(personalCoaches.id, id), eq(personalCoaches.isApproved, true)))
      return coach ? { type: 'coach', ownerUserId: coach.ownerUserId } : undefined
    },

    async hasCompletedSession(userId: string, resourceId: string): Promise<boolean> {
      const [completed] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.resourceId, resourceId), eq(bookings.status, 'completed')))
        .limit(1)
      return Boolean(completed)
    },

    async hasRated(userId: string, resourceId: string): Promise<boolean> {
      const [rated] = await db
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(and(eq(feedbacks.userId, userId), eq(feedbacks.resourceId, resourceId)))
        .limit(1)
      return Boolean(rated)
    },

    /** One page of the approved feedback about a person, and how many there are. */
    async listApproved(query: { resourceId: string; limit: number; skip: number; sort: FeedbackSort }) {
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
      return { rows, total: total?.total ?? 0 }
    },

    async authorNames(userId: string) {
      const [author] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
      return author
    },

    async insert(values: typeof feedbacks.$inferInsert) {
      const [row] = await db.insert(feedbacks).values(values).returning({
        id: feedbacks.id,
        status: feedbacks.status,
        rating: feedbacks.rating,
        comment: feedbacks.comment,
      })
      return row as { id: string; status: 'pending'; rating: number; comment: string | null }
    },

    /** Sets the decision and recomputes the person's totalRating in one transaction; undefined when no such feedback. */
    async setStatusAndRefreshRating(id: string, status: ModerationStatus) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(feedbacks).set({ status }).where(eq(feedbacks.id, id)).returning({
          id: feedbacks.id,
          resourceId: feedbacks.resourceId,
          resourceType: feedbacks.resourceType,
          status: feedbacks.status,
        })
        if (!row) return undefined
        await refreshTotalRating(tx, row.resourceType, row.resourceId)
        return row
      })
    },
  }
}

export type FeedbacksRepository = ReturnType<typeof createFeedbacksRepository>
