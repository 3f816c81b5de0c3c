import type { Availability, TimeRange } from '@rally/shared'
import { IANAZone } from 'luxon'

/**
 * The slot engine (issue 23): a provider's availability, the claims on their time and the present instant in,
 * open slots out. Pure. Wall-clock hours are read in the provider's zone on each of their dates, sessions are laid
 * out in absolute time from the start of each range (so a range that spans a daylight-saving change holds as many
 * sessions as it has real hours), and the days a booker sees are their own dates in their own zone.
 *
 * Time zones come from Luxon, asked only where a zone's offset changes (decision 060): a zone's changes of one
 * month are found once per process and kept; between them a wall-clock time and an instant differ by a fixed offset,
 * so every session start, date and boundary is arithmetic on epoch milliseconds.
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

/**
 * A live claim on the provider's time: [start, end), the buffer after its session included; `expiresAt` when it
 * lapses by itself (a hold, a proposal), which frees its time without a write.
 */
export type ClaimedPeriod = { start: Date; end: Date; expiresAt?: Date | null }

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

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

// ---------------------------------------------------------------------------------------------------------------
// Zone offsets: Luxon at the changes, arithmetic between them.

/** From `at` on (an instant), the zone's clock reads `offset` milliseconds ahead of UTC. */
type OffsetChange = { at: number; offset: number }

/**
 * How far apart the offsets are sampled while a month's changes are looked for. Every zone's changes are months
 * apart (daylight saving, a government's decision); two changes within six hours that cancel out would be missed.
 */
const sampleStep = 6 * hour

/** A zone's offsets: each month's changes in order, the first at the month's start; the month last read at hand. */
type ZoneOffsets = {
  months: Map<number, OffsetChange[]>
  offsetAt: (instant: number) => number
  from: number
  to: number
  changes: OffsetChange[]
}

/** The changes of one month (`year * 12 + month`), found with Luxon (about 150 questions, once per zone and month). */
function changesOfMonth(offsetAt: (instant: number) => number, month: number): OffsetChange[] {
  const from = monthStart(month)
  const to = monthStart(month + 1)
  let before = offsetAt(from)
  const changes = [{ at: from, offset: before }]
  for (let sample = from + sampleStep; sample <= to; sample += sampleStep) {
    const offset = offsetAt(sample)
    if (offset === before) continue
    // The change lies in (sample - step, sample]: halve it down to the second (offsets change on whole seconds).
    let low = sample - sampleStep
    let high = sample
    while (high - low > second) {
      const middle = low + Math.floor((high - low) / 2 / second) * second
      if (offsetAt(middle) === before) low = middle
      else high = middle
    }
    if (high < to) changes.push({ at: high, offset })
    before = offset
  }
  return changes
}

const monthStart = (month: number) => Date.UTC(Math.floor(month / 12), month % 12, 1)

/** A zone's rules do not change while the process runs: what was found is kept. */
const zoneOffsets = new Map<string, ZoneOffsets>()

function offsetsOf(name: string): ZoneOffsets {
  let zone = zoneOffsets.get(name)
  if (!zone) {
    // Luxon validates a zone given by name on every call; an instance skips that.
    const luxonZone = IANAZone.create(name)
    const offsetAt = (instant: number) => luxonZone.offset(instant) * minute
    zone = { months: new Map(), offsetAt, from: 0, to: 0, changes: [] }
    zoneOffsets.set(name, zone)
  }
  return zone
}

/** The zone's offset (ms ahead of UTC) at an instant. */
function offsetAt(name: string, instant: number): number {
  const zone = offsetsOf(name)
  if (instant < zone.from || instant >= zone.to) {
    const date = new Date(instant)
    const month = date.getUTCFullYear() * 12 + date.getUTCMonth()
    let changes = zone.months.get(month)
    if (!changes) {
      if (zone.months.size >= 600) zone.months.clear()
      changes = changesOfMonth(zone.offsetAt, month)
      zone.months.set(month, changes)
    }
    zone.from = monthStart(month)
    zone.to = monthStart(month + 1)
    zone.changes = changes
  }
  const { changes } = zone
  for (let index = changes.length - 1; index > 0; index -= 1) {
    const change = changes[index] as OffsetChange
    if (change.at <= instant) return change.offset
  }
  return (changes[0] as OffsetChange).offset
}

