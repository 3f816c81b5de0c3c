import { ErrorState } from '../../../components/error-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useHomeStats } from '../api/get-stats.ts'
import { statFigures, statOrder } from '../home-rules.ts'

/** The nine figures, in the visitor's number format. */
export function StatsSection() {
  const { t, i18n } = useTranslation()
  const stats = useHomeStats()
  const format = new Intl.NumberFormat(i18n.language)
  return (
    <section aria-labelledby="stats-title" className="border-y border-line bg-surface-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="stats-title" className="sr-only">
          {t('home.statsTitle')}
        </h2>
        {stats.isError ? (
          <ErrorState onRetry={() => void stats.refetch()} />
        ) : (
          <dl className="grid grid-cols-3 gap-x-2 gap-y-6 sm:gap-x-4 lg:grid-cols-9 lg:gap-x-2">
            {(stats.data ? statFigures(stats.data) : statOrder.map((key) => ({ key, value: null }))).map(
              ({ key, value }) => (
                <div key={key} data-testid={`stat-${key}`} className="flex flex-col text-center">
                  <dt className="order-2 mt-1 text-xs leading-snug text-ink-muted sm:text-sm">
                    {t(`home.stats.${key}`)}
                  </dt>
                  <dd className="order-1 text-2xl font-extrabold tracking-tight text-accent tabular-nums sm:text-3xl">
                    {value === null ? (
                      <span className="mx-auto block h-9 w-16 animate-pulse rounded bg-surface-muted" />
                    ) : (
                      format.format(value)
                    )}
                  </dd>
                </div>
              ),
            )}
          </dl>
        )}
      </div>
    </section>
  )
}
