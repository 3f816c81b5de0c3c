import { skillRatingMax, skillRatingMin } from '@rally/shared'

/** One skill's ratings, oldest first, as the timeline gives them (`SkillSeries`). */
export type ChartSeries = { skill: string; points: readonly { at: string; rating: number }[] }

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number }

export type ChartLine = { skill: string; path: string; dots: { x: number; y: number; at: string; rating: number }[] }

export type ChartLayout = {
  /** The sessions' times, oldest first, each once: the x axis's steps. */
  times: string[]
  lines: ChartLine[]
  /** The ratings' grid lines (1 to 5) and where they sit. */
  yTicks: { rating: number; y: number }[]
  /** The times labelled under the axis: at most `maxXLabels`, the first and the last always among them. */
  xTicks: { at: string; x: number }[]
}

/** Sessions sit at even steps (one per session, not per day): a month without sessions takes no room on a phone. */
export function chartLayout(series: readonly ChartSeries[], box: ChartBox, maxXLabels = 4): ChartLayout {
  const times = [...new Set(series.flatMap((line) => line.points.map((point) => point.at)))].sort(
    (a, b) => Date.parse(a) - Date.parse(b),
  )
  const plotWidth = box.width - box.left - box.right
  const plotHeight = box.height - box.top - box.bottom
  const step = times.length > 1 ? plotWidth / (times.length - 1) : 0
  const xOf = (at: string) => round(times.length > 1 ? box.left + times.indexOf(at) * step : box.left + plotWidth / 2)
  const yOf = (rating: number) =>
    round(box.top + ((skillRatingMax - rating) / (skillRatingMax - skillRatingMin)) * plotHeight)
  const lines = series.map((line) => {
    const dots = line.points.map((point) => ({ x: xOf(point.at), y: yOf(point.rating), ...point }))
    const path = dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' ')
    return { skill: line.skill, path, dots }
  })
  const yTicks = Array.from({ length: skillRatingMax - skillRatingMin + 1 }, (_, index) => {
    const rating = skillRatingMin + index
    return { rating, y: yOf(rating) }
  })
  const xTicks = labelIndices(times.length, maxXLabels).map((index) => {
    const at = times[index] as string
    return { at, x: xOf(at) }
  })
  return { times, lines, yTicks, xTicks }
}

/** Which of `count` steps carry a label: evenly spread, the first and the last always, at most `max`. */
export function labelIndices(count: number, max: number): number[] {
  if (count <= 0) return []
  if (count <= max) return Array.from({ length: count }, (_, index) => index)
  if (max <= 1) return [count - 1]
  return [...new Set(Array.from({ length: max }, (_, index) => Math.round((index * (count - 1)) / (max - 1))))]
}

/** The chart's values as a table: one row per session (oldest first), one rating or null per skill. */
export function ratingsTable(series: readonly ChartSeries[]): { at: string; ratings: (number | null)[] }[] {
  const times = [...new Set(series.flatMap((line) => line.points.map((point) => point.at)))].sort(
    (a, b) => Date.parse(a) - Date.parse(b),
  )
  return times.map((at) => ({
    at,
    ratings: series.map((line) => line.points.find((point) => point.at === at)?.rating ?? null),
  }))
}

const round = (value: number) => Math.round(value * 10) / 10