/**
 * The instant of a wall-clock time in a zone, given as "local milliseconds" (the wall clock read as if it were
 * UTC). Offsets lie between -12 and +14 hours, so the instant is within [local - 14 h, local + 12 h], where the
 * zone's offset takes at most two values. A time that happens twice (clocks go back) is its first instant; a time
 * that daylight saving skips is read with the offset before the change, so it moves forward by the gap (as
 * Luxon and Temporal's "compatible" do).
 */
function instantOfLocal(name: string, local: number): number {
  const earlier = offsetAt(name, local - 14 * hour)
  const later = offsetAt(name, local + 12 * hour)
  if (earlier === later) return local - earlier
  const earlierFits = offsetAt(name, local - earlier) === earlier
  const laterFits = offsetAt(name, local - later) === later
  if (earlierFits && laterFits) return local - Math.max(earlier, later)
  if (laterFits) return local - later
  return local - earlier
}

/** The date (days since 1970-01-01) an instant falls on in a zone. */
const dayIn = (name: string, instant: number) => Math.floor((instant + offsetAt(name, instant)) / day)
/** The instant a date (days since 1970-01-01) begins in a zone. */
const startOfDay = (name: string, date: number) => instantOfLocal(name, date * day)

/** A date's text ("2026-12-05"), kept per date: Date#toISOString costs microseconds, and the same dates recur. */
const dateTexts = new Map<number, string>()
function dateText(date: number): string {
  let text = dateTexts.get(date)
  if (text === undefined) {
    if (dateTexts.size >= 10_000) dateTexts.clear()
    text = new Date(date * day).toISOString().slice(0, 10)
    dateTexts.set(date, text)
  }
  return text
}

/**
 * An instant as Date#toISOString writes it ("2026-12-05T03:15:00.000Z"), for a slot's start and end: the date's
 * text is kept per date and the time of day written from two-digit parts (toISOString was most of a 30-day answer's
 * time). Years 0000–9999, as a schedule's dates are.
 */
const twoDigits = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'))
function isoText(instant: number): string {
  const date = Math.floor(instant / day)
  let rest = instant - date * day
  const milliseconds = rest % 1000
  rest = (rest - milliseconds) / 1000
  const seconds = rest % 60
  rest = (rest - seconds) / 60
  const minutes = rest % 60
  const hours = (rest - minutes) / 60
  const fraction = milliseconds < 10 ? `00${milliseconds}` : milliseconds < 100 ? `0${milliseconds}` : `${milliseconds}`
  return `${dateText(date)}T${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${fraction}Z`
}
/** 1 = Monday … 7 = Sunday; 1970-01-01 (day 0) was a Thursday. */
const isoWeekday = (date: number) => ((((date + 3) % 7) + 7) % 7) + 1
/** The date ("2026-12-05") as days since 1970-01-01. */
const dateNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / day)

// ---------------------------------------------------------------------------------------------------------------
// Rules, read once per call.

/** A range as minutes of its day: [start, end), end up to 1440 ("24:00"). */
type Minutes = { start: number; end: number }
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const sortedMinutes = (ranges: readonly TimeRange[]): Minutes[] =>
  ranges
    .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }))
    .sort((a, b) => a.start - b.start)

type ReadRules = {
  zone: string
  weekly: Minutes[][]
  exceptions: Map<number, Minutes[]>
  buffer: number
  notice: number
  horizonDays: number
  /** The claims as [start, end) instants. */
  claims: { start: number; end: number }[]
}

function readRules(rules: ScheduleRules, claims: readonly ClaimedPeriod[]): ReadRules {
  const weekly: Minutes[][] = [[]]
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    weekly.push(sortedMinutes(rules.weekly[String(weekday) as keyof typeof rules.weekly] ?? []))
  }
  // The first exception of a date counts, as it always has.
  const exceptions = new Map<number, Minutes[]>()
  for (const exception of rules.exceptions) {
    const date = dateNumber(exception.date)
    if (!exceptions.has(date)) exceptions.set(date, sortedMinutes(exception.ranges))
  }
  return {
    zone: rules.timeZone,
    weekly,
    exceptions,
    buffer: rules.bufferMinutes * minute,
    notice: rules.minimumNoticeMinutes * minute,
    horizonDays: rules.bookingHorizonDays,
    claims: claims.map((claim) => ({ start: claim.start.getTime(), end: claim.end.getTime() })),
  }
}

