import type { PayoutPosition, PayoutStatus } from '@rally/shared'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { manualPayouts, payoutTransfers } from '../../db/schema/index.ts'
import type { ProviderPayouts, StatementPayout } from '../dashboard/provider-payouts.ts'

/** A transfer's state as its provider reads it (as the provider's list of payouts shows it). */
const readStatus = (status: string): PayoutStatus =>
  status === 'pending'
    ? 'on_hold'
    : status === 'released'
      ? 'on_the_way'
      : status === 'cancelled'
        ? 'reversed'
        : (status as PayoutStatus)

/** The payouts module's answers to a provider's dashboard and statements (decision 066): one read each. */
export function createProviderPayoutsRepository(db: Database): ProviderPayouts {
  return {
    async positionsOf(providerUserId) {
      const rows = await queryRows<{ currency: string; status: string; total: number | string }>(
        db,
        sql`select ${payoutTransfers.currency} as currency, ${payoutTransfers.status}::text as status,
              sum(${payoutTransfers.amountMinor}) as total
            from ${payoutTransfers} where ${payoutTransfers.providerUserId} = ${providerUserId}
            group by 1, 2
            union all
            select ${manualPayouts.currency}, 'paid_by_hand', sum(${manualPayouts.amountMinor})
            from ${manualPayouts} where ${manualPayouts.providerUserId} = ${providerUserId}
            group by 1`,
      )
      const positions = new Map<string, PayoutPosition>()
      for (const row of rows) {
        const position = positions.get(row.currency) ?? {
          currency: row.currency,
          onHoldMinor: 0,
          onTheWayMinor: 0,
          paidOutMinor: 0,
          dueMinor: 0,
        }
        const total = Number(row.total)
        const status = row.status === 'paid_by_hand' ? 'paid_out' : readStatus(row.status)
        if (status === 'on_hold') position.onHoldMinor += total
        else if (status === 'on_the_way') position.onTheWayMinor += total
        else if (status === 'paid_out') position.paidOutMinor += total
        else if (status === 'awaiting_account' || status === 'due_by_hand') position.dueMinor += total
        else continue
        positions.set(row.currency, position)
      }
      return [...positions.values()].sort((a, b) => a.currency.localeCompare(b.currency))
    },

    async ofPeriod(providerUserId, { from, to }) {
      const [transfers, manual] = await Promise.all([
        db
          .select({
            id: payoutTransfers.id,
            bookingId: payoutTransfers.bookingId,
            amountMinor: payoutTransfers.amountMinor,
            currency: payoutTransfers.currency,
            status: payoutTransfers.status,
            reason: payoutTransfers.reason,
            at: payoutTransfers.createdAt,
          })
          .from(payoutTransfers)
          .where(
            and(
              eq(payoutTransfers.providerUserId, providerUserId),
              gte(payoutTransfers.createdAt, from),
              lt(payoutTransfers.createdAt, to),
            ),
          )
          .orderBy(asc(payoutTransfers.createdAt)),
        db
          .select({
            id: manualPayouts.id,
            amountMinor: manualPayouts.amountMinor,
            currency: manualPayouts.currency,
            reference: manualPayouts.reference,
            at: manualPayouts.createdAt,
          })
          .from(manualPayouts)
          .where(
            and(
              eq(manualPayouts.providerUserId, providerUserId),
              gte(manualPayouts.createdAt, from),
              lt(manualPayouts.createdAt, to),
            ),
          )
          .orderBy(asc(manualPayouts.createdAt)),
      ])
      const lines: StatementPayout[] = [
        ...transfers.map(({ reason, status, ...row }) => ({
          ...row,
          kind: 'transfer' as const,
          status: readStatus(status),
          reference: reason,
        })),
        ...manual.map((row) => ({ ...row, kind: 'manual' as const, bookingId: null, status: 'paid_out' as const })),
      ]
      return lines.sort((a, b) => a.at.getTime() - b.at.getTime())
    },
  }
}
