import type { Availability, TimeRange } from '@rally/shared'
import { DateTime, IANAZone } from 'luxon'

/**
 * The slot engine (issue 23): a provider's availability, the claims on their time and the present instant in,
 * open slots out. Pure, and every step with a time zone goes through Luxon: wall-clock hours are read in the
 * provider's zone on each of their dates, sessions are laid out in absolute time from the start of each range
 * (so a range that spans a daylight-saving change holds as many sessions as it has real hours), and the days a
 * booker sees are their own dates in their own zone.
 */

export type ScheduleRules = Pick<
  Availability,
  | 'timeZone'
  | 'weekly'
  | 'exceptions'
  | 'sessionMinutes'
  | 'bufferMinutes'
  | 'minimumNoticeMinutes'
  | 'bookingHorizonDays'
>

/** A live claim on the provider's time: [start, end), the buffer after its session included. */
export type ClaimedPeriod = { start: Date; end: Date }

export type OpenSlot = { start: string; end: string }

/** Why a time cannot be claimed, or 'open'. */
export type SlotCheck =
  | 'open'
  | 'lengthNotOffered'
  | 'inThePast'
  | 'outsideHours'
  | 'tooSoon'
  | 'beyondHorizon'
  | 'taken'

const minute = 60_000
const day = 24 * 60 * minute

/**
 * The instant (milliseconds) of a wall-clock time ("09:30", or "24:00" for the end of the day) on a date in a
 * zone, from Luxon. A time that daylight saving skips moves forward by the gap, as Luxon does. Kept: the same
 * dates and hours come back with every request (a zone's rules do not change while the process runs), and
 * Luxon's conversion asks the runtime's time-zone data each time.
 */
const instants = new Map<string, number>()
// Luxon validates a zone given by name on every call; an instance skips that.
const zones = new Map<string, IANAZone>()
function zoneNamed(name: string): IANAZone {
  let zone = zones.get(name)
  if (!zone) {
    zone = IANAZone.create(name)
    zones.set(name, zone)
  }
  return zone
}
function instantOf(name: string, date: string, time: string): number {
  const zone = zoneNamed(name)
  const key = `${name} ${date} ${time}`
  let found = instants.get(key)
  if (found === undefined) {
    if (instants.size >= 200_000) instants.clear()
    found =
      time === '24:00'
        ? DateTime.fromISO(nextDate(date), { zone }).toMillis()
        : DateTime.fromISO(`${date}T${time}`, { zone }).toMillis()
    instants.set(key, found)
  }
  return found
}

/** Calendar dates ("2026-12-05"), stepped on the calendar itself (UTC has no clock changes to skip). */
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + day).toISOString().slice(0, 10)
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7
const dateIn = (zone: string, instant: number) =>
  DateTime.fromMillis(instant, { zone: zoneNamed(zone) }).toISODate() as string

