import type { AvailabilityInput, TimeRange } from '@rally/shared'
import type { SavedAvailability } from './api/queries.ts'

/** The form's values: every weekday present ("1" Monday … "7" Sunday), a day without hours an empty list. */
export type AvailabilityValues = {
  timeZone: string
  weekly: Record<WeekdayKey, TimeRange[]>
  exceptions: { date: string; ranges: TimeRange[] }[]
  sessionMinutes: number[]
  bufferMinutes: number
  minimumNoticeMinutes: number
  bookingHorizonDays: number
  published: boolean
}

export const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const
export type WeekdayKey = (typeof weekdayKeys)[number]

/** The session lengths the schema allows, offered as boxes to tick. */
export const sessionLengthOptions = [30, 45, 60, 90, 120] as const

/** Minimum notice choices, in minutes (the schema takes 0 … 14 days). */
export const noticeOptions = [0, 60, 120, 240, 720, 1440, 2880, 10080] as const

/** Hours most people start from: weekdays 9:00–17:00, hour-long sessions. */
const workingDay: TimeRange[] = [{ start: '09:00', end: '17:00' }]

/**
 * The form's first values: the saved availability, or a sensible start in the browser's zone (working
 * hours on weekdays, not yet published until the owner saves).
 */
export function availabilityValues(saved: SavedAvailability | null, browserZone: string): AvailabilityValues {
  if (!saved) {
    return {
      timeZone: browserZone,
      weekly: Object.fromEntries(weekdayKeys.map((day) => [day, Number(day) <= 5 ? [...workingDay] : []])) as Record<
        WeekdayKey,
        TimeRange[]
      >,
      exceptions: [],
      sessionMinutes: [60],
      bufferMinutes: 0,
      minimumNoticeMinutes: 720,
      bookingHorizonDays: 60,
      published: true,
    }
  }
  return {
    timeZone: saved.timeZone,
    weekly: Object.fromEntries(weekdayKeys.map((day) => [day, saved.weekly[day] ?? []])) as Record<
      WeekdayKey,
      TimeRange[]
    >,
    exceptions: saved.exceptions,
    sessionMinutes: saved.sessionMinutes,
    bufferMinutes: saved.bufferMinutes,
    minimumNoticeMinutes: saved.minimumNoticeMinutes,
    bookingHorizonDays: saved.bookingHorizonDays,
    published: saved.published,
  }
}

/** What PUT sends: the values as they are, sessions in order. */
export const availabilityInput = (values: AvailabilityValues): AvailabilityInput => ({
  ...values,
  sessionMinutes: [...values.sessionMinutes].sort((a, b) => a - b) as AvailabilityInput['sessionMinutes'],
})

/** A weekday's name in the language (ISO weekday: 1 Monday … 7 Sunday). */
export function weekdayName(day: WeekdayKey, language: string, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, Number(day))),
  )
}

/**
 * A new range after the day's last one: an hour long, an hour after it ends; or the rest of the day when
 * that would run past midnight; or 9:00–17:00 on an empty day. Never overlapping the last one.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1)
  if (!last) return { start: '09:00', end: '17:00' }
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number)
  const start = Math.ceil((hours * 60 + minutes) / 60) * 60 + 60
  if (start + 60 < 24 * 60) return { start: clock(start), end: clock(start + 60) }
  return { start: last.end, end: '23:59' }
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
