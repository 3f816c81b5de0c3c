import { eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from './client.ts'
import { feedbacks, personalCoaches, sparringPartners } from './schema/index.ts'

export type RatedPersonType = 'partner' | 'coach'

/**
 * A partner's or specialist's totalRating, shared by every repository that decides on ratings (feedbacks, the
 * console's approvals).
 *
 * totalRating is the average of approved ratings, to one decimal; 0 with none.
 */
export async function refreshTotalRating(
  tx: Transaction | Database,
  resourceType: RatedPersonType,
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
