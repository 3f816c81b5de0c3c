import { describe, expect, it } from 'vitest'
import { createIcs } from './ics.ts'

const event = {
  uid: 'booking-0b7f5a8e@rally',
  stamp: new Date('2026-11-21T06:08:07.123Z'),
  start: new Date('2026-12-05T13:00:00.000Z'),
  end: new Date('2026-12-05T13:45:00.000Z'),
  summary: 'Rally session with Ravi Rao; coach, Bengaluru',
  description: 'Join: https://meet.jit.si/Rally-abc\nBack\\slash',
  location: 'https://meet.jit.si/Rally-abc',
  url: 'https://meet.jit.si/Rally-abc',
  status: 'CONFIRMED' as const,
  sequence: 1,
}

describe('iCalendar invitation', () => {
  it('writes a VEVENT in UTC with CRLF line ends and escaped text', () => {
    const ics = createIcs(event)
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rally//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:booking-0b7f5a8e@rally',
      'DTSTAMP:20261121T060807Z',
      'DTSTART:20261205T130000Z',
      'DTEND:20261205T134500Z',
      'SEQUENCE:1',
      'STATUS:CONFIRMED',
      'SUMMARY:Rally session with Ravi Rao\\; coach\\, Bengaluru',
      'DESCRIPTION:Join: https://meet.jit.si/Rally-abc\\nBack\\\\slash',
      'LOCATION:https://meet.jit.si/Rally-abc',
      'URL:https://meet.jit.si/Rally-abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const summary = `セッション ${'ラリー'.repeat(20)} — Ravi`
    const ics = createIcs({ ...event, summary })
    const lines = ics.split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'))
    expect(lines[start + 1]?.startsWith(' ')).toBe(true)
    expect(Buffer.from(ics).toString('utf8')).not.toContain('\uFFFD')
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:${summary}\r\n`)
  })
})
