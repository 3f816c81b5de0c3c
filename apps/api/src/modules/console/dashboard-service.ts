import type { ApprovalCounts, Dashboard } from '@rally/shared'
import type { BookingFacts } from '../bookings/booking-facts.ts'
import type { ConsoleRepository } from './console-repository.ts'

const day = 24 * 60 * 60 * 1000
const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

/** The console's first screen: every figure an aggregate of the database, for the last `days` days (UTC). */
export function createDashboardService({
  repository,
  bookings,
  approvalCounts,
  openReports = async () => 0,
  clock = () => new Date(),
}: {
  repository: ConsoleRepository
  /** The bookings made per day, as the bookings module counts them. */
  bookings: Pick<BookingFacts, 'perDay'>
  /** What waits in each approval queue, as the approvals module defines waiting: one definition for both screens. */
  approvalCounts: () => Promise<ApprovalCounts>
  /** Open reports of messages and people, as the conversations count them (decision 073). */
  openReports?: () => Promise<number>
  clock?: () => Date
}) {
  return {
    async figures(days: number): Promise<Dashboard> {
      const now = clock()
      const today = startOfUtcDay(now)
      const from = new Date(today.getTime() - (days - 1) * day)
      const until = new Date(today.getTime() + day)
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      // Three statements, not fourteen: under load each one waits for a pooled connection (decision 051).
      const [perDay, { revenue, refunds, upiAwaitingConfirmation }, pending, reports] = await Promise.all([
        bookings.perDay(from, days),
        repository.moneyFigures({ from, until, refundsFrom: monthStart }),
        approvalCounts(),
        openReports(),
      ])

      const sports = [...new Set(perDay.filter((row) => row.total > 0).map((row) => row.sport ?? 'Other'))].sort()
      const byDate = new Map<string, Dashboard['bookingsPerDay'][number]>()
      for (let index = 0; index < days; index += 1) {
        const date = isoDate(new Date(from.getTime() + index * day))
        byDate.set(date, { date, total: 0, bySport: Object.fromEntries(sports.map((sport) => [sport, 0])) })
      }
      for (const row of perDay) {
        const entry = byDate.get(row.day)
        if (!entry || row.total === 0) continue
        const sport = row.sport ?? 'Other'
        entry.bySport[sport] = (entry.bySport[sport] ?? 0) + row.total
        entry.total += row.total
      }

      return {
        from: isoDate(from),
        to: isoDate(today),
        sports,
        bookingsPerDay: [...byDate.values()],
        revenue: revenue.map((row) => ({
          currency: row.currency,
          grossMinor: row.gross,
          refundedMinor: row.refunded,
          netMinor: row.gross - row.refunded,
          paidBookings: row.paid,
        })),
        pending,
        upiAwaitingConfirmation,
        openReports: reports,
        waiting: Object.values(pending).reduce((sum, count) => sum + count, upiAwaitingConfirmation + reports),
        refundsThisMonth: {
          count: refunds.reduce((sum, row) => sum + row.total, 0),
          amounts: refunds.map((row) => ({ currency: row.currency, amountMinor: row.amount })),
        },
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
