import {
  type DashboardSession,
  dashboardListSize,
  dashboardMonths,
  type MonthlyEarnings,
  monthRange,
  monthsEnding,
  type ProviderDashboard,
  profileViewWindowDays,
} from '@rally/shared'
import type { SharedCache } from '../../adapters/cache/index.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { ProviderSession, ProviderSessions } from '../bookings/provider-sessions.ts'
import type { RatingHistory } from '../feedbacks/rating-history.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { RefundFacts } from '../payments/refund-facts.ts'
import type { ProfileViewsRepository } from './profile-views-repository.ts'
import type { ProviderPayouts } from './provider-payouts.ts'

/** The profiles a provider holds: the ids their bookings, ratings and views are kept under. */
export type ProviderProfiles = { resourceIds: string[]; isProvider: boolean }

export type ProviderDashboardDeps = {
  /** Whose partner and specialist profiles; a provider also holds an academy. */
  profilesOf: (userId: string) => Promise<ProviderProfiles>
  sessions: ProviderSessions
  refunds: RefundFacts
  ratings: RatingHistory
  views: Pick<ProfileViewsRepository, 'viewsOf'>
  ledger: Pick<Ledger, 'monthlyTotals'>
  payouts: Pick<ProviderPayouts, 'positionsOf'>
  /**
   * Where a provider's answer is kept for a few seconds (the shared cache of decision 048, under the provider's
   * own key): a write through the API starts a new generation and so shows at once; what changes without one
   * (profile views written by the counter, the clock) shows within `keptMs`.
   */
  cache?: Pick<SharedCache, 'generation' | 'get' | 'set'>
  now?: () => Date
}

/** How long a provider's computed dashboard is kept at most. */
export const dashboardKeptMs = 5_000

export const notProviderMessage = 'Only partners, specialists and academy owners have a dashboard'

const dayMs = 24 * 60 * 60 * 1000

/** A provider's own dashboard: every figure is one aggregate read, whatever the number of sessions (decision 066). */
export function createProviderDashboardService(deps: ProviderDashboardDeps) {
  const now = deps.now ?? (() => new Date())

  /** The signed-in provider's profiles; anyone else is refused. */
  async function profilesOf(auth: Auth) {
    const profiles = await deps.profilesOf(auth.userId)
    if (!profiles.isProvider) throw new AppError('FORBIDDEN', notProviderMessage)
    return profiles.resourceIds
  }

  const computing = new Map<string, Promise<ProviderDashboard>>()

  return {
    profilesOf,

    async dashboard(auth: Auth): Promise<ProviderDashboard> {
      // Kept only for a provider (the answer is computed after the check), under their own id: nobody else's key.
      const key = `provider-dashboard ${auth.userId}`
      const generation = await deps.cache?.generation()
      if (generation !== undefined) {
        const kept = await deps.cache?.get(generation, key)
        if (kept) return JSON.parse(kept.toString()) as ProviderDashboard
      }
      // One computation at a time per provider in this process: requests that arrive while it runs share it.
      const running = computing.get(key)
      if (running) return running
      const computed = compute(auth)
        .then(async (answer) => {
          if (generation !== undefined) {
            await deps.cache?.set(generation, key, Buffer.from(JSON.stringify(answer)), dashboardKeptMs)
          }
          return answer
        })
        .finally(() => computing.delete(key))
      computing.set(key, computed)
      return computed
    },
  }

  async function compute(auth: Auth): Promise<ProviderDashboard> {
    const ids = await profilesOf(auth)
    const at = now()
    const months = monthsEnding(at, dashboardMonths)
    const from = monthRange(months[0] as string).from
    const recentFrom = new Date(at.getTime() - profileViewWindowDays * dayMs)
    const [overview, made, refunded, ratings, views, totals, payouts] = await Promise.all([
      deps.sessions.overview(ids, at, dashboardListSize),
      deps.sessions.bookingsMade(ids, from, recentFrom),
      deps.sessions.refunded(ids, { limit: dashboardListSize }),
      deps.ratings.ratingsByMonth(ids, from),
      deps.views.viewsOf(ids, from, recentFrom),
      deps.ledger.monthlyTotals(auth.userId, { from, to: monthRange(months.at(-1) as string).to }),
      deps.payouts.positionsOf(auth.userId),
    ])
    const refunds = await deps.refunds.refundsOf(refunded.map((session) => session.id))
    const refundedSession = new Map(refunded.map((session) => [session.id, session]))
    const ratingOf = new Map(ratings.map((row) => [row.month, row]))
    const viewsOf = new Map(views.byMonth.map((row) => [row.month, row.views]))
    const madeOf = new Map(made.byMonth.map((row) => [row.month, row.bookings]))
    return {
      months,
      sessions: {
        upcoming: overview.upcoming.map(sessionAnswer),
        past: overview.past.map(sessionAnswer),
        upcomingCount: overview.upcomingCount,
        completedCount: overview.completedCount,
      },
      earnings: earningsByMonth(months, totals),
      payouts,
      refunds: refunds.map((refund) => {
        const session = refundedSession.get(refund.bookingId) as ProviderSession
        return {
          bookingId: refund.bookingId,
          bookerName: session.bookerName,
          amount: { amountMinor: refund.amountMinor, currency: session.currency },
          reason: refund.reason,
          byOperator: refund.byOperator,
          refundedAt: refund.refundedAt.toISOString(),
        }
      }),
      ratings: months.map((month) => {
        const row = ratingOf.get(month)
        return { month, ratings: row?.ratings ?? 0, average: row ? row.average : null }
      }),
      views: {
        last30Days: viewFigures(views.recent, made.recent),
        byMonth: months.map((month) => ({
          month,
          ...viewFigures(viewsOf.get(month) ?? 0, madeOf.get(month) ?? 0),
        })),
      },
    }
  }
}
export type ProviderDashboardService = ReturnType<typeof createProviderDashboardService>

export function sessionAnswer(session: ProviderSession): DashboardSession {
  return {
    id: session.id,
    kind: session.resourceType,
    bookerName: session.bookerName,
    sport: session.sport,
    startsAt: session.startsAt ? new Date(session.startsAt).toISOString() : null,
    durationMinutes: session.durationMinutes,
    status: session.status,
    paymentStatus: session.paymentStatus,
    amount: session.amountMinor > 0 ? { amountMinor: session.amountMinor, currency: session.currency } : null,
  }
}

const paymentKinds = new Set(['payment', 'upi_payment'])

/**
 * Earnings per month and currency from the ledger's monthly sums (what Rally holds more for the provider):
 * payments in, refunds out. Every month of the span appears for each currency the provider has earned in.
 */
export function earningsByMonth(
  months: readonly string[],
  totals: ReadonlyArray<{ month: string; currency: string; kind: string; amountMinor: number }>,
): MonthlyEarnings[] {
  const currencies = [
    ...new Set(totals.filter((row) => row.kind === 'refund' || paymentKinds.has(row.kind)).map((row) => row.currency)),
  ].sort()
  return currencies.flatMap((currency) =>
    months.map((month) => {
      const rows = totals.filter((row) => row.month === month && row.currency === currency)
      const paidMinor = rows.filter((row) => paymentKinds.has(row.kind)).reduce((sum, row) => sum + row.amountMinor, 0)
      const refundedMinor = -rows.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amountMinor, 0)
      return { month, currency, paidMinor, refundedMinor, netMinor: paidMinor - refundedMinor }
    }),
  )
}

function viewFigures(views: number, bookings: number) {
  return { views, bookings, conversion: views > 0 ? Math.round((bookings / views) * 1000) / 1000 : null }
}
