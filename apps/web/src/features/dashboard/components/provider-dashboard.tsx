import {
  type ProviderDashboard as Dashboard,
  type DashboardSession,
  formatMoneyWithSign,
  type MonthlyEarnings,
  payoutDisputeWindowHours,
  statementFormats,
} from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { BarChart } from '../../../components/bar-chart.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { useNow } from '../../../lib/use-now.ts'
import { useDownloadStatement } from '../api/download-statement.ts'
import { dashboardQueries } from '../api/queries.ts'
import { PayoutAccountPanel } from './payout-account-panel.tsx'

/** The month's short name in the reader's language ("Nov", "11月"); months are UTC months, `YYYY-MM`. */
function useMonthName() {
  const { i18n } = useTranslation()
  /** `short`: the month alone, under a chart's bar; `year`: with its year, short ("Nov 2026"); `long`: in full. */
  return (month: string, style: 'short' | 'year' | 'long' = 'short') => {
    const [year, index] = month.split('-').map(Number) as [number, number]
    return new Intl.DateTimeFormat(i18n.language, {
      month: style === 'long' ? 'long' : 'short',
      ...(style !== 'short' && { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, index - 1, 1)))
  }
}

function useMoney() {
  const { i18n } = useTranslation()
  return (amountMinor: number, currency: string) => formatMoneyWithSign({ amountMinor, currency }, i18n.language)
}

/** The provider's own dashboard: sessions, earnings, payouts, refunds, ratings, views, statements and payout details. */
export default function ProviderDashboard() {
  const { t } = useTranslation()
  const figures = useQuery(dashboardQueries.dashboard())
  if (figures.isPending) return <Loading />
  if (figures.error) {
    if (figures.error instanceof ApiError && figures.error.status === 403) {
      return <p className="rounded-2xl border border-line bg-surface-muted p-5">{t('dashboard.notProvider')}</p>
    }
    return <ErrorState onRetry={() => void figures.refetch()} />
  }
  const dashboard = figures.data
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Section id="earnings" title={t('dashboard.earnings.heading')} className="lg:col-span-2">
        <Earnings dashboard={dashboard} />
      </Section>
      <Section id="payouts" title={t('dashboard.payouts.heading')}>
        <Payouts dashboard={dashboard} />
      </Section>
      <Section id="payout-details" title={t('dashboard.account.heading')}>
        <PayoutAccountPanel />
      </Section>
      <Section id="upcoming" title={t('dashboard.sessions.upcoming', { number: dashboard.sessions.upcomingCount })}>
        <Sessions sessions={dashboard.sessions.upcoming} empty={t('dashboard.sessions.noUpcoming')} />
      </Section>
      <Section id="past" title={t('dashboard.sessions.past', { number: dashboard.sessions.completedCount })}>
        <Sessions sessions={dashboard.sessions.past} empty={t('dashboard.sessions.noPast')} />
      </Section>
      <Section id="refunds" title={t('dashboard.refunds.heading')}>
        <Refunds dashboard={dashboard} />
      </Section>
      <Section id="ratings" title={t('dashboard.ratings.heading')}>
        <Ratings dashboard={dashboard} />
      </Section>
      <Section id="views" title={t('dashboard.views.heading')}>
        <Views dashboard={dashboard} />
      </Section>
      <Section id="statements" title={t('dashboard.statements.heading')}>
        <Statements months={dashboard.months} />
      </Section>
    </div>
  )
}

