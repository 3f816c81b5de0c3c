import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { auditLog, bookings } from '../../db/schema/index.ts'

/**
 * The console's own reads: the audit log (db/audit-log.ts), and the dashboard's money figures.
 * People and their records are asked of their modules (decision 041).
 */
export function createConsoleRepository(db: Database) {
  return {
    /** Audit rows matching the filters, newest first, `limit + 1` of them to tell whether more follow. */
    async listAudit(filters: AuditFilters, limit: number) {
      const conditions: (SQL | undefined)[] = []
      if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId))
      if (filters.actorEmail) conditions.push(ilike(auditLog.actorEmail, likePrefix(filters.actorEmail, true)))
      if (filters.action) conditions.push(sql`${auditLog.action} like ${likePrefix(filters.action, false)}`)
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType))
      if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId))
      if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from))
      if (filters.to) conditions.push(lt(auditLog.createdAt, filters.to))
      if (filters.before) conditions.push(lt(auditLog.id, filters.before))
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1)
    },

    /**
     * The dashboard's money figures (see dashboardSchema for what each means): revenue of the span's paid
     * bookings by currency, refunds since `refundsFrom` by currency, and UPI reports awaiting an operator,
     * in one statement (decision 051). The approval queues count themselves: approvals module.
     */
    async moneyFigures({ from, until, refundsFrom }: { from: Date; until: Date; refundsFrom: Date }) {
      type Revenue = { currency: string; gross: number; refunded: number; paid: number }
      type Refunds = { currency: string; total: number; amount: number }
      const [row] = await queryRows<{ revenue: Revenue[]; refunds: Refunds[]; upi: number | string }>(
        db,
        sql`select
          (select coalesce(json_agg(t order by t.currency), '[]'::json) from (
            select b.currency,
                   coalesce(sum(b.amount_minor), 0)::int as gross,
                   coalesce(sum(r.amount_minor), 0)::int as refunded,
                   count(*)::int as paid
            from ${bookings} b
            left join refunds r on r.booking_id = b.id
            where b.payment_status in ('completed', 'refunded')
              and b.amount_minor > 0
              and b.created_at >= ${from.toISOString()}::timestamptz
              and b.created_at < ${until.toISOString()}::timestamptz
            group by b.currency) t) as revenue,
          (select coalesce(json_agg(t order by t.currency), '[]'::json) from (
            select b.currency, count(*)::int as total, coalesce(sum(r.amount_minor), 0)::int as amount
            from refunds r join ${bookings} b on b.id = r.booking_id
            where r.created_at >= ${refundsFrom.toISOString()}::timestamptz
            group by b.currency) t) as refunds,
          (select count(*)::int from manual_payments where status = 'awaiting_confirmation') as upi`,
      )
      // json is parsed by both drivers; a bare count is a number on one and may be text on another.
      return {
        revenue: row?.revenue ?? [],
        refunds: row?.refunds ?? [],
        upiAwaitingConfirmation: Number(row?.upi ?? 0),
      }
    },
  }
}

export type AuditFilters = {
  actorId?: string
  actorEmail?: string
  action?: string
  entityType?: string
  entityId?: string
  from?: Date
  to?: Date
  before?: number
}

/** `value%` for LIKE, the value's own wildcards taken literally; `contains` puts one before too. */
function likePrefix(value: string, contains: boolean) {
  const escaped = value.replace(/[\\%_]/g, (character) => `\\${character}`)
  return contains ? `%${escaped}%` : `${escaped}%`
}

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>
