import { availabilityInputSchema } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { availabilityInput, availabilityValues, nextRange, weekdayName } from './availability-rules.ts'

const saved = {
  timeZone: 'Asia/Kolkata',
  weekly: { '6': [{ start: '07:00', end: '11:00' }] },
  exceptions: [{ date: '2026-12-25', ranges: [] }],
  sessionMinutes: [90, 60] as (30 | 45 | 60 | 90 | 120)[],
  bufferMinutes: 15,
  minimumNoticeMinutes: 120,
  bookingHorizonDays: 30,
  published: false,
  updatedAt: '2026-11-28T10:00:00.000Z',
}

describe('the availability form', () => {
  it('starts a new provider on weekday working hours in their browser’s zone, which the schema accepts', () => {
    const values = availabilityValues(null, 'America/New_York')
    expect(values.timeZone).toBe('America/New_York')
    expect(values.weekly['1']).toEqual([{ start: '09:00', end: '17:00' }])
    expect(values.weekly['6']).toEqual([])
    expect(availabilityInputSchema.safeParse(availabilityInput(values)).success).toBe(true)
  })

  it('shows every weekday of a saved availability, a day the server left out as one without hours', () => {
    const values = availabilityValues(saved, 'America/New_York')
    expect(values.timeZone).toBe('Asia/Kolkata')
    expect(values.weekly['6']).toEqual([{ start: '07:00', end: '11:00' }])
    expect(values.weekly['1']).toEqual([])
    expect(Object.keys(values.weekly)).toHaveLength(7)
    expect(values.published).toBe(false)
    expect(availabilityInput(values).sessionMinutes).toEqual([60, 90])
  })

  it('adds a range an hour after the day’s last one, or a working day on an empty day', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' })
    expect(nextRange([{ start: '07:00', end: '11:00' }])).toEqual({ start: '12:00', end: '13:00' })
    expect(nextRange([{ start: '07:00', end: '11:30' }])).toEqual({ start: '13:00', end: '14:00' })
    expect(nextRange([{ start: '20:00', end: '22:30' }])).toEqual({ start: '22:30', end: '23:59' })
  })

  it('names the ISO weekdays in the reader’s language', () => {
    expect(weekdayName('1', 'en')).toBe('Monday')
    expect(weekdayName('7', 'en')).toBe('Sunday')
    expect(weekdayName('6', 'th')).toBe('วันเสาร์')
  })
})
