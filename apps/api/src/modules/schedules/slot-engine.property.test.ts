import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  type ClaimedPeriod,
  checkSlot,
  firstOpenSlotUntil,
  openSlotsUntil,
  type ScheduleRules,
  type SlotCheck,
} from './slot-engine.ts'

/**
 * The engine works in epoch milliseconds and asks Luxon only where a zone's offset changes (decision 060). Here it
 * is compared with a straightforward reference that asks Luxon for every wall-clock time, on random rules in zones
 * with daylight saving at night, at midnight, by half an hour, and odd offsets, around their 2026 changes.
 */

const minute = 60_000
const day = 24 * 60 * minute

/** A small seeded generator (mulberry32): the same cases on every run, another seed for another walk. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const integer = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  const pick = <T>(items: readonly T[]) => items[integer(0, items.length - 1)] as T
  return { next, integer, pick }
}
type Random = ReturnType<typeof randomFrom>

const zones = [
  'America/New_York',
  'Europe/London',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Chatham',
  'America/St_Johns',
  'Africa/Casablanca',
  'UTC',
]
/** Instants near the zones' 2026 changes, and a few anywhere in the year. */
const around = [
  '2026-03-08T07:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-04-05T02:00:00Z',
  '2026-09-06T04:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-02-15T00:00:00Z',
  '2026-12-28T12:00:00Z',
].map((instant) => Date.parse(instant))

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

function randomRanges(random: Random) {
  const ranges: { start: string; end: string }[] = []
  let at = random.integer(0, 20) * 30
  for (let count = random.integer(0, 3); count > 0 && at < 24 * 60; count -= 1) {
    const end = Math.min(24 * 60, at + random.integer(1, 16) * 15)
    ranges.push({ start: clock(at), end: clock(end) })
    at = end + random.integer(0, 8) * 15
  }
  return random.next() < 0.5 ? ranges.reverse() : ranges
}

function randomCase(random: Random) {
  const now = random.pick(around) + random.integer(-10 * 24 * 60, 10 * 24 * 60) * minute + random.integer(0, 59_999)
  const timeZone = random.pick(zones)
  const weekly: ScheduleRules['weekly'] = {}
  for (const weekday of ['1', '2', '3', '4', '5', '6', '7'] as const) {
    if (random.next() < 0.8) weekly[weekday] = randomRanges(random)
  }
  const startDate = (offsetDays: number) =>
    DateTime.fromMillis(now + offsetDays * day, { zone: 'UTC' }).toISODate() as string
  const exceptions = Array.from({ length: random.integer(0, 3) }, () => ({
    date: startDate(random.integer(-2, 12)),
    ranges: random.next() < 0.3 ? [] : randomRanges(random),
  }))
  const sessionMinutes = [random.pick([30, 45, 60, 90, 120] as const)]
  const rules: ScheduleRules = {
    timeZone,
    weekly,
    exceptions,
    sessionMinutes,
    bufferMinutes: random.pick([0, 0, 5, 10, 15, 30]),
    minimumNoticeMinutes: random.pick([0, 30, 60, 12 * 60, 24 * 60, 50 * 60]),
    bookingHorizonDays: random.integer(1, 20),
  }
  const claims: ClaimedPeriod[] = Array.from({ length: random.integer(0, 6) }, () => {
    const start = now + random.integer(-24 * 4, 24 * 14) * 15 * minute
    return {
      start: new Date(start),
      end: new Date(start + random.integer(1, 12) * 15 * minute),
      expiresAt: random.next() < 0.4 ? new Date(now + random.integer(1, 600) * minute) : null,
    }
  })
  return {
    rules,
    claims,
    now: new Date(now),
    from: startDate(random.integer(-1, 5)),
    days: random.integer(1, 10),
    timeZone: random.pick(zones),
    minutes: sessionMinutes[0] as number,
  }
}

// ---- The reference: Luxon for every wall-clock time, every candidate in turn.

