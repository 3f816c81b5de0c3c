import type { Dashboard } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import type { Translate } from '../../../lib/translator.ts'

/** One colour per sport, in the order the server sorts them; enough for the sports Rally has and some. */
const palette = ['#2563eb', '#16a34a', '#f59e0b', '#9333ea', '#db2777', '#0891b2']
export const sportColour = (index: number) => palette[index % palette.length] as string

const height = 160
const gap = 2

/**
 * Bookings per day as stacked bars, one colour per sport, drawn as SVG (no chart library for one
 * chart). The picture is summarised for screen readers; the table under it holds every number.
 */
export function BookingsChart({ figures }: { figures: Dashboard }) {
  const { t, i18n } = useTranslation()
  const days = figures.bookingsPerDay
  const highest = Math.max(1, ...days.map((entry) => entry.total))
  const total = days.reduce((sum, entry) => sum + entry.total, 0)
  const barWidth = 12
  const width = days.length * (barWidth + gap)
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(date))

  return (
    <figure className="rounded-2xl border border-line p-4">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold">{t('consoleCore.dashboard.chartTitle')}</span>
        <span className="text-sm text-ink-muted">{t('consoleCore.dashboard.chartTotal', { count: total })}</span>
      </figcaption>
      <ul className="mb-3 flex flex-wrap gap-3 text-sm" aria-hidden>
        {figures.sports.map((sport, index) => (
          <li key={sport} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: sportColour(index) }} />
            {sportName(t, sport)}
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={t('consoleCore.dashboard.chartSummary', {
            count: total,
            from: dayLabel(figures.from),
            to: dayLabel(figures.to),
            highest,
          })}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-[18rem]"
        >
          <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke="currentColor" strokeOpacity={0.2} />
          {days.map((entry, dayIndex) => {
            let y = height
            return (
              <g key={entry.date}>
                <title>{`${dayLabel(entry.date)}: ${entry.total}`}</title>
                {figures.sports.map((sport, sportIndex) => {
                  const value = entry.bySport[sport] ?? 0
                  if (value === 0) return null
                  const barHeight = (value / highest) * (height - 8)
                  y -= barHeight
                  return (
                    <rect
                      key={sport}
                      x={dayIndex * (barWidth + gap)}
                      y={y}
                      width={barWidth}
                      height={barHeight}
                      fill={sportColour(sportIndex)}
                    />
                  )
                })}
              </g>
            )
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden>
        <span>{dayLabel(figures.from)}</span>
        <span>{dayLabel(figures.to)}</span>
      </div>
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
          {t('consoleCore.dashboard.showTable')}
        </summary>
        <div className="max-h-72 overflow-auto rounded-lg border border-line">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('consoleCore.dashboard.day')}
                </th>
                {figures.sports.map((sport) => (
                  <th key={sport} scope="col" className="px-3 py-2 text-right">
                    {sportName(t, sport)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right">
                  {t('consoleCore.dashboard.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((entry) => (
                <tr key={entry.date} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {dayLabel(entry.date)}
                  </th>
                  {figures.sports.map((sport) => (
                    <td key={sport} className="px-3 py-1.5 text-right tabular-nums">
                      {entry.bySport[sport] ?? 0}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{entry.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

/** Tennis and Badminton in the reader's words; a booking without a sport is "Other". */
export function sportName(t: Translate, sport: string) {
  return t(`consoleCore.sports.${sport}`, { defaultValue: sport })
}