/** The hours of one provider-local date: its exception if it has one (none = day off), else its weekday's. */
const rangesOn = (rules: ReadRules, date: number) => rules.exceptions.get(date) ?? rules.weekly[isoWeekday(date)] ?? []

/**
 * Every session start (an instant) on one provider-local date, before notice, horizon and claims: sessions of
 * `length` laid out from the start of each range, one every `length + buffer` of real time, each ending within its
 * range. Only each range's ends are wall-clock times; between them the sessions are a fixed time apart whatever
 * the clocks do.
 */
function startsOn(rules: ReadRules, date: number, length: number, visit: (start: number) => boolean | undefined) {
  const step = length + rules.buffer
  const local = date * day
  for (const range of rangesOn(rules, date)) {
    const rangeEnd = instantOfLocal(rules.zone, local + range.end * minute)
    for (let start = instantOfLocal(rules.zone, local + range.start * minute); start + length <= rangeEnd; ) {
      if (visit(start)) return
      start += step
    }
  }
}

function isTaken(rules: ReadRules, from: number, to: number): boolean {
  for (const claim of rules.claims) if (from < claim.end && claim.start < to) return true
  return false
}

type Window = { earliest: number; horizon: number }

function bookingWindow(rules: ReadRules, now: Date): Window {
  // The horizon is days on the provider's calendar, counted from the present minute: the same wall-clock time
  // that many dates later.
  const present = Math.floor(now.getTime() / minute) * minute
  const horizon = instantOfLocal(rules.zone, present + offsetAt(rules.zone, present) + rules.horizonDays * day)
  return { earliest: now.getTime() + rules.notice, horizon }
}

/** Today's date in a zone ("2026-12-05"). */
export const todayIn = (zone: string, now: Date) => dateText(dayIn(zone, now.getTime()))

/** The instant (ms) the next date begins in a zone after `now`. */
export const nextMidnightIn = (zone: string, now: Date) => startOfDay(zone, dayIn(zone, now.getTime()) + 1)

/** Whether a date ("2026-02-31" is not) is on the calendar. */
export const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(Date.parse(`${date}T00:00:00Z`) || 0).toISOString().slice(0, 10) === date

/** The session length asked for when it is offered, else the provider's first. */
export function sessionLength(rules: Pick<ScheduleRules, 'sessionMinutes'>, asked?: number): number {
  return asked !== undefined && rules.sessionMinutes.includes(asked as never) ? asked : (rules.sessionMinutes[0] ?? 60)
}

/**
 * The earliest present at which `start` (beyond the horizon now) may come within it: the horizon is the present's
 * wall-clock time that many dates later, so it reaches `start` when the present's wall clock passes `start`'s, that
 * many dates earlier (an hour early, for the clocks' changes between).
 */
function horizonReaches(rules: ReadRules, start: number): number {
  return instantOfLocal(rules.zone, start + offsetAt(rules.zone, start) - rules.horizonDays * day) - hour
}

/**
 * How long an answer computed now stays true by the clock alone (no write): until the first slot it lists falls
 * within the notice, a start beyond the horizon may come within it, or a claim lapses by itself (a hold, a
 * proposal).
 */
function validUntil(
  rules: ReadRules,
  claims: readonly ClaimedPeriod[],
  firstListed: number | undefined,
  nextBeyondHorizon: number | undefined,
): number {
  let until = Number.POSITIVE_INFINITY
  if (firstListed !== undefined) until = Math.min(until, firstListed - rules.notice)
  if (nextBeyondHorizon !== undefined) until = Math.min(until, horizonReaches(rules, nextBeyondHorizon))
  for (const claim of claims) if (claim.expiresAt) until = Math.min(until, claim.expiresAt.getTime())
  return until
}

export type OpenSlotDays = { date: string; slots: OpenSlot[] }[]

/**
 * The open slots of `days` of the booker's dates from `from` ("2026-12-05", in `timeZone`), each date with its
 * slots in order, dates without slots included; and until when (an instant) that answer holds by the clock alone.
 */
