import { webRoutes } from '@rally/shared'
import type { FeedSession, SessionCalendarWriter } from '../bookings/calendar-feed.ts'
import { fillText, textsFor } from './email-texts.ts'
import { createCalendar } from './ics.ts'

/**
 * A provider's calendar subscription as iCalendar: one event per live session, with the same UID and
 * SEQUENCE as the invitations the e-mails carry, so a calendar holding both sees one event. The booker is
 * named by their first name only, in the provider's language; the inbox link leads to the rest.
 */
export function createSessionCalendarWriter({
  publicUrl,
  clock = () => new Date(),
}: {
  publicUrl: string
  clock?: () => Date
}): SessionCalendarWriter {
  const inboxUrl = `${publicUrl.replace(/\/+$/, '')}${webRoutes.inbox}`
  return (sessions: FeedSession[], language: string) => {
    const texts = textsFor(language)
    const stamp = clock()
    return createCalendar(
      sessions.map((session) => {
        const summary = fillText(texts.sessionSummary, { name: session.firstName || texts.notProvided })
        const meetingUrl =
          session.meetingUrl && /^https?:\/\//i.test(session.meetingUrl) ? session.meetingUrl : undefined
        const status = session.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE'
        return {
          uid: `booking-${session.id}@rally`,
          stamp,
          start: session.startsAt,
          end: new Date(session.startsAt.getTime() + session.durationMinutes * 60_000),
          summary,
          description: [summary, meetingUrl && `${texts.joinCall}: ${meetingUrl}`, `${texts.viewBookings}: ${inboxUrl}`]
            .filter(Boolean)
            .join('\n'),
          ...(meetingUrl && { location: meetingUrl, url: meetingUrl }),
          status,
          sequence: session.sequence + (status === 'CONFIRMED' ? 1 : 0),
        }
      }),
      { method: 'PUBLISH', name: 'Rally' },
    )
  }
}
