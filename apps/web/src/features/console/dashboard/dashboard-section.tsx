import { approvalQueues, formatMoneyWithSign, pathTo } from '@rally/shared'
import clsx from 'clsx'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import type { SectionProps } from '../section-props.ts'
import { BookingsChart } from './bookings-chart.tsx'
import { useDashboard } from './get-dashboard.ts'

const windows = [7, 30, 90] as const

/** /admin: what waits for an operator, and how bookings and money went lately. */
export default function DashboardSection(_: SectionProps) {
  const { t, i18n } = useTranslation()
  const [days, setDays] = useState<(typeof windows)[number]>(30)
  const dashboard = useDashboard(days)
  const money = (amountMinor: number, currency: string) => formatMoneyWithSign({ amountMinor, currency }, i18n.language)

  if (dashboard.isPending) return <Loading />
  if (dashboard.isError) return <ErrorState onRetry={() => dashboard.refetch()} />
  const figures = dashboard.data

  return (
    <div className={clsx('space-y-6', dashboard.isFetching && 'opacity-80')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('console.sections.dashboard')}</h1>
        <fieldset className="flex gap-1 rounded-full bg-surface-muted p-1">
          <legend className="sr-only">{t('consoleCore.dashboard.window')}</legend>
          {windows.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold has-[:focus-visible]:ring-2',
                value === days ? 'bg-accent text-accent-ink' : 'text-ink',
              )}
            >
              <input
                type="radio"
                name="dashboard-days"
                className="sr-only"
                checked={value === days}
                onChange={() => setDays(value)}
              />
              {t('consoleCore.dashboard.lastDays', { count: value })}
            </label>
          ))}
        </fieldset>
      </div>

      <section aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting" className="mb-3 text-lg font-bold">
          {t('consoleCore.dashboard.waiting', { count: figures.waiting })}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {approvalQueues.map((queue) => (
            <li key={queue}>
              <QueueLink
                to={pathTo('consoleSection', { section: 'approvals' }, { queue })}
                label={t(`consoleCore.queues.${queue}`)}
                count={figures.pending[queue]}
              />
            </li>
          ))}
          <li>
            <QueueLink
              to={pathTo('consoleSection', { section: 'payments' })}
              label={t('consoleCore.queues.upi')}
              count={figures.upiAwaitingConfirmation}
            />
          </li>
          <li>
            <QueueLink
              to={pathTo('consoleSection', { section: 'reports' })}
              label={t('consoleReports.openReports')}
              count={figures.openReports}
            />
          </li>
        </ul>
      </section>

      <section aria-labelledby="dashboard-money" className="grid gap-3 sm:grid-cols-2">
        <h2 id="dashboard-money" className="sr-only">
          {t('consoleCore.dashboard.money')}
        </h2>
        <div className="rounded-2xl border border-line p-4">
          <h3 className="font-bold">{t('consoleCore.dashboard.revenue', { count: days })}</h3>
          {figures.revenue.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t('consoleCore.dashboard.noRevenue')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {figures.revenue.map((row) => (
                <li key={row.currency}>
                  <p className="text-2xl font-bold tabular-nums">{money(row.netMinor, row.currency)}</p>
                  <p className="text-sm text-ink-muted">
                    {t('consoleCore.dashboard.revenueDetail', {
                      count: row.paidBookings,
                      gross: money(row.grossMinor, row.currency),
                      refunded: money(row.refundedMinor, row.currency),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl border border-line p-4">
          <h3 className="font-bold">{t('consoleCore.dashboard.refundsThisMonth')}</h3>
          <p className="mt-2 text-2xl font-bold tabular-nums">
            {t('consoleCore.dashboard.refundCount', { count: figures.refundsThisMonth.count })}
          </p>
          {figures.refundsThisMonth.amounts.length > 0 && (
            <p className="text-sm text-ink-muted">
              {figures.refundsThisMonth.amounts.map((row) => money(row.amountMinor, row.currency)).join(' · ')}
            </p>
          )}
        </div>
      </section>

      <BookingsChart figures={figures} />
    </div>
  )
}

function QueueLink({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link
      to={to}
      className={clsx(
        'flex min-h-16 flex-col justify-center rounded-xl border p-3 hover:border-accent',
        count > 0 ? 'border-accent/60 bg-accent/5' : 'border-line',
      )}
    >
      <span className="text-2xl font-bold tabular-nums">{count}</span>
      <span className="text-sm text-ink-muted">{label}</span>
    </Link>
  )
}
