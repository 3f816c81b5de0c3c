import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { feedbacks } from '../../db/schema/index.ts'
import type { BookableRef } from '../bookables/bookables.ts'

export type FeedbackSort = '-rating,-createdAt' | '-createdAt' | '-rating'
export type ModerationStatus = 'approved' | 'rejected'
/** Writes a person's new rating inside the transaction of the decision (the bookables registry's setRating). */
export type RatingWriter = (tx: Transaction, ref: BookableRef, rating: number) => Promise<void>

const orders = {
  '-rating,-createdAt': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
  '-createdAt': [desc(feedbacks.createdAt)],
  '-rating': [desc(feedbacks.rating), desc(feedbacks.createdAt)],
}

/** A prepared statement's name for each order. */
const preparedName: Record<FeedbackSort, string> = {
  '-rating,-createdAt': 'by_rating_then_newest',
  '-createdAt': 'newest',
  '-rating': 'by_rating',
}

/**
 * A person's rating after a decision on one of their ratings: the average of the approved ones, to one
 * decimal (0 with none), handed to the bookables registry to write in the same transaction.
 */
export async function refreshRating(
  tx: Transaction,
  rated: { resourceType: BookableRef['kind']; resourceId: string },
  writeRating: RatingWriter,
) {
  const [average] = await tx
    .select({ rating: sql<string>`coalesce(round(avg(${feedbacks.rating}), 1), 0)` })
    .from(feedbacks)
    .where(and(eq(feedbacks.resourceId, rated.resourceId), eq(feedbacks.status, 'approved')))
  await writeRating(tx, { kind: rated.resourceType, id: rated.resourceId }, Number(average?.rating ?? 0))
}

export function createFeedbacksRepository(db: Database) {
  // Every rendered profile reads its first page of ratings: prepared once per order, the reads skip query
  // building and planning on each call (decision 058).
  const approvedOf = and(eq(feedbacks.resourceId, sql.placeholder('resourceId')), eq(feedbacks.status, 'approved'))
  const approvedPageIn = (sort: FeedbackSort) =>
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
      .where(approvedOf)
      .orderBy(...orders[sort], asc(feedbacks.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(`feedbacks_approved_page_${preparedName[sort]}`)
  const approvedPage = {
    '-rating,-createdAt': approvedPageIn('-rating,-createdAt'),
    '-createdAt': approvedPageIn('-createdAt'),
    '-rating': approvedPageIn('-rating'),
  }
  const approvedCount = db
    .select({ total: count() })
    .from(feedbacks)
    .where(approvedOf)
    .prepare('feedbacks_approved_count')

  return {
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
      const rows = await approvedPage[query.sort].execute(query)
      // A page that is not full is the last one: the total is known without counting (most people have
      // fewer ratings than a profile shows, so a rendered profile makes one query here, not two).
      if (rows.length < query.limit && (rows.length > 0 || query.skip === 0)) {
        return { rows, total: query.skip + rows.length }
      }
      const [total] = await approvedCount.execute(query)
      return { rows, total: total?.total ?? 0 }
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

    /**
     * Sets the decision and hands the person's new rating (the average of approved ratings, to one decimal;
     * 0 with none) to `writeRating` in the same transaction; undefined when no such feedback.
     */
    async setStatusAndRefreshRating(id: string, status: ModerationStatus, writeRating: RatingWriter) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(feedbacks).set({ status }).where(eq(feedbacks.id, id)).returning({
          id: feedbacks.id,
          resourceId: feedbacks.resourceId,
          resourceType: feedbacks.resourceType,
          status: feedbacks.status,
        })
        if (!row) return undefined
        await refreshRating(tx, row, writeRating)
        return row
      })
    },
  }
}

export type FeedbacksRepository = ReturnType<typeof createFeedbacksRepository>
