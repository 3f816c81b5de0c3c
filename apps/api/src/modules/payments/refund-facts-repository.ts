import { and, desc, gte, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { refunds } from '../../db/schema/index.ts'
import type { RefundFacts } from './refund-facts.ts'

/** The payments module's answers about refunds (the `RefundFacts` port). */
export function createRefundFactsRepository(db: Database): RefundFacts {
  return {
    async refundsOf(bookingIds, range) {
      if (bookingIds.length === 0) return []
      const rows = await db
        .select({
          bookingId: refunds.bookingId,
          amountMinor: refunds.amountMinor,
          reason: refunds.reason,
          refundedBy: refunds.refundedBy,
          refundedAt: refunds.createdAt,
        })
        .from(refunds)
        .where(
          and(
            inArray(refunds.bookingId, [...bookingIds]),
            range ? and(gte(refunds.createdAt, range.from), lt(refunds.createdAt, range.to)) : undefined,
          ),
        )
        .orderBy(desc(refunds.createdAt))
      return rows.map(({ refundedBy, ...row }) => ({ ...row, byOperator: refundedBy !== null }))
    },
  }
}
