import { DateTime } from 'luxon'

/**
 * The instant at which a wall-clock date and time happen in an IANA time zone
 * ("2026-12-05", "18:30", "Asia/Kolkata" -> 2026-12-05T13:00:00Z), through Luxon (decision 053), so a
 * specialist in another zone sees the same moment. A time that daylight saving skips moves forward by the gap.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone: timeZone }).toJSDate()
}

/**
 * The instant a wall-clock date and time name in a zone, only when that time happens there exactly once or
 * first: a date the calendar lacks ("2026-02-30") is `noSuchDate`, a time the zone skips when its clocks go
 * forward ("02:30" on 8 March 2026 in America/New_York) is `notOnTheClock`. A time that happens twice (the
 * clocks go back) is its first occurrence, as Luxon reads it.
 */
export function exactZonedInstant(date: string, time: string, timeZone: string): Date | 'noSuchDate' | 'notOnTheClock' {
  const wall = DateTime.fromISO(`${date}T${time}`, { zone: timeZone })
  if (!wall.isValid) return 'noSuchDate'
  if (wall.toFormat('yyyy-MM-dd') !== date || wall.toFormat('HH:mm') !== time) return 'notOnTheClock'
  return wall.toJSDate()
}
