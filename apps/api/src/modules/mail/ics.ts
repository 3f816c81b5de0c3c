/** One event of an iCalendar file (RFC 5545), as a booked session appears in a calendar. */
export type CalendarEvent = {
  uid: string
  /** When this version of the event was written. */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description: string
  /** The meeting URL of a video session. */
  location?: string
  url?: string
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
  /** Raised each time the event changes, so a calendar replaces its older copy (same UID). */
  sequence: number
  /** An invitation (METHOD:REQUEST) names its organizer and the attendee it is sent to (RFC 5546). */
  organizer?: string
  attendee?: string
}

/** PUBLISH: a copy of the event; REQUEST: an invitation that updates the one a calendar already holds. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST'

/**
 * An iCalendar file with one VEVENT: times in UTC ("Z"), text values escaped,
 * CRLF line ends and lines folded at 75 octets, as RFC 5545 requires.
 */
export function createIcs(event: CalendarEvent, method: CalendarMethod = 'PUBLISH'): string {
  return createCalendar([event], { method })
}

/** An iCalendar file with any number of events (a subscription feed names itself for the calendar app). */
export function createCalendar(events: CalendarEvent[], options: { method: CalendarMethod; name?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rally//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped.
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer}`] : []),
    ...(event.attendee ? [`ATTENDEE;RSVP=FALSE:mailto:${event.attendee}`] : []),
    'END:VEVENT',
  ]
}

/** 2026-12-05T13:00:00.000Z → 20261205T130000Z */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 section 3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Section 3.1: a line longer than 75 octets continues on the next line after
 * CRLF and one space. Cuts fall between characters, never inside a UTF-8 sequence.
 */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}
