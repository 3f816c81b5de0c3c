import { notProvided, webRoutes } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { BookedPersonLookup, BookerAccountLookup, BookingRow } from '../bookings/booking-notifier.ts'
import type { BookingParty, NoShowRow, SessionNotifier } from '../bookings/session-notifier.ts'
import type { EmailChoices } from './booking-emails.ts'
import { type DetailRow, renderEmail } from './email-layout.ts'
import { type EmailTexts, emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'
import { type SessionTexts, sessionTextsFor } from './session-texts.ts'
import { isTimeZone, momentIn } from './session-time.ts'

/** One side of a booking as an e-mail reads it: where it goes, in which words, and whom it speaks of. */
type Recipient = {
  to: string
  language: string
  texts: EmailTexts
  session: SessionTexts
  greeting: string
  /** The other party, as this side knows them. */
  otherName: string
  /** The zones the session's time is shown in, the reader's own first. */
  zones: string[]
  pageUrl: string
  /** The reader's account (null: a guest booker, or a profile without one). */
  userId: string | null
}

/**
 * The e-mails around a session: reminders before it, a no-show's report, dispute and decision after it,
 * each to the side concerned in their own language, with the time in their own zone (the booker's zone as
 * they booked; the provider's schedule zone when the booking carries it, else the booker's and UTC). They
 * name people as the booking e-mails do (decision 032): a guest booker by the booking's reference.
 */
export function createSessionNotifier({
  outbox,
  bookedPerson,
  bookerAccount,
  publicUrl,
  emailChoices,
}: {
  outbox: OutboxWriter
  bookedPerson: BookedPersonLookup
  bookerAccount: BookerAccountLookup
  publicUrl: string
  /** Whether a signed-in person still wants the reminders by e-mail, and their opt-out (decision 075); a guest always gets them. */
  emailChoices?: EmailChoices
}): SessionNotifier {
  const siteUrl = publicUrl.replace(/\/+$/, '')

  async function recipient(tx: Transaction, booking: BookingRow, side: BookingParty): Promise<Recipient | undefined> {
    const account = booking.userId ? await bookerAccount(tx, booking.userId) : undefined
    const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : ''
    if (side === 'booker') {
      const language = emailLanguage(booking.language)
      const texts = textsFor(language)
      const ownsAddress = account !== undefined && account.email.toLowerCase() === booking.email.toLowerCase()
      return {
        to: booking.email,
        language,
        texts,
        session: sessionTextsFor(language),
        greeting: ownsAddress && accountName ? fillText(texts.greeting, { name: accountName }) : texts.greetingGuest,
        otherName: booking.requestedEntityName === notProvided ? texts.notProvided : booking.requestedEntityName,
        zones: [booking.timeZone ?? 'UTC'],
        pageUrl: `${siteUrl}${webRoutes.myBookings}`,
        userId: booking.userId,
      }
    }
    const person = await bookedPerson(tx, booking)
    if (!person) return undefined
    const language = emailLanguage(person.language)
    const texts = textsFor(language)
    const providerZone = providerTimeZoneOf(booking)
    return {
      to: person.email,
      language,
      texts,
      session: sessionTextsFor(language),
      greeting: fillText(texts.greeting, { name: person.firstName }),
      otherName: accountName || fillText(texts.guestBooker, { reference: reference(booking) }),
      zones: providerZone ? [providerZone] : [booking.timeZone ?? 'UTC', 'UTC'],
      pageUrl: `${siteUrl}${webRoutes.inbox}`,
      userId: person.userId ?? null,
    }
  }

  function rows(reader: Recipient, booking: BookingRow, extra: DetailRow[] = []): DetailRow[] {
    const { texts } = reader
    return [
      { label: texts.with, values: [reader.otherName] },
      { label: texts.when, values: when(booking, reader.zones, reader.language) },
      { label: texts.videoCall, values: meetingUrlOf(booking) ? [meetingUrlOf(booking) as string] : [] },
      ...extra,
      { label: texts.reference, values: [reference(booking)] },
    ]
  }

  async function send(
    tx: Transaction,
    reader: Recipient,
    booking: BookingRow,
    parts: { subject: string; intro: string; rows?: DetailRow[]; withCall?: boolean; unsubscribeUrl?: string },
  ) {
    const meetingUrl = parts.withCall ? meetingUrlOf(booking) : undefined
    const { text, html } = renderEmail({
      language: reader.language,
      subject: parts.subject,
      greeting: reader.greeting,
      intro: parts.intro,
      ...(meetingUrl && { call: { label: reader.texts.joinCall, url: meetingUrl } }),
      detailsTitle: reader.texts.details,
      rows: rows(reader, booking, parts.rows),
      link: { label: reader.texts.viewBookings, url: reader.pageUrl },
      footer: reader.texts.footer,
      colon: reader.texts.colon,
    })
    await outbox.enqueue(tx, {
      to: reader.to,
      subject: parts.subject,
      text,
      html,
      attachments: [],
      ...(parts.unsubscribeUrl && { unsubscribeUrl: parts.unsubscribeUrl }),
    })
  }

  const filled = (reader: Recipient, template: string, booking: BookingRow) =>
    fillText(template, { name: reader.otherName, reference: reference(booking) })

  const other = (side: BookingParty): BookingParty => (side === 'booker' ? 'provider' : 'booker')

  return {
    async sessionReminder(tx, booking, leadMinutes) {
      const lead = leadMinutes === 60 ? 60 : 1440
      for (const side of ['booker', 'provider'] as const) {
        const reader = await recipient(tx, booking, side)
        if (!reader) continue
        const userId = side === 'booker' ? booking.userId : reader.userId
        if (emailChoices && userId && !(await emailChoices.allowed(tx, userId, 'session_reminder'))) continue
        await send(tx, reader, booking, {
          subject: filled(reader, reader.session.reminderSubject[lead], booking),
          intro: filled(reader, reader.session.reminderIntro[lead], booking),
          withCall: true,
          ...(emailChoices && userId && { unsubscribeUrl: emailChoices.unsubscribeUrl(userId, 'session_reminder') }),
        })
      }
    },

    async noShowReported(tx, booking, report) {
      const reader = await recipient(tx, booking, report.absent)
      if (!reader) return
      await send(tx, reader, booking, {
        subject: filled(reader, reader.session.noShowReportedSubject, booking),
        intro: filled(reader, reader.session.noShowReportedIntro, booking),
        rows: noteRows(reader, report),
      })
    },

    async noShowDisputed(tx, booking, report) {
      const reader = await recipient(tx, booking, other(report.absent))
      if (!reader) return
      await send(tx, reader, booking, {
        subject: filled(reader, reader.session.noShowDisputedSubject, booking),
        intro: filled(reader, reader.session.noShowDisputedIntro, booking),
        rows: noteRows(reader, report),
      })
    },

    async noShowDecided(tx, booking, report, refunded) {
      const upheld = report.status === 'upheld'
      for (const side of ['booker', 'provider'] as const) {
        const reader = await recipient(tx, booking, side)
        if (!reader) continue
        const { session } = reader
        const sentences = [filled(reader, upheld ? session.noShowUpheldIntro : session.noShowRejectedIntro, booking)]
        if (refunded) sentences.push(session.noShowRefunded)
        await send(tx, reader, booking, {
          subject: filled(reader, upheld ? session.noShowUpheldSubject : session.noShowRejectedSubject, booking),
          intro: sentences.join(/^(zh|ja)$/.test(reader.language) ? '' : ' '),
          rows: [{ label: reader.texts.upi.reason, values: report.decisionReason ? [report.decisionReason] : [] }],
        })
      }
    },
  }
}

/** The words the parties wrote with a report and a dispute. */
function noteRows(reader: Recipient, report: NoShowRow): DetailRow[] {
  return [
    { label: reader.session.reportNote, values: report.note ? [report.note] : [] },
    { label: reader.session.disputeNote, values: report.disputeNote ? [report.disputeNote] : [] },
  ]
}

/** The provider's zone, as the booking keeps it from their schedule (null for a booking made without one). */
function providerTimeZoneOf(booking: BookingRow): string | null {
  const zone = booking.providerTimeZone
  return zone && isTimeZone(zone) ? zone : null
}

function meetingUrlOf(booking: BookingRow): string | undefined {
  return booking.meetingUrl && /^https?:\/\//i.test(booking.meetingUrl) ? booking.meetingUrl : undefined
}

function reference(booking: BookingRow): string {
  return booking.id.slice(0, 8).toUpperCase()
}

function when(booking: BookingRow, zones: string[], language: string): string[] {
  return booking.preferredAt ? momentIn(booking.preferredAt, zones, language) : []
}
