import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { feedbacks } from '../../db/schema/index.ts'
import { fieldsOf } from '../approval-fields.ts'
import type { ApprovalSource, Executor, RatedPeople, RatedPerson } from '../approvals/approval-source.ts'
import { type RatingWriter, refreshRating } from './feedbacks-repository.ts'

const waiting = eq(feedbacks.status, 'pending')

/**
 * The ratings' approval queue. The person rated is a partner or a specialist, whose modules name them
 * (`ratedPeople`): the ratings are read first, then their people in one read per kind. A decision's new
 * rating of the person is written by the bookables registry (`writeRating`), in the decision's transaction.
 */
export function createRatingApprovalSource(
  db: Database,
  ratedPeople: RatedPeople[],
  writeRating: RatingWriter,
): ApprovalSource {
  async function peopleOf(ids: string[], executor: Executor = db): Promise<Map<string, RatedPerson>> {
    const found = await Promise.all(ratedPeople.map((people) => people.rated(ids, executor)))
    return new Map(found.flat().map((person) => [person.id, person]))
  }

  return {
    queue: 'ratings',
    auditEntity: 'rating',

    waitingCount: () => db.select({ n: count() }).from(feedbacks).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: feedbacks.id,
          authorName: feedbacks.authorName,
          rating: feedbacks.rating,
          comment: feedbacks.comment,
          resourceId: feedbacks.resourceId,
          createdAt: feedbacks.createdAt,
        })
        .from(feedbacks)
        .where(waiting)
        .orderBy(asc(feedbacks.createdAt), asc(feedbacks.id))
        .limit(limit)
        .offset(offset)
      const people = await peopleOf(rows.map((row) => row.resourceId))
      return rows.map((row) => ({
        id: row.id,
        title: `${row.authorName} → ${people.get(row.resourceId)?.name ?? '?'}`,
        subtitle: row.comment,
        rating: row.rating,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [feedback] = await executor.select().from(feedbacks).where(eq(feedbacks.id, id))
      if (!feedback) return undefined
      const person = (await peopleOf([feedback.resourceId], executor)).get(feedback.resourceId)
      const personName = person?.name ?? null
      return {
        id: feedback.id,
        state: feedback.status === 'pending' ? 'waiting' : feedback.status === 'approved' ? 'approved' : 'declined',
        title: feedback.authorName,
        subtitle: personName,
        imageUrl: null,
        fields: fieldsOf([
          ['rating', `${feedback.rating} / 5`],
          ['ratedPerson', personName],
          ['author', feedback.authorName],
        ]),
        text: feedback.comment,
        submittedAt: feedback.createdAt,
        version: feedback.createdAt,
        ownerId: feedback.userId,
        documents: [],
        reports: [],
        declineReason: null,
        link: person?.link ?? null,
        // The e-mail is about the person rated.
        noticeTitle: personName ?? feedback.authorName,
      }
    },

    async decide(tx, id, decision) {
      const status = decision.kind === 'approve' ? 'approved' : 'rejected'
      const [row] = await tx
        .update(feedbacks)
        .set({ status })
        .where(and(eq(feedbacks.id, id), waiting, atVersion(feedbacks.createdAt, decision.version)))
        .returning({ resourceType: feedbacks.resourceType, resourceId: feedbacks.resourceId })
      if (!row) return undefined
      // Only approved ratings count towards the person's totalRating, recomputed with the decision.
      await refreshRating(tx, row, writeRating)
      return { before: { status: 'pending' }, after: { status } }
    },
  }
}
