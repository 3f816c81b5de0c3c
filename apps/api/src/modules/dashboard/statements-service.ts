import { type LanguageCode, monthRange } from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import type { ProviderSessions } from '../bookings/provider-sessions.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { RefundFacts } from '../payments/refund-facts.ts'
import type { UserAccounts } from '../users/user-accounts.ts'
import type { ProviderDashboardService } from './dashboard-service.ts'
import type { ProviderPayouts } from './provider-payouts.ts'
import { type StatementTexts, statementLanguage, statementTexts } from './statement-texts.ts'

type Amount = { amountMinor: number; currency: string }

/** A month's statement, in the provider's language: its lines and its totals per currency (decision 066). */
export type Statement = {
  language: LanguageCode
  texts: StatementTexts
  month: string
  providerName: string
  madeAt: Date
  sessions: Array<{ at: Date; booker: string; status: string; amount: Amount | null }>
  payments: Array<{ at: Date; booker: string; amount: Amount }>
  refunds: Array<{ at: Date; booker: string; amount: Amount; reason: string }>
  payouts: Array<{ at: Date; kind: string; status: string; amount: Amount; reference: string }>
  totals: Array<{
    currency: string
    paymentsMinor: number
    refundedMinor: number
    adjustmentsMinor: number
    transferredMinor: number
    paidByHandMinor: number
    earningsMinor: number
  }>
}

export type StatementDeps = {
  dashboard: Pick<ProviderDashboardService, 'profilesOf'>
  sessions: ProviderSessions
  refunds: RefundFacts
  ledger: Pick<Ledger, 'monthlyTotals'>
  payouts: Pick<ProviderPayouts, 'ofPeriod'>
  accounts: UserAccounts
  now?: () => Date
}

/** The month's sessions, payments, refunds, transfers and payouts with the ledger's totals, in few reads. */
export function createStatementsService(deps: StatementDeps) {
  const now = deps.now ?? (() => new Date())
  return {
    async statement(auth: Auth, month: string): Promise<Statement> {
      const ids = await deps.dashboard.profilesOf(auth)
      const range = monthRange(month)
      const [account, sessions, paid, refunded, payouts, totals] = await Promise.all([
        deps.accounts.byIds([auth.userId]).then((accounts) => accounts.get(auth.userId)),
        deps.sessions.ofPeriod(ids, range),
        deps.sessions.paidInPeriod(ids, range),
        // A refund changes its booking, so the month's refunds are among the bookings refunded since it began.
        deps.sessions.refunded(ids, { limit: 10_000, changedSince: range.from }),
        deps.payouts.ofPeriod(auth.userId, range),
        deps.ledger.monthlyTotals(auth.userId, range),
      ])
      const refunds = await deps.refunds.refundsOf(
        refunded.map((session) => session.id),
        range,
      )
      const refundedSession = new Map(refunded.map((session) => [session.id, session]))
      const language = statementLanguage(account?.language)
      const texts = statementTexts[language]
      return {
        language,
        texts,
        month,
        providerName: account?.fullName || account?.email || '',
        madeAt: now(),
        sessions: sessions.map((session) => ({
          at: new Date(session.startsAt ?? session.createdAt),
          booker: session.bookerName,
          status: texts.sessionStatus[session.status],
          amount: session.amountMinor > 0 ? { amountMinor: session.amountMinor, currency: session.currency } : null,
        })),
        payments: paid.map((session) => ({
          at: new Date(session.createdAt),
          booker: session.bookerName,
          amount: { amountMinor: session.amountMinor, currency: session.currency },
        })),
        refunds: refunds
          .map((refund) => {
            const session = refundedSession.get(refund.bookingId)
            return {
              at: refund.refundedAt,
              booker: session?.bookerName ?? '',
              amount: { amountMinor: refund.amountMinor, currency: session?.currency ?? '' },
              reason: refund.reason ?? (refund.byOperator ? '' : texts.bookerCancelled),
            }
          })
          .reverse(),
        payouts: payouts.map((payout) => ({
          at: payout.at,
          kind: payout.kind === 'manual' ? texts.manual : texts.transfer,
          status: texts.payoutStatus[payout.status],
          amount: { amountMinor: payout.amountMinor, currency: payout.currency },
          reference: payout.reference ?? '',
        })),
        totals: statementTotals(totals),
      }
    },
  }
}
export type StatementsService = ReturnType<typeof createStatementsService>

/** The month's totals per currency from the ledger's sums of what Rally holds more (+) or less (−) for the provider. */
export function statementTotals(rows: ReadonlyArray<{ currency: string; kind: string; amountMinor: number }>) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort()
  return currencies.map((currency) => {
    const sum = (...kinds: string[]) =>
      rows
        .filter((row) => row.currency === currency && kinds.includes(row.kind))
        .reduce((total, row) => total + row.amountMinor, 0)
    const paymentsMinor = sum('payment', 'upi_payment')
    const refundedMinor = -sum('refund')
    return {
      currency,
      paymentsMinor,
      refundedMinor,
      adjustmentsMinor: sum('adjustment'),
      transferredMinor: -sum('transfer', 'transfer_reversal'),
      paidByHandMinor: -sum('manual_payout'),
      earningsMinor: paymentsMinor - refundedMinor,
    }
  })
}
