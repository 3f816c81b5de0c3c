import { createHash } from 'node:crypto'

/** How far back the demo profiles have views: the dashboard's year of months (decision 066). */
const days = 400

/**
 * Views of the demo partner's and the demo specialist's profiles per UTC day over the last 400 days before
 * `now` (issue 24), so that on `npm start` their dashboards show views beside bookings and the share that
 * became bookings. The counts are a fixed function of the profile and the day's distance from `now`: the
 * same clock gives the same rows. A handful a day, more at weekends, as a listed profile gets.
 */
export function buildDemoProfileViews(profiles: readonly { kind: 'partner' | 'coach'; id: string }[], now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return profiles.flatMap(({ kind, id }) =>
    Array.from({ length: days }, (_, back) => {
      const day = new Date(today - back * 86_400_000)
      const noise = createHash('sha256').update(`${id}:${back}`).digest().readUInt8(0)
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
      return {
        resourceType: kind,
        resourceId: id,
        day: day.toISOString().slice(0, 10),
        views: 2 + (noise % 6) + (weekend ? 3 : 0),
      }
    }),
  )
}
