import { type BookingStatus, type NotificationEvent, webRoutes } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'
import type { BookingNotifier, BookingRow, ProposalRow, RescheduleNotifier } from '../bookings/booking-notifier.ts'
import type { SessionNotifier } from '../bookings/session-notifier.ts'
import type { Notice, NotificationParts, Notifier } from './notifications-service.ts'

type Executor = Database | Transaction

/** The account that owns the booked profile (null: a profile without an account), its name and language. */
export type BookedAccountLookup = (
  executor: Executor,
  booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
) => Promise<{ userId: string | null; firstName: string; language: string } | undefined>

/**
 * Where a booking's notifications lead, as its e-mails do: the booker follows their requests on "My
 * bookings"; the person booked answers them in the inbox.
 */
export const bookingLinks = { booker: webRoutes.myBookings, provider: webRoutes.inbox } as const
type Side = keyof typeof bookingLinks

/** The zone a side reads the session's time in: the person booked their own, the booker the booking's. */
function zoneOf(booking: BookingRow, side: Side): string | null {
  return side === 'provider'
    ? (booking.providerTimeZone ?? booking.timeZone)
    : (booking.timeZone ?? booking.providerTimeZone)
}

function sessionParams(name: string, startsAt: Date | null, timeZone: string | null): Record<string, string> {
  return {
    name,
    ...(startsAt && { startsAt: startsAt.toISOString() }),
    ...(timeZone && { timeZone }),
  }
}

/**
 * The booking notices (decision 075) beside the e-mails the mail module writes: the same calls, in the same
 * transaction (a new booking's in its one statement, decision 070), each telling the signed-in party it is
 * for. A guest booker gets only the e-mails, as before. The mail notifier is kept whole; these add to it.
 */
export function withBookingNotifications<Mail extends BookingNotifier & RescheduleNotifier>(
  mail: Mail,
  {
    notifier,
    parts,
    bookedAccount,
  }: { notifier: Notifier; parts: NotificationParts; bookedAccount: BookedAccountLookup },
): Mail {
  /** The provider's side: the account and the name the booker knows them by. */
  async function provider(executor: Executor, booking: BookingRow) {
    const account = await bookedAccount(executor, booking)
    const named = booking.requestedEntityName && booking.requestedEntityName !== 'Not Provided'
    return {
      userId: account?.userId ?? null,
      language: account?.language ?? 'en',
      name: named ? booking.requestedEntityName : (account?.firstName ?? ''),
    }
  }

  async function tell(
    tx: Transaction,
    side: Side,
    userId: string | null,
    event: NotificationEvent,
    params: Record<string, string>,
  ) {
    if (userId) await notifier.notify(tx, { userId, event, params, link: bookingLinks[side] } satisfies Notice)
  }

  return {
    ...mail,
    createdNotices: {
      part: mail.createdNotices.part,
      moreParts: [...(mail.createdNotices.moreParts ?? []), ...parts.parts],
      async compose(executor, booking) {
        const [emails, side] = await Promise.all([
          mail.createdNotices.compose(executor, booking),
          provider(executor, booking),
        ])
        const notices =
          side.userId && side.userId !== booking.userId
            ? [
                {
                  userId: side.userId,
                  event: 'booking_requested' as const,
                  params: sessionParams(booking.name, booking.preferredAt, zoneOf(booking, 'provider')),
                  link: bookingLinks.provider,
                  language: side.language,
                },
              ]
            : []
        const ours = parts.compose(executor, notices)
        return {
          values: { ...emails.values, ...ours.values },
          written() {
            emails.written()
            ours.written()
          },
        }
      },
    },

    async bookingStatusChanged(tx: Transaction, booking: BookingRow, from: BookingStatus, to: BookingStatus) {
      await mail.bookingStatusChanged(tx, booking, from, to)
      if (from === to || (to !== 'accepted' && to !== 'declined')) return
      const side = await provider(tx, booking)
      await tell(
        tx,
        'booker',
        booking.userId,
        to === 'accepted' ? 'booking_accepted' : 'booking_declined',
        sessionParams(side.name, booking.preferredAt, zoneOf(booking, 'booker')),
      )
    },

    async rescheduleProposed(tx: Transaction, booking: BookingRow, proposal: ProposalRow) {
      await mail.rescheduleProposed(tx, booking, proposal)
      // To the other party of the one who proposed, at the proposed time.
      await tellOfProposal(tx, booking, proposal, 'other', 'reschedule_proposed', proposal.startsAt)
    },

    async rescheduleDeclined(tx: Transaction, booking: BookingRow, proposal: ProposalRow) {
      await mail.rescheduleDeclined(tx, booking, proposal)
      // To the one who proposed: the session stays at its time.
      await tellOfProposal(tx, booking, proposal, 'proposer', 'reschedule_declined', booking.preferredAt)
    },

    async bookingRescheduled(tx: Transaction, booking: BookingRow, previousStart: Date, proposal?: ProposalRow) {
      await mail.bookingRescheduled(tx, booking, previousStart, proposal)
      // To the one who proposed, at the session's new time.
      if (proposal) await tellOfProposal(tx, booking, proposal, 'proposer', 'reschedule_accepted', booking.preferredAt)
    },
  }

  /**
   * A reschedule's notice to the one who proposed it or to the other party, naming the party they deal with,
   * at `startsAt` in the recipient's zone.
   */
  async function tellOfProposal(
    tx: Transaction,
    booking: BookingRow,
    proposal: ProposalRow,
    to: 'proposer' | 'other',
    event: 'reschedule_proposed' | 'reschedule_declined' | 'reschedule_accepted',
    startsAt: Date | null,
  ) {
    const side = await provider(tx, booking)
    const toBooker = (proposal.proposedBy === 'booker') === (to === 'proposer')
    await tell(
      tx,
      toBooker ? 'booker' : 'provider',
      toBooker ? booking.userId : side.userId,
      event,
      sessionParams(toBooker ? side.name : booking.name, startsAt, zoneOf(booking, toBooker ? 'booker' : 'provider')),
    )
  }
}

