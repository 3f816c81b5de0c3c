import { DateTime } from 'luxon'

/**
 * The instant at which a wall-clock date and time happen in an IANA time zone
 * ("2026-12-05", "18:30", "Asia/Kolkata" -> 2026-12-05T13:00:00Z), through Luxon (decision 053), so a
 * specialist in another zone sees the same moment. A time that daylight saving skips moves forward by the gap.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone: timeZone }).toJSDate()
}
