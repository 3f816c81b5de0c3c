import type { SkillSeries } from '@rally/shared'
import { useId } from 'react'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { chartLayout, ratingsTable } from '../chart-rules.ts'

// Colours apart for most colour sight, and a dash of its own per line for the rest.
const palette = [
  '#2563eb',
  '#dc2626',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#0891b2',
  '#65a30d',
  '#475569',
  '#ea580c',
]
const dashes = ['', '6 4', '2 3', '10 3 2 3']
const box = { width: 340, height: 220, left: 28, right: 14, top: 12, bottom: 30 }

/**
 * Each rated skill over the sessions, as an inline SVG (no chart library): ratings 1–5 up the side, the
 * sessions' dates along the bottom, a legend, and the same values in a table for screen readers. The
 * drawing scales to its box's width (a phone's 343 px up).
 */
export function SkillsChart({ series }: { series: readonly SkillSeries[] }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const titleId = useId()
  const layout = chartLayout(series, box)
  const day = (at: string) => format(at, { day: 'numeric', month: 'short' })
  const skillName = (skill: string) => t(`progress.skills.${skill}`)
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full max-w-lg text-ink"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t('progress.chart.title')}</title>
        {layout.yTicks.map((tick) => (
          <g key={tick.rating}>
            <line
              x1={box.left}
              x2={box.width - box.right}
              y1={tick.y}
              y2={tick.y}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
            <text x={box.left - 8} y={tick.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick.rating}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick, index) => (
          <text
            key={tick.at}
            x={tick.x}
            y={box.height - 10}
            fontSize={11}
            fill="currentColor"
            textAnchor={
              layout.xTicks.length > 1 && index === 0
                ? 'start'
                : layout.xTicks.length > 1 && index === layout.xTicks.length - 1
                  ? 'end'
                  : 'middle'
            }
          >
            {day(tick.at)}
          </text>
        ))}
        {layout.lines.map((line, index) => (
          <g key={line.skill} stroke={palette[index % palette.length]} fill={palette[index % palette.length]}>
            <path d={line.path} fill="none" strokeWidth={2.5} strokeDasharray={dashes[index % dashes.length]} />
            {line.dots.map((dot) => (
              <circle key={dot.at} cx={dot.x} cy={dot.y} r={3.5} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t('progress.chart.legend')}>
          {layout.lines.map((line, index) => (
            <li key={line.skill} className="flex min-w-0 items-center gap-2">
              <svg width="24" height="10" aria-hidden className="shrink-0">
                <line
                  x1="0"
                  x2="24"
                  y1="5"
                  y2="5"
                  stroke={palette[index % palette.length]}
                  strokeWidth={2.5}
                  strokeDasharray={dashes[index % dashes.length]}
                />
              </svg>
              <span className="wrap-anywhere">{skillName(line.skill)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
      {/* Hidden by its wrapper: a table keeps the width of its cells whatever width it is given, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('progress.chart.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.chart.date')}</th>
              {series.map((line) => (
                <th key={line.skill} scope="col">
                  {skillName(line.skill)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ratingsTable(series).map((row) => (
              <tr key={row.at}>
                <th scope="row">{format(row.at, { dateStyle: 'medium' })}</th>
                {row.ratings.map((rating, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per skill, in the header's order
                  <td key={index}>{rating ?? t('progress.chart.notRated')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