/** The session reminders beside the e-mails: both parties, each with the other's name. */
export function withSessionNotifications<Mail extends Pick<SessionNotifier, 'sessionReminder'>>(
  mail: Mail,
  { notifier, bookedAccount }: { notifier: Notifier; bookedAccount: BookedAccountLookup },
): Mail {
  return {
    ...mail,
    async sessionReminder(tx: Transaction, booking: BookingRow, leadMinutes: number) {
      await mail.sessionReminder(tx, booking, leadMinutes)
      const account = await bookedAccount(tx, booking)
      const named = booking.requestedEntityName && booking.requestedEntityName !== 'Not Provided'
      const providerName = named ? booking.requestedEntityName : (account?.firstName ?? '')
      if (booking.userId) {
        await notifier.notify(tx, {
          userId: booking.userId,
          event: 'session_reminder',
          params: sessionParams(providerName, booking.preferredAt, zoneOf(booking, 'booker')),
          link: bookingLinks.booker,
        })
      }
      if (account?.userId && account.userId !== booking.userId) {
        await notifier.notify(tx, {
          userId: account.userId,
          event: 'session_reminder',
          params: sessionParams(booking.name, booking.preferredAt, zoneOf(booking, 'provider')),
          link: bookingLinks.provider,
        })
      }
    },
  }
}

/**
 * Whether the unread-message digest may be e-mailed to a person (their `message_received` e-mail choice), and
 * the digest's one-click opt-out: for the conversations' `digestAllowed` and the digest's List-Unsubscribe.
 */
export function messageDigestChoices(
  notifier: Notifier,
  unsubscribeUrl: (userId: string, event: NotificationEvent) => string,
) {
  return {
    digestAllowed: (tx: Executor, userId: string) => notifier.allows(tx, userId, 'message_received', 'email'),
    digestUnsubscribeUrl: (userId: string) => unsubscribeUrl(userId, 'message_received'),
  }
}

/**
 * The conversations' notice of a new run of unread messages (their `MessageNotifier`): the recipient's
 * `message_received` notice as parts of the message's one statement, naming the sender as the recipient sees them;
 * and the notices of a conversation read to its end marked read.
 */
export function messageNotifier(
  parts: NotificationParts,
  conversationRead: (tx: Transaction, userId: string, conversationId: string) => Promise<void>,
) {
  return {
    parts: parts.partsWhen,
    conversationRead,
    compose(
      executor: Executor,
      notice: { recipientId: string; senderName: string; conversationId: string; language: string } | undefined,
    ) {
      return parts.compose(
        executor,
        notice
          ? [
              {
                userId: notice.recipientId,
                event: 'message_received' as const,
                params: { name: notice.senderName, conversationId: notice.conversationId },
                link: `/messages/${encodeURIComponent(notice.conversationId)}`,
                language: notice.language,
                about: notice.conversationId,
              },
            ]
          : [],
      )
    },
  }
}
