import { inArray, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { feedbacks } from '../../db/schema/index.ts'
import type { RatingHistory } from './rating-history.ts'

/** The feedbacks module's answers about a provider's ratings over time (the `RatingHistory` port). */
export function createRatingHistoryRepository(db: Database): RatingHistory {
  return {
    async ratingsByMonth(resourceIds, from) {
      if (resourceIds.length === 0) return []
      const rows = await queryRows<{ month: string; ratings: number | string; average: number | string }>(
        db,
        sql`select to_char(month, 'YYYY-MM') as month, ratings, average from (
              select date_trunc('month', ${feedbacks.createdAt} at time zone 'UTC') as month, count(*) as ratings,
                round(avg(${feedbacks.rating}), 1) as average
              from ${feedbacks}
              where ${inArray(feedbacks.resourceId, [...resourceIds])} and ${feedbacks.status} = 'approved'
                and ${feedbacks.createdAt} >= ${from.toISOString()}
              group by 1) as months`,
      )
      return rows.map((row) => ({ month: row.month, ratings: Number(row.ratings), average: Number(row.average) }))
    },
  }
}