export function openSlotsUntil({
  rules: given,
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
}): { days: OpenSlotDays; validUntil: number } {
  const rules = readRules(given, claims)
  // The booker's dates and where each begins: a slot belongs to the last date begun by its start.
  const first = dateNumber(from)
  const bounds: number[] = []
  for (let index = 0; index <= days; index += 1) bounds.push(startOfDay(timeZone, first + index))
  const byDate: OpenSlotDays = []
  for (let index = 0; index < days; index += 1) byDate.push({ date: dateText(first + index), slots: [] })
  const begin = bounds[0] as number
  const end = bounds[days] as number
  const window = bookingWindow(rules, now)
  const length = minutes * minute
  const occupied = length + rules.buffer
  let index = 0
  let firstListed: number | undefined
  let firstBeyondHorizon: number | undefined
  const visit = (start: number) => {
    if (start < begin || start >= end || start < window.earliest) return false
    if (isTaken(rules, start, start + occupied)) return false
    if (start >= window.horizon) {
      firstBeyondHorizon ??= start
      return true // the rest of this date is beyond it too
    }
    firstListed ??= start
    while (start >= (bounds[index + 1] as number)) index += 1
    byDate[index]?.slots.push({ start: isoText(start), end: isoText(start + length) })
    return false
  }
  for (let date = dayIn(rules.zone, begin); startOfDay(rules.zone, date) < end; date += 1) {
    if (firstBeyondHorizon !== undefined) break
    startsOn(rules, date, length, visit)
  }
  return { days: byDate, validUntil: validUntil(rules, claims, firstListed, firstBeyondHorizon) }
}

/** The open slots of `days` of the booker's dates from `from` (see `openSlotsUntil`). */
export function openSlots(input: Parameters<typeof openSlotsUntil>[0]): OpenSlotDays {
  return openSlotsUntil(input).days
}

/** What stands between a session at `start` of `minutes` and a claim on it. */
export function checkSlot({
  rules: given,
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
  if (!given.sessionMinutes.includes(minutes as never)) return 'lengthNotOffered'
  const wanted = start.getTime()
  if (wanted < now.getTime()) return 'inThePast'
  const rules = readRules(given, claims)
  const length = minutes * minute
  let found = false
  startsOn(rules, dayIn(rules.zone, wanted), length, (candidate) => {
    found = candidate === wanted
    return found || candidate > wanted
  })
  if (!found) return 'outsideHours'
  const window = bookingWindow(rules, now)
  if (wanted < window.earliest) return 'tooSoon'
  if (wanted >= window.horizon) return 'beyondHorizon'
  if (isTaken(rules, wanted, wanted + length + rules.buffer)) return 'taken'
  return 'open'
}

/**
 * The first open slot's start from now on (the provider's first session length), or null within the horizon;
 * and until when that answer holds by the clock alone.
 */
export function firstOpenSlotUntil({
  rules: given,
  claims,
  now,
}: {
  rules: ScheduleRules
  claims: readonly ClaimedPeriod[]
  now: Date
}): { start: string | null; validUntil: number } {
  const rules = readRules(given, claims)
  const length = sessionLength(given) * minute
  const occupied = length + rules.buffer
  const window = bookingWindow(rules, now)
  let found: number | undefined
  let beyond: number | undefined
  const visit = (start: number) => {
    if (start < window.earliest || isTaken(rules, start, start + occupied)) return false
    if (start >= window.horizon) beyond = start
    else found = start
    return true
  }
  let date = dayIn(rules.zone, window.earliest)
  for (; found === undefined && beyond === undefined && startOfDay(rules.zone, date) < window.horizon; date += 1) {
    startsOn(rules, date, length, visit)
  }
  // Nothing open within the horizon: the answer changes once the horizon reaches the next free start, which is
  // no earlier than the first date not looked at.
  const nextBeyondHorizon = found === undefined ? (beyond ?? startOfDay(rules.zone, date)) : undefined
  return {
    start: found === undefined ? null : new Date(found).toISOString(),
    validUntil: validUntil(rules, claims, found, nextBeyondHorizon),
  }
}

/** The first open slot's start from now on (the provider's first session length), or null within the horizon. */
export function firstOpenSlot(input: Parameters<typeof firstOpenSlotUntil>[0]): string | null {
  return firstOpenSlotUntil(input).start
}
