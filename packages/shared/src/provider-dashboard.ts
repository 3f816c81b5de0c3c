import { z } from 'zod'
import { payoutMoneySchema, payoutStatuses } from './payouts.ts'

/**
 * A provider's own dashboard (issue 24, decision 066): a partner's, specialist's or academy owner's sessions,
 * earnings, payouts, refunds, ratings and profile views (GET /v1/me/dashboard), and each month's statement
 * (GET /v1/me/statements/{YYYY-MM}.csv|.pdf). Months are calendar months in UTC, `YYYY-MM`.
 */

/** How many months the dashboard's monthly figures cover, this month included. */
export const dashboardMonths = 12
/** How many upcoming and past sessions, and how many refunds, the dashboard lists. */
export const dashboardListSize = 10
/** The span of "profile views, last 30 days". */
export const profileViewWindowDays = 30

export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/
export const statementMonthMessage = 'Month must be a month as YYYY-MM, such as 2026-03'

/** A statement's month: `YYYY-MM`, from 2000 on, not after the current month. */
export const statementParamsSchema = z.object({
  month: z
    .string({ error: statementMonthMessage })
    .regex(monthPattern, statementMonthMessage)
    .refine((month) => month >= '2000-01', statementMonthMessage),
})
export type StatementParams = z.infer<typeof statementParamsSchema>

export const statementFormats = ['csv', 'pdf'] as const
export type StatementFormat = (typeof statementFormats)[number]

/** One of the provider's sessions as the dashboard lists it. */
export const dashboardSessionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['partner', 'coach']),
  bookerName: z.string(),
  sport: z.string().nullable(),
  /** When it starts (a request without a time: null). */
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'completed']),
  paymentStatus: z.enum(['pending', 'awaiting_confirmation', 'completed', 'refunded']),
  /** What the booker paid online (a pay-later booking: null). */
  amount: payoutMoneySchema.nullable(),
})
export type DashboardSession = z.infer<typeof dashboardSessionSchema>

/** One month's earnings in one currency: payments in, refunds out, and what is left. */
export const monthlyEarningsSchema = z.object({
  month: z.string(),
  currency: z.string(),
  paidMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
})
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>

/** What Rally's payouts to the provider hold, per currency: on hold, on the way (released), paid out. */
export const payoutPositionSchema = z.object({
  currency: z.string(),
  onHoldMinor: z.number().int(),
  onTheWayMinor: z.number().int(),
  paidOutMinor: z.number().int(),
  /** Owed but not yet moving: waiting for payout details, or due to be paid by hand. */
  dueMinor: z.number().int(),
})
export type PayoutPosition = z.infer<typeof payoutPositionSchema>

export const dashboardRefundSchema = z.object({
  bookingId: z.uuid(),
  bookerName: z.string(),
  amount: payoutMoneySchema,
  /** The operator's written reason; null for a booker's cancellation within the refund policy. */
  reason: z.string().nullable(),
  /** Refunded by an operator (from the console), or by the booker's cancellation. */
  byOperator: z.boolean(),
  refundedAt: z.string(),
})
export type DashboardRefund = z.infer<typeof dashboardRefundSchema>

export const monthlyRatingSchema = z.object({
  month: z.string(),
  ratings: z.number().int(),
  /** The month's average rating, to one decimal; null in a month without ratings. */
  average: z.number().nullable(),
})
export type MonthlyRating = z.infer<typeof monthlyRatingSchema>

export const viewFiguresSchema = z.object({
  views: z.number().int(),
  bookings: z.number().int(),
  /** Bookings per view, 0–1, to three decimals; null without views. */
  conversion: z.number().nullable(),
})
export const monthlyViewsSchema = viewFiguresSchema.extend({ month: z.string() })
export type MonthlyViews = z.infer<typeof monthlyViewsSchema>

export const providerDashboardSchema = z.object({
  /** The months the monthly figures cover, oldest first (each list has an entry for each, per currency for money). */
  months: z.array(z.string()),
  sessions: z.object({
    upcoming: z.array(dashboardSessionSchema),
    past: z.array(dashboardSessionSchema),
    upcomingCount: z.number().int(),
    completedCount: z.number().int(),
  }),
  earnings: z.array(monthlyEarningsSchema),
  payouts: z.array(payoutPositionSchema),
  refunds: z.array(dashboardRefundSchema),
  ratings: z.array(monthlyRatingSchema),
  views: z.object({ last30Days: viewFiguresSchema, byMonth: z.array(monthlyViewsSchema) }),
})
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>
export const providerDashboardResponseSchema = z.object({ data: providerDashboardSchema })

/** The statuses a payout may have on a statement. */
export const statementPayoutStatuses = payoutStatuses

/** The month a date falls in (UTC), `YYYY-MM`. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7)

/** The `count` months ending with `last`'s month, oldest first. */
export function monthsEnding(last: Date, count: number): string[] {
  const year = last.getUTCFullYear()
  const month = last.getUTCMonth()
  return Array.from({ length: count }, (_, index) => monthOf(new Date(Date.UTC(year, month - (count - 1 - index), 1))))
}

/** The first instant of a `YYYY-MM` month and of the month after it (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number]
  return { from: new Date(Date.UTC(year, monthIndex - 1, 1)), to: new Date(Date.UTC(year, monthIndex, 1)) }
}
