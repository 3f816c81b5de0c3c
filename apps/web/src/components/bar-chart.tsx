import { useId } from 'react'

export type Bar = { key: string; label: string; value: number; valueText: string }

const width = 600
const height = 220
const top = 20
const bottom = 34
const gap = 0.25

/**
 * A small bar chart drawn as SVG (no chart library: the page's script stays small). It is a picture
 * for the eye: its title and summary name it for a screen reader, and the page shows the same
 * figures as a table beside it. Values below zero hang below the base line.
 */
export function BarChart({ bars, title, summary }: { bars: readonly Bar[]; title: string; summary: string }) {
  const id = useId()
  const highest = Math.max(0, ...bars.map((bar) => bar.value))
  const lowest = Math.min(0, ...bars.map((bar) => bar.value))
  const span = highest - lowest || 1
  const plot = height - top - bottom
  const y = (value: number) => top + ((highest - value) / span) * plot
  const slot = width / Math.max(bars.length, 1)
  const barWidth = slot * (1 - gap)
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-summary`}
      className="h-auto w-full text-ink"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-summary`}>{summary}</desc>
      <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.3} />
      {bars.map((bar, index) => {
        const x = index * slot + (slot - barWidth) / 2
        const barTop = Math.min(y(bar.value), y(0))
        const barHeight = Math.max(Math.abs(y(bar.value) - y(0)), bar.value === 0 ? 0 : 1)
        return (
          <g key={bar.key}>
            <rect x={x} y={barTop} width={barWidth} height={barHeight} rx={3} className="fill-accent">
              <title>{`${bar.label}: ${bar.valueText}`}</title>
            </rect>
            <text
              x={x + barWidth / 2}
              y={height - 8}
              textAnchor="middle"
              fontSize={22}
              fill="currentColor"
              fillOpacity={0.75}
            >
              {bar.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
