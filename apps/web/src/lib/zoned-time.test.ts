import { describe, expect, it } from 'vitest'
import {
  addDays,
  clockTime,
  countdownText,
  sameClock,
  sessionTime,
  zonedDate,
  zoneName,
  zoneOffsetMinutes,
} from './zoned-time.ts'

// 2026-03-06 23:30 UTC: Friday 18:30 in New York (EST, -5), Saturday 05:00 in Kolkata (+5:30).
const fridayEvening = '2026-03-06T23:30:00Z'

describe("instants on a zone's wall clock", () => {
  it("shows one instant in the booker's and the provider's zone, in the language's way", () => {
    expect(clockTime(fridayEvening, 'America/New_York', 'en-GB')).toBe('18:30')
    expect(clockTime(fridayEvening, 'Asia/Kolkata', 'en-GB')).toBe('05:00')
    expect(clockTime(fridayEvening, 'America/New_York', 'en-US')).toBe('6:30 PM')
    expect(zonedDate(fridayEvening, 'America/New_York')).toBe('2026-03-06')
    expect(zonedDate(fridayEvening, 'Asia/Kolkata')).toBe('2026-03-07')
  })

  it('follows daylight saving: New York moves to -4 on 8 March 2026, Kolkata and Kathmandu do not move', () => {
    expect(zoneOffsetMinutes('2026-03-07T12:00:00Z', 'America/New_York')).toBe(-300)
    expect(zoneOffsetMinutes('2026-03-09T12:00:00Z', 'America/New_York')).toBe(-240)
    expect(zoneOffsetMinutes('2026-03-09T12:00:00Z', 'Asia/Kolkata')).toBe(330)
    expect(zoneOffsetMinutes('2026-03-09T12:00:00Z', 'Asia/Kathmandu')).toBe(345)
    // London leaves summer time on 25 October 2026.
    expect(clockTime('2026-10-24T09:00:00Z', 'Europe/London', 'en-GB')).toBe('10:00')
    expect(clockTime('2026-10-26T09:00:00Z', 'Europe/London', 'en-GB')).toBe('09:00')
  })

  it('counts two zones as one clock only when their offsets agree at that instant', () => {
    expect(sameClock(fridayEvening, 'Asia/Kolkata', 'Asia/Calcutta')).toBe(true)
    expect(sameClock(fridayEvening, 'America/New_York', 'America/Toronto')).toBe(true)
    expect(sameClock(fridayEvening, 'America/New_York', 'Asia/Kolkata')).toBe(false)
    // Summer: London is UTC+1, Lisbon too; in winter both UTC; Lagos is +1 all year.
    expect(sameClock('2026-07-01T12:00:00Z', 'Europe/London', 'Africa/Lagos')).toBe(true)
    expect(sameClock('2026-12-01T12:00:00Z', 'Europe/London', 'Africa/Lagos')).toBe(false)
  })

  it("names a zone in the reader's language, not by the English place in its id", () => {
    expect(zoneName('Asia/Kolkata', 'en')).toBe('India Standard Time')
    expect(zoneName('Asia/Kolkata', 'ja')).toBe('インド標準時')
    expect(zoneName('Asia/Kolkata', 'th')).toBe('เวลาอินเดีย')
    expect(zoneName('America/New_York', 'ja')).toBe('米国東部時間')
    expect(zoneName('America/New_York', 'th', 'short')).toBe('เวลานิวยอร์ก')
    expect(zoneName('Asia/Kolkata', 'en', 'short')).toBe('India Time')
    expect(zoneName('UTC', 'de')).toBe('UTC')
  })

  it('writes a session as weekday, date and time in the language', () => {
    expect(sessionTime(fridayEvening, 'Asia/Kolkata', 'en-GB')).toBe('Sat 7 Mar, 05:00')
  })

  it('counts a hold down in minutes and seconds, never below zero', () => {
    const now = new Date('2026-12-03T10:00:00Z')
    expect(countdownText('2026-12-03T10:09:41Z', now)).toBe('9:41')
    expect(countdownText('2026-12-03T10:00:00.400Z', now)).toBe('0:01')
    expect(countdownText('2026-12-03T09:59:00Z', now)).toBe('0:00')
  })

  it('adds calendar days across a month and a daylight-saving change', () => {
    expect(addDays('2026-02-26', 7)).toBe('2026-03-05')
    expect(addDays('2026-03-05', 7)).toBe('2026-03-12')
    expect(addDays('2026-03-12', -7)).toBe('2026-03-05')
  })
})