/** The hours of one provider-local date: its exception if it has one (none = day off), else its weekday's. */
function rangesOn(rules: ScheduleRules, date: string): TimeRange[] {
  const exception = rules.exceptions.find((entry) => entry.date === date)
  const ranges = exception
    ? exception.ranges
    : (rules.weekly[String(isoWeekday(date)) as keyof typeof rules.weekly] ?? [])
  return [...ranges].sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * Every session start (an instant, in milliseconds) on one provider-local date, before notice, horizon and
 * claims: sessions of `minutes` laid out from the start of each range, one every `minutes + buffer` of real
 * time, each ending within its range. Luxon turns each range's wall-clock ends into instants; between them
 * the sessions are a fixed number of minutes apart whatever the clocks do.
 */
function startsOn(rules: ScheduleRules, date: string, minutes: number): number[] {
  const starts: number[] = []
  const length = minutes * minute
  const step = (minutes + rules.bufferMinutes) * minute
  for (const range of rangesOn(rules, date)) {
    const rangeEnd = instantOf(rules.timeZone, date, range.end)
    for (let start = instantOf(rules.timeZone, date, range.start); start + length <= rangeEnd; start += step) {
      starts.push(start)
    }
  }
  return starts
}

/** The provider-local dates whose hours may hold a start within [from, to). */
function* providerDates(rules: ScheduleRules, from: number, to: number): Generator<string> {
  for (let date = dateIn(rules.timeZone, from); instantOf(rules.timeZone, date, '00:00') < to; date = nextDate(date)) {
    yield date
  }
}

function overlapsAny(from: number, to: number, claims: readonly ClaimedPeriod[]): boolean {
  return claims.some((claim) => from < claim.end.getTime() && claim.start.getTime() < to)
}

type Window = { earliest: number; horizon: number }

const horizons = new Map<string, number>()
function bookingWindow(rules: ScheduleRules, now: Date): Window {
  // The horizon is days on the provider's calendar, counted from the present minute (kept per zone and minute).
  const present = Math.floor(now.getTime() / minute) * minute
  const key = `${rules.timeZone} ${present} ${rules.bookingHorizonDays}`
  let horizon = horizons.get(key)
  if (horizon === undefined) {
    if (horizons.size >= 10_000) horizons.clear()
    horizon = DateTime.fromMillis(present, { zone: zoneNamed(rules.timeZone) })
      .plus({ days: rules.bookingHorizonDays })
      .toMillis()
    horizons.set(key, horizon)
  }
  return { earliest: now.getTime() + rules.minimumNoticeMinutes * minute, horizon }
}

/** Today's date in a zone ("2026-12-05"). */
export const todayIn = (zone: string, now: Date) => dateIn(zone, now.getTime())

/** Whether a date ("2026-02-31" is not) is on the calendar. */
export const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(Date.parse(`${date}T00:00:00Z`) || 0).toISOString().slice(0, 10) === date

/** Whether a session starting then is open: within notice and horizon, its time and buffer free of claims. */
function isOpen(
  rules: ScheduleRules,
  start: number,
  minutes: number,
  window: Window,
  claims: readonly ClaimedPeriod[],
): boolean {
  return (
    start >= window.earliest &&
    start < window.horizon &&
    !overlapsAny(start, start + (minutes + rules.bufferMinutes) * minute, claims)
  )
}

const slotOf = (start: number, minutes: number): OpenSlot => ({
  start: new Date(start).toISOString(),
  end: new Date(start + minutes * minute).toISOString(),
})

/** The session length asked for when it is offered, else the provider's first. */
export function sessionLength(rules: Pick<ScheduleRules, 'sessionMinutes'>, asked?: number): number {
  return asked !== undefined && rules.sessionMinutes.includes(asked as never) ? asked : (rules.sessionMinutes[0] ?? 60)
}

/**
 * The open slots of `days` of the booker's dates from `from` ("2026-12-05", in `timeZone`), each date with its
 * slots in order, dates without slots included.
 */
export function openSlots({
  rules,
  claims,
  now,
  from,
  days,
  timeZone,
  minutes,
}: {
  rules: ScheduleRules
  claims: readonly ClaimedPeriod[]
  now: Date
  from: string
  days: number
  timeZone: string
  minutes: number
}): { date: string; slots: OpenSlot[] }[] {
  // The booker's dates and where each begins: a slot belongs to the last date begun by its start.
  const dates = [from]
  for (let index = 0; index < days; index += 1) dates.push(nextDate(dates[index] as string))
  const bounds = dates.map((date) => instantOf(timeZone, date, '00:00'))
  const byDate = dates.slice(0, days).map((date) => ({ date, slots: [] as OpenSlot[] }))
  const end = bounds[days] as number
  const window = bookingWindow(rules, now)
  let index = 0
  for (const date of providerDates(rules, bounds[0] as number, end)) {
    for (const start of startsOn(rules, date, minutes)) {
      if (start < (bounds[0] as number) || start >= end || !isOpen(rules, start, minutes, window, claims)) continue
      while (start >= (bounds[index + 1] as number)) index += 1
      byDate[index]?.slots.push(slotOf(start, minutes))
    }
  }
  return byDate
}

/** What stands between a session at `start` of `minutes` and a claim on it. */
export function checkSlot({
  rules,
  claims,
  now,
  start,
  minutes,
}: {
  rules: ScheduleRules
  claims: readonly ClaimedPeriod[]
  now: Date
  start: Date
  minutes: number
}): SlotCheck {
  if (!rules.sessionMinutes.includes(minutes as never)) return 'lengthNotOffered'
  const wanted = start.getTime()
  if (wanted < now.getTime()) return 'inThePast'
  if (!startsOn(rules, dateIn(rules.timeZone, wanted), minutes).includes(wanted)) return 'outsideHours'
  const window = bookingWindow(rules, now)
  if (wanted < window.earliest) return 'tooSoon'
  if (wanted >= window.horizon) return 'beyondHorizon'
  if (overlapsAny(wanted, wanted + (minutes + rules.bufferMinutes) * minute, claims)) return 'taken'
  return 'open'
}

/** The first open slot's start from now on (the provider's first session length), or null within the horizon. */
export function firstOpenSlot({
  rules,
  claims,
  now,
}: {
  rules: ScheduleRules
  claims: readonly ClaimedPeriod[]
  now: Date
}): string | null {
  const minutes = sessionLength(rules)
  const window = bookingWindow(rules, now)
  for (const date of providerDates(rules, window.earliest, window.horizon)) {
    for (const start of startsOn(rules, date, minutes)) {
      if (isOpen(rules, start, minutes, window, claims)) return new Date(start).toISOString()
    }
  }
  return null
}