function Section({
  id,
  title,
  className = '',
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`dashboard-${id}`}
      className={`min-w-0 rounded-2xl border border-line bg-surface-raised p-4 sm:p-5 ${className}`}
    >
      <h2 id={`dashboard-${id}`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

const tableClass =
  'w-full text-left text-sm [&_td]:py-1.5 [&_td]:pl-2 [&_th]:py-1.5 [&_th]:font-semibold [&_th+th]:pl-2 [&_tr>*:last-child]:pr-0'
const numberCell = 'text-right tabular-nums'

function Earnings({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation()
  const monthName = useMonthName()
  const money = useMoney()
  const currencies = [...new Set(dashboard.earnings.map((row) => row.currency))]
  if (currencies.length === 0) return <p className="text-ink-muted">{t('dashboard.earnings.none')}</p>
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">{t('dashboard.earnings.intro')}</p>
      {currencies.map((currency) => {
        const rows = dashboard.earnings.filter((row) => row.currency === currency)
        const total = rows.reduce((sum, row) => sum + row.netMinor, 0)
        return (
          <div key={currency} className="grid gap-4 md:grid-cols-2 md:items-start">
            <figure>
              <BarChart
                title={t('dashboard.earnings.chartTitle', { currency })}
                summary={t('dashboard.earnings.chartSummary', { total: money(total, currency) })}
                bars={rows.map((row) => ({
                  key: row.month,
                  label: monthName(row.month),
                  value: row.netMinor,
                  valueText: money(row.netMinor, currency),
                }))}
              />
              <figcaption className="mt-1 text-sm text-ink-muted">
                {t('dashboard.earnings.chartSummary', { total: money(total, currency) })}
              </figcaption>
            </figure>
            <EarningsTable rows={rows} />
          </div>
        )
      })}
    </div>
  )
}

function EarningsTable({ rows }: { rows: MonthlyEarnings[] }) {
  const { t } = useTranslation()
  const monthName = useMonthName()
  const money = useMoney()
  return (
    <div className="overflow-x-auto">
      <table className={`${tableClass} max-sm:text-xs`}>
        <caption className="sr-only">{t('dashboard.earnings.tableCaption', { currency: rows[0]?.currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.earnings.month')}</th>
            <th scope="col" className={numberCell}>
              {t('dashboard.earnings.paid')}
            </th>
            <th scope="col" className={numberCell}>
              {t('dashboard.earnings.refunded')}
            </th>
            <th scope="col" className={numberCell}>
              {t('dashboard.earnings.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.month} className="border-t border-line">
              <th scope="row" className="font-normal whitespace-nowrap">
                {monthName(row.month, 'year')}
              </th>
              <td className={numberCell}>{money(row.paidMinor, row.currency)}</td>
              <td className={numberCell}>{money(row.refundedMinor, row.currency)}</td>
              <td className={`${numberCell} font-semibold`}>{money(row.netMinor, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Payouts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <div className="space-y-3">
      {dashboard.payouts.length === 0 && <p className="text-ink-muted">{t('dashboard.payouts.none')}</p>}
      {dashboard.payouts.map((position) => (
        <dl key={position.currency} className="grid grid-cols-2 gap-3">
          {(
            [
              ['onHold', position.onHoldMinor],
              ['onTheWay', position.onTheWayMinor],
              ['paidOut', position.paidOutMinor],
              ['due', position.dueMinor],
            ] as const
          ).map(([key, amount]) => (
            <div key={key} className="rounded-xl bg-surface-muted p-3" data-payout={key}>
              <dt className="text-sm text-ink-muted">{t(`dashboard.payouts.${key}`)}</dt>
              <dd className="text-lg font-bold tabular-nums">{money(amount, position.currency)}</dd>
            </div>
          ))}
        </dl>
      ))}
      <p className="text-sm text-ink-muted">{t('dashboard.payouts.holdExplained')}</p>
      <LatestPayouts />
    </div>
  )
}

/** How many of the newest payouts the dashboard lists, each with its state and when its hold ends. */
const latestPayoutsShown = 5

function LatestPayouts() {
  const { t } = useTranslation()
  const { format } = useDates()
  const money = useMoney()
  const now = useNow(60_000)
  const payouts = useQuery(dashboardQueries.payouts())
  if (payouts.isPending) return <Loading />
  if (payouts.isError) return <ErrorState onRetry={() => void payouts.refetch()} />
  if (payouts.data.length === 0) return null
  const when = (date: string) => format(date, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div>
      <h3 className="mt-2 mb-1 font-semibold">{t('dashboard.payouts.latest')}</h3>
      <ul className="divide-y divide-line">
        {payouts.data.slice(0, latestPayoutsShown).map((payout) => (
          <li key={`${payout.kind}-${payout.id}`} className="py-2" data-payout-item={payout.status}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold tabular-nums">
                {money(payout.amount.amountMinor, payout.amount.currency)}
              </span>
              <span className="text-sm font-semibold">{t(`dashboard.payouts.status.${payout.status}`)}</span>
            </p>
            <p className="text-sm text-ink-muted">
              {t(`dashboard.payouts.kind.${payout.kind}`)} · {format(payout.createdAt, { dateStyle: 'medium' })}
            </p>
            {payout.status === 'on_hold' && (
              <p className="text-sm">
                {!payout.holdUntil
                  ? t('dashboard.payouts.heldByTeam')
                  : new Date(payout.holdUntil) > now
                    ? t('dashboard.payouts.releasedAfter', { date: when(payout.holdUntil) })
                    : // Its date has passed and it is still held: the session was never marked completed.
                      t('dashboard.payouts.awaitingCompletion', { hours: payoutDisputeWindowHours })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Sessions({ sessions, empty }: { sessions: DashboardSession[]; empty: string }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const money = useMoney()
  if (sessions.length === 0) return <p className="text-ink-muted">{empty}</p>
  return (
    <ul className="divide-y divide-line">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <div className="min-w-0">
            <p className="font-semibold wrap-anywhere">{session.bookerName}</p>
            <p className="text-sm text-ink-muted">
              {session.startsAt
                ? format(session.startsAt, { dateStyle: 'medium', timeStyle: 'short' })
                : t('dashboard.sessions.noTime')}
              {' · '}
              {t(`dashboard.sessionStatus.${session.status}`)}
            </p>
          </div>
          <p className="text-sm font-semibold tabular-nums">
            {session.amount
              ? money(session.amount.amountMinor, session.amount.currency)
              : t('dashboard.sessions.unpaid')}
          </p>
        </li>
      ))}
    </ul>
  )
}

function Refunds({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const money = useMoney()
  if (dashboard.refunds.length === 0) return <p className="text-ink-muted">{t('dashboard.refunds.none')}</p>
  return (
    <ul className="divide-y divide-line">
      {dashboard.refunds.map((refund) => (
        <li key={refund.bookingId} className="py-2">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold wrap-anywhere">{refund.bookerName}</span>
            <span className="font-semibold tabular-nums">
              {money(refund.amount.amountMinor, refund.amount.currency)}
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            {format(refund.refundedAt, { dateStyle: 'medium' })} ·{' '}
            {refund.reason ?? (refund.byOperator ? t('dashboard.refunds.byOperator') : t('dashboard.refunds.byBooker'))}
          </p>
        </li>
      ))}
    </ul>
  )
}

function Ratings({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation()
  const monthName = useMonthName()
  const rated = dashboard.ratings.filter((row) => row.ratings > 0)
  if (rated.length === 0) return <p className="text-ink-muted">{t('dashboard.ratings.none')}</p>
  const decimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.earnings.month')}</th>
          <th scope="col" className={numberCell}>
            {t('dashboard.ratings.count')}
          </th>
          <th scope="col" className={numberCell}>
            {t('dashboard.ratings.average')}
          </th>
        </tr>
      </thead>
      <tbody>
        {[...rated].reverse().map((row) => (
          <tr key={row.month} className="border-t border-line">
            <th scope="row" className="font-normal whitespace-nowrap">
              {monthName(row.month, 'year')}
            </th>
            <td className={numberCell}>{row.ratings}</td>
            <td className={numberCell}>{row.average === null ? '' : `${decimal.format(row.average)} ★`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Views({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation()
  const monthName = useMonthName()
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  const share = (conversion: number | null) => (conversion === null ? '—' : percent.format(conversion))
  const recent = dashboard.views.last30Days
  const months = dashboard.views.byMonth.filter((row) => row.views > 0 || row.bookings > 0)
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ['views', String(recent.views)],
            ['bookings', String(recent.bookings)],
            ['conversion', share(recent.conversion)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl bg-surface-muted p-3">
            <dt className="text-sm text-ink-muted">{t(`dashboard.views.${key}`)}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">{t('dashboard.views.last30Days')}</p>
      {months.length > 0 && (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.earnings.month')}</th>
              <th scope="col" className={numberCell}>
                {t('dashboard.views.views')}
              </th>
              <th scope="col" className={numberCell}>
                {t('dashboard.views.bookings')}
              </th>
              <th scope="col" className={numberCell}>
                {t('dashboard.views.conversion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((row) => (
              <tr key={row.month} className="border-t border-line">
                <th scope="row" className="font-normal whitespace-nowrap">
                  {monthName(row.month, 'year')}
                </th>
                <td className={numberCell}>{row.views}</td>
                <td className={numberCell}>{row.bookings}</td>
                <td className={numberCell}>{share(row.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

function Statements({ months }: { months: string[] }) {
  const { t } = useTranslation()
  const monthName = useMonthName()
  const download = useDownloadStatement()
  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted">{t('dashboard.statements.intro')}</p>
      <ul className="divide-y divide-line">
        {[...months].reverse().map((month) => (
          <li key={month} className="flex items-center justify-between gap-3 py-1.5">
            <span>{monthName(month, 'long')}</span>
            <span className="flex gap-2">
              {statementFormats.map((format) => (
                <button
                  key={format}
                  type="button"
                  aria-label={t('dashboard.statements.download', {
                    month: monthName(month, 'long'),
                    format: format.toUpperCase(),
                  })}
                  onClick={() =>
                    download.mutate({ month, format }, { onError: () => toast.error(t('dashboard.statements.failed')) })
                  }
                  className="min-h-11 min-w-14 rounded-full border border-line px-3 text-sm font-semibold hover:border-accent hover:text-accent"
                >
                  {format.toUpperCase()}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
