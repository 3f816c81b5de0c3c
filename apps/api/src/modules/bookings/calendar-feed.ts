/** A session as a provider's calendar shows it: no contact details of the booker, only their first name. */
export type FeedSession = {
  id: string
  /** The booker's first name as they gave it. */
  firstName: string
  status: 'pending' | 'accepted'
  startsAt: Date
  durationMinutes: number
  sequence: number
  meetingUrl: string | null
}

/** Writes a provider's sessions as an iCalendar file, in their language (the mail module's port, wired in app.ts). */
export type SessionCalendarWriter = (sessions: FeedSession[], language: string) => string