/** A wall-clock time's instant: its first when it happens twice, moved by the gap when it does not happen. */
const firstInstant = (time: DateTime) => Math.min(...time.getPossibleOffsets().map((possible) => possible.toMillis()))
const wallTime = (zone: string, date: string, time: string) =>
  time === '24:00'
    ? firstInstant(DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day'))
    : firstInstant(DateTime.fromISO(`${date}T${time}`, { zone }))

function referenceStarts(rules: ScheduleRules, date: string, minutes: number): number[] {
  const weekday = String(DateTime.fromISO(date, { zone: 'UTC' }).weekday) as keyof ScheduleRules['weekly']
  const exception = rules.exceptions.find((entry) => entry.date === date)
  const ranges = [...(exception ? exception.ranges : (rules.weekly[weekday] ?? []))].sort((a, b) =>
    a.start.localeCompare(b.start),
  )
  const starts: number[] = []
  for (const range of ranges) {
    const end = wallTime(rules.timeZone, date, range.end)
    for (let start = wallTime(rules.timeZone, date, range.start); start + minutes * minute <= end; ) {
      starts.push(start)
      start = DateTime.fromMillis(start)
        .plus({ minutes: minutes + rules.bufferMinutes })
        .toMillis()
    }
  }
  return starts
}

function referenceWindow(rules: ScheduleRules, now: Date) {
  const present = Math.floor(now.getTime() / minute) * minute
  const horizon = firstInstant(
    DateTime.fromMillis(present, { zone: rules.timeZone }).plus({ days: rules.bookingHorizonDays }),
  )
  return { earliest: now.getTime() + rules.minimumNoticeMinutes * minute, horizon }
}

const referenceTaken = (rules: ScheduleRules, claims: readonly ClaimedPeriod[], start: number, minutes: number) =>
  claims.some(
    (claim) => start < claim.end.getTime() && claim.start.getTime() < start + (minutes + rules.bufferMinutes) * minute,
  )

/** Every start of the provider's dates from `from` - 3 days for `span` days, in order. */
function referenceCandidates(rules: ScheduleRules, from: string, span: number, minutes: number) {
  const first = DateTime.fromISO(from, { zone: 'UTC' }).minus({ days: 3 })
  return Array.from({ length: span + 6 }, (_, index) => first.plus({ days: index }).toISODate() as string)
    .flatMap((date) => referenceStarts(rules, date, minutes))
    .sort((a, b) => a - b)
}

function referenceSlots(input: ReturnType<typeof randomCase>) {
  const { rules, claims, now, from, days, timeZone, minutes } = input
  const window = referenceWindow(rules, now)
  const byDate = new Map<string, string[]>()
  for (let index = 0; index < days; index += 1) {
    byDate.set(DateTime.fromISO(from, { zone: 'UTC' }).plus({ days: index }).toISODate() as string, [])
  }
  for (const start of referenceCandidates(rules, from, days, minutes)) {
    const date = DateTime.fromMillis(start, { zone: timeZone }).toISODate() as string
    if (!byDate.has(date) || start < window.earliest || start >= window.horizon) continue
    if (referenceTaken(rules, claims, start, minutes)) continue
    byDate.get(date)?.push(new Date(start).toISOString())
  }
  return [...byDate].map(([date, starts]) => ({ date, starts }))
}

function referenceFirst({ rules, claims, now }: ReturnType<typeof randomCase>) {
  const window = referenceWindow(rules, now)
  const minutes = rules.sessionMinutes[0] as number
  const from = DateTime.fromMillis(window.earliest, { zone: 'UTC' }).toISODate() as string
  const found = referenceCandidates(rules, from, rules.bookingHorizonDays + 16, minutes).find(
    (start) => start >= window.earliest && start < window.horizon && !referenceTaken(rules, claims, start, minutes),
  )
  return found === undefined ? null : new Date(found).toISOString()
}

function referenceCheck(input: ReturnType<typeof randomCase>, start: number, minutes: number): SlotCheck {
  const { rules, claims, now } = input
  if (!rules.sessionMinutes.includes(minutes as never)) return 'lengthNotOffered'
  if (start < now.getTime()) return 'inThePast'
  const date = DateTime.fromMillis(start, { zone: 'UTC' }).toISODate() as string
  if (!referenceCandidates(rules, date, 1, minutes).includes(start)) return 'outsideHours'
  const window = referenceWindow(rules, now)
  if (start < window.earliest) return 'tooSoon'
  if (start >= window.horizon) return 'beyondHorizon'
  if (referenceTaken(rules, claims, start, minutes)) return 'taken'
  return 'open'
}

const engineSlots = (input: ReturnType<typeof randomCase>) =>
  openSlotsUntil(input).days.map(({ date, slots }) => {
    for (const slot of slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(input.minutes * minute)
    }
    return { date, starts: slots.map((slot) => slot.start) }
  })

/** The claims still live at an instant (those whose hold or proposal lapsed are free). */
const liveAt = (claims: readonly ClaimedPeriod[], instant: number) =>
  claims.filter((claim) => !claim.expiresAt || claim.expiresAt.getTime() > instant)

describe('the slot engine against a reference that asks Luxon for every time', () => {
  it('lists the same open slots on random rules, zones and claims', () => {
    const random = randomFrom(23)
    for (let run = 0; run < 120; run += 1) {
      const input = randomCase(random)
      expect(engineSlots(input), JSON.stringify(input)).toEqual(referenceSlots(input))
    }
  })

  it('names the same first open slot', () => {
    const random = randomFrom(60)
    for (let run = 0; run < 100; run += 1) {
      const input = randomCase(random)
      expect(firstOpenSlotUntil(input).start, JSON.stringify(input)).toBe(referenceFirst(input))
    }
  })

  it('gives the same reason for any time, a slot or not', () => {
    const random = randomFrom(53)
    for (let run = 0; run < 120; run += 1) {
      const input = randomCase(random)
      const listed = referenceSlots(input).flatMap((entry) => entry.starts)
      const start =
        listed.length > 0 && random.next() < 0.5
          ? Date.parse(random.pick(listed))
          : input.now.getTime() - 2 * day + random.integer(0, 16 * 24 * 4) * 15 * minute
      const minutes = random.next() < 0.9 ? input.minutes : 75
      expect(checkSlot({ ...input, start: new Date(start), minutes }), JSON.stringify({ input, start, minutes })).toBe(
        referenceCheck(input, start, minutes),
      )
    }
  })

  it('keeps each answer true by the clock alone until the instant it names', () => {
    const random = randomFrom(48)
    let later = 0
    for (let run = 0; run < 300; run += 1) {
      const input = randomCase(random)
      const slots = openSlotsUntil(input)
      const first = firstOpenSlotUntil(input)
      for (const { validUntil } of [slots, first]) {
        // Not after now: the answer may change at once (a start within an hour beyond the horizon); keep nothing.
        if (validUntil <= input.now.getTime()) continue
        // Any instant before it, the same answer (claims that lapse by then left out, as a read then would).
        const span = Math.min(validUntil, input.now.getTime() + 3 * day) - input.now.getTime()
        const instant = input.now.getTime() + Math.floor(random.next() * span)
        const then = { ...input, now: new Date(instant), claims: liveAt(input.claims, instant) }
        if (validUntil === slots.validUntil) expect(openSlotsUntil(then).days).toEqual(slots.days)
        else expect(firstOpenSlotUntil(then).start).toBe(first.start)
        if (instant > input.now.getTime() + minute) later += 1
      }
    }
    // Not a bound that says "now" every time.
    expect(later).toBeGreaterThan(300)
  })
})
