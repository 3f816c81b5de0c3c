import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { checkSlot, firstOpenSlot, openSlots, type ScheduleRules } from './slot-engine.ts'

const everyDay = (start: string, end: string) =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start, end }]]))

const rules = (overrides: Partial<ScheduleRules>): ScheduleRules => ({
  timeZone: 'Asia/Kolkata',
  weekly: everyDay('10:00', '11:00'),
  exceptions: [],
  sessionMinutes: [60],
  bufferMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 60,
  ...overrides,
})

const starts = (days: { date: string; slots: { start: string }[] }[]) =>
  Object.fromEntries(days.map((day) => [day.date, day.slots.map((slot) => slot.start)]))
const wallClock = (instant: string, zone: string) => DateTime.fromISO(instant, { zone }).toFormat('yyyy-MM-dd HH:mm')

describe('the slot engine across daylight saving and odd offsets', () => {
  it('groups a Kolkata coach’s mornings by a New York booker’s dates across 8 March 2026', () => {
    // Kolkata keeps +05:30; New York moves from -05:00 to -04:00 at 07:00Z on 8 March.
    const days = openSlots({
      rules: rules({}),
      claims: [],
      now: new Date('2026-03-01T00:00:00Z'),
      from: '2026-03-07',
      days: 3,
      timeZone: 'America/New_York',
      minutes: 60,
    })
    expect(starts(days)).toEqual({
      // Kolkata's Sunday 10:00 is 04:30Z, still Saturday 23:30 in New York (standard time).
      '2026-03-07': ['2026-03-08T04:30:00.000Z'],
      // Kolkata's Monday 10:00 is 04:30Z too, but New York is on daylight time by then: Monday 00:30.
      '2026-03-08': [],
      '2026-03-09': ['2026-03-09T04:30:00.000Z'],
    })
    expect(wallClock('2026-03-08T04:30:00.000Z', 'America/New_York')).toBe('2026-03-07 23:30')
    expect(wallClock('2026-03-09T04:30:00.000Z', 'America/New_York')).toBe('2026-03-09 00:30')
    expect(wallClock('2026-03-09T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-03-09 10:00')
  })

  it('gives a New York provider’s night of 8 March 2026 only its real hours', () => {
    // 01:00–04:00 on the wall clock is two real hours: 02:00–03:00 does not happen.
    const days = openSlots({
      rules: rules({ timeZone: 'America/New_York', weekly: everyDay('01:00', '04:00') }),
      claims: [],
      now: new Date('2026-03-01T00:00:00Z'),
      from: '2026-03-08',
      days: 1,
      timeZone: 'America/New_York',
      minutes: 60,
    })
    expect(starts(days)).toEqual({ '2026-03-08': ['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z'] })
    expect(wallClock('2026-03-08T07:00:00.000Z', 'America/New_York')).toBe('2026-03-08 03:00')
  })

  it('shows a London booker both 01:00s of 25 October 2026, and a Kolkata coach at the same instants', () => {
    const london = openSlots({
      rules: rules({ timeZone: 'Europe/London', weekly: everyDay('00:00', '03:00') }),
      claims: [],
      now: new Date('2026-10-01T00:00:00Z'),
      from: '2026-10-25',
      days: 1,
      timeZone: 'Europe/London',
      minutes: 60,
    })
    // 00:00–03:00 is four real hours the night summer time ends (01:00 BST, then 01:00 GMT).
    expect(starts(london)).toEqual({
      '2026-10-25': [
        '2026-10-24T23:00:00.000Z',
        '2026-10-25T00:00:00.000Z',
        '2026-10-25T01:00:00.000Z',
        '2026-10-25T02:00:00.000Z',
      ],
    })
    const kolkata = openSlots({
      rules: rules({ weekly: everyDay('18:00', '19:00') }),
      claims: [],
      now: new Date('2026-10-01T00:00:00Z'),
      from: '2026-10-24',
      days: 2,
      timeZone: 'Europe/London',
      minutes: 60,
    })
    expect(starts(kolkata)).toEqual({
      '2026-10-24': ['2026-10-24T12:30:00.000Z'],
      '2026-10-25': ['2026-10-25T12:30:00.000Z'],
    })
    // The same coach hour is 13:30 in London on Saturday and 12:30 on Sunday.
    expect(wallClock('2026-10-24T12:30:00.000Z', 'Europe/London')).toBe('2026-10-24 13:30')
    expect(wallClock('2026-10-25T12:30:00.000Z', 'Europe/London')).toBe('2026-10-25 12:30')
  })

  it('places a Kathmandu coach’s hours at +05:45', () => {
    const days = openSlots({
      rules: rules({ timeZone: 'Asia/Kathmandu', weekly: everyDay('09:00', '11:00') }),
      claims: [],
      now: new Date('2026-12-01T00:00:00Z'),
      from: '2026-12-05',
      days: 1,
      timeZone: 'Asia/Kathmandu',
      minutes: 60,
    })
    expect(starts(days)).toEqual({ '2026-12-05': ['2026-12-05T03:15:00.000Z', '2026-12-05T04:15:00.000Z'] })
    expect(
      checkSlot({
        rules: rules({ timeZone: 'Asia/Kathmandu', weekly: everyDay('09:00', '11:00') }),
        claims: [],
        now: new Date('2026-12-01T00:00:00Z'),
        start: new Date('2026-12-05T03:30:00Z'),
        minutes: 60,
      }),
    ).toBe('outsideHours')
  })
})

describe('the slot engine’s rules', () => {
  const week = rules({
    weekly: everyDay('09:00', '13:00'),
    sessionMinutes: [60, 90],
    bufferMinutes: 30,
    minimumNoticeMinutes: 24 * 60,
    bookingHorizonDays: 3,
  })
  const now = new Date('2026-12-01T03:30:00Z') // 09:00 in Kolkata on Tuesday

  it('spaces sessions by the buffer, keeps the notice and the horizon, and keeps claims and their buffer free', () => {
    // 09:00, 10:30 and 12:00 (60 minutes and 30 between); Tuesday is within the day's notice.
    const claims = [{ start: new Date('2026-12-03T04:45:00Z'), end: new Date('2026-12-03T06:15:00Z') }]
    const days = openSlots({
      rules: week,
      claims,
      now,
      from: '2026-12-01',
      days: 4,
      timeZone: 'Asia/Kolkata',
      minutes: 60,
    })
    expect(starts(days)).toEqual({
      '2026-12-01': [],
      '2026-12-02': ['2026-12-02T03:30:00.000Z', '2026-12-02T05:00:00.000Z', '2026-12-02T06:30:00.000Z'],
      // A claim from 10:15 to 11:45 (its buffer included) takes 10:30, and 09:00 with its buffer.
      '2026-12-03': ['2026-12-03T06:30:00.000Z'],
      // Three days from Tuesday 09:00 end before Friday 09:00.
      '2026-12-04': [],
    })
    expect(firstOpenSlot({ rules: week, claims, now })).toBe('2026-12-02T03:30:00.000Z')
  })

  it('names what stands in the way of a time', () => {
    const check = (start: string, minutes = 60) =>
      checkSlot({
        rules: week,
        claims: [{ start: new Date('2026-12-03T04:45:00Z'), end: new Date('2026-12-03T06:15:00Z') }],
        now,
        start: new Date(start),
        minutes,
      })
    expect(check('2026-12-02T05:00:00Z')).toBe('open')
    expect(check('2026-12-02T05:00:00Z', 45)).toBe('lengthNotOffered')
    expect(check('2026-11-30T05:00:00Z')).toBe('inThePast')
    expect(check('2026-12-02T04:00:00Z')).toBe('outsideHours')
    expect(check('2026-12-01T06:30:00Z')).toBe('tooSoon')
    expect(check('2026-12-05T03:30:00Z')).toBe('beyondHorizon')
    expect(check('2026-12-03T05:00:00Z')).toBe('taken')
    expect(check('2026-12-03T03:30:00Z')).toBe('taken')
  })

  it('lets a date exception close a day or replace its hours', () => {
    const days = openSlots({
      rules: {
        ...week,
        exceptions: [
          { date: '2026-12-02', ranges: [] },
          { date: '2026-12-03', ranges: [{ start: '15:00', end: '16:00' }] },
        ],
      },
      claims: [],
      now,
      from: '2026-12-02',
      days: 2,
      timeZone: 'Asia/Kolkata',
      minutes: 60,
    })
    expect(starts(days)).toEqual({ '2026-12-02': [], '2026-12-03': ['2026-12-03T09:30:00.000Z'] })
    expect(firstOpenSlot({ rules: { ...week, weekly: {} }, claims: [], now })).toBeNull()
  })
})
