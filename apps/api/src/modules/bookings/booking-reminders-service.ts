import { reminderLeadMinutes } from '@rally/shared'
import type { Database } from '../../db/client.ts'
import { claimReminder, reminderKey, sentReminderKeys, upcomingSessions } from './booking-reminders-repository.ts'
import type { BookingRow } from './bookings-repository.ts'
import type { SessionNotifier } from './session-notifier.ts'

const minute = 60_000
/** The longest lead first: 24 h, then 1 h. */
const leads = [...reminderLeadMinutes].sort((a, b) => b - a)

/**
 * Which reminder a session is due for `now`: the shortest lead whose moment has come. A session booked
 * less than a day ahead gets only the 1-hour reminder once that is due (the 24-hour one has no meaning
 * any more); one less than an hour ahead gets the 1-hour one at once.
 */
export function dueLead(startsAt: Date, now: Date): number | undefined {
  const minutesAhead = (startsAt.getTime() - now.getTime()) / minute
  if (minutesAhead <= 0) return undefined
  return leads.filter((lead) => minutesAhead <= lead).at(-1)
}

/** The invitation's sequence of a booking: a rescheduled session has a higher one, so it is reminded anew. */
export function sequenceOf(booking: BookingRow): number {
  return booking.sequence
}

/**
 * Reminders before accepted sessions, 24 hours and 1 hour ahead, to both sides: the scheduler runs
 * `sendDue` every minute in one process at a time, and any number of runs, in any number of processes,
 * before or after a restart, send each reminder once (a `booking_reminders` row per booking, lead and
 * sequence, in the transaction of its e-mails). A run that was down when one was due sends it late,
 * while the session has not begun.
 */
export function createBookingRemindersService({
  db,
  notifier,
  clock = () => new Date(),
  batchSize = 200,
}: {
  db: Database
  notifier: Pick<SessionNotifier, 'sessionReminder'>
  clock?: () => Date
  batchSize?: number
}) {
  return {
    /** Sends the reminders due now; returns how many sessions were reminded. */
    async sendDue(): Promise<number> {
      const now = clock()
      const longest = leads[0] ?? 0
      const sessions = await upcomingSessions(db, now, new Date(now.getTime() + longest * minute), batchSize)
      const sent = await sentReminderKeys(
        db,
        sessions.map((booking) => booking.id),
      )
      let reminded = 0
      for (const booking of sessions) {
        const leadMinutes = booking.preferredAt ? dueLead(booking.preferredAt, now) : undefined
        const sequence = sequenceOf(booking)
        if (!leadMinutes || !booking.preferredAt || sent.has(reminderKey(booking.id, leadMinutes, sequence))) continue
        const startsAt = booking.preferredAt
        const claimed = await db.transaction(async (tx) => {
          if (!(await claimReminder(tx, { bookingId: booking.id, leadMinutes, sequence, startsAt }))) return false
          await notifier.sessionReminder(tx, booking, leadMinutes)
          return true
        })
        if (claimed) reminded += 1
      }
      return reminded
    },
  }
}

export type BookingRemindersService = ReturnType<typeof createBookingRemindersService>
