import type { Availability, TimeRange } from '@rally/shared'
import { DateTime } from 'luxon'

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

/** The instant of a wall-clock time ("09:30", "24:00") on a provider's date (a DateTime at its start of day). */
function wallClock(date: DateTime, time: string): DateTime {
  if (time === '24:00') return date.plus({ days: 1 }).startOf('day')
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  // A time that does not exist (skipped by daylight saving) moves forward by the gap, as Luxon does.
  return date.set({ hour, minute, second: 0, millisecond: 0 })
}

/** The hours of one provider-local date: its exception if it has one (none = day off), else its weekday's. */
function rangesOn(rules: ScheduleRules, date: DateTime): TimeRange[] {
  const iso = date.toISODate() as string
  const exception = rules.exceptions.find((entry) => entry.date === iso)
  const ranges = exception ? exception.ranges : (rules.weekly[String(date.weekday) as keyof typeof rules.weekly] ?? [])
  return [...ranges].sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * Every session start on one provider-local date, before notice, horizon and claims: sessions of `minutes`
 * laid out from the start of each range, one every `minutes + buffer`, each ending within its range.
 */
function startsOn(rules: ScheduleRules, date: DateTime, minutes: number): DateTime[] {
  const starts: DateTime[] = []
  const step = minutes + rules.bufferMinutes
  for (const range of rangesOn(rules, date)) {
    const rangeEnd = wallClock(date, range.end)
    for (
      let start = wallClock(date, range.start);
      start.plus({ minutes }) <= rangeEnd;
      start = start.plus({ minutes: step })
    ) {
      starts.push(start)
    }
  }
  return starts
}

/** The provider-local dates whose hours may hold a start within [from, to). */
function* providerDates(rules: ScheduleRules, from: DateTime, to: DateTime): Generator<DateTime> {
  for (let date = from.setZone(rules.timeZone).startOf('day'); date < to; date = date.plus({ days: 1 })) yield date
}

function overlapsAny(start: DateTime, end: DateTime, claims: readonly ClaimedPeriod[]): boolean {
  const from = start.toMillis()
  const to = end.toMillis()
  return claims.some((claim) => from < claim.end.getTime() && claim.start.getTime() < to)
}

type Window = { earliest: DateTime; horizon: DateTime }

function bookingWindow(rules: ScheduleRules, now: Date): Window {
  const present = DateTime.fromJSDate(now, { zone: rules.timeZone })
  return {
    earliest: present.plus({ minutes: rules.minimumNoticeMinutes }),
    horizon: present.plus({ days: rules.bookingHorizonDays }),
  }
}

/** Whether a session starting then is open: within notice and horizon, its time and buffer free of claims. */
function isOpen(
  rules: ScheduleRules,
  start: DateTime,
  minutes: number,
  window: Window,
  claims: readonly ClaimedPeriod[],
) {
  return (
    start >= window.earliest &&
    start < window.horizon &&
    !overlapsAny(start, start.plus({ minutes: minutes + rules.bufferMinutes }), claims)
  )
}

const slotOf = (start: DateTime, minutes: number): OpenSlot => ({
  start: start.toUTC().toISO() as string,
  end: start.plus({ minutes }).toUTC().toISO() as string,
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
  const first = DateTime.fromISO(from, { zone: timeZone }).startOf('day')
  const end = first.plus({ days })
  const byDate = new Map<string, OpenSlot[]>()
  for (let day = 0; day < days; day += 1) byDate.set(first.plus({ days: day }).toISODate() as string, [])
  const window = bookingWindow(rules, now)
  for (const date of providerDates(rules, first, end)) {
    for (const start of startsOn(rules, date, minutes)) {
      if (start < first || start >= end || !isOpen(rules, start, minutes, window, claims)) continue
      byDate.get(start.setZone(timeZone).toISODate() as string)?.push(slotOf(start, minutes))
    }
  }
  return [...byDate].map(([date, slots]) => ({ date, slots }))
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
  if (start.getTime() < now.getTime()) return 'inThePast'
  const wanted = DateTime.fromJSDate(start, { zone: rules.timeZone })
  const offered = startsOn(rules, wanted.startOf('day'), minutes).some((candidate) => +candidate === +wanted)
  if (!offered) return 'outsideHours'
  const window = bookingWindow(rules, now)
  if (wanted < window.earliest) return 'tooSoon'
  if (wanted >= window.horizon) return 'beyondHorizon'
  if (overlapsAny(wanted, wanted.plus({ minutes: minutes + rules.bufferMinutes }), claims)) return 'taken'
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
      if (isOpen(rules, start, minutes, window, claims)) return start.toUTC().toISO() as string
    }
  }
  return null
}
