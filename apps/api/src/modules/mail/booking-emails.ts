import {
  type BookingStatus,
  formatMinorAmount,
  formatMoney,
  majorAmount,
  type NotificationEvent,
  notProvided,
  onlinePaymentCurrency,
  pathTo,
  storedMoney,
  webRoutes,
} from '@rally/shared'
import type { BookingLinkSigner } from '../../core/booking-links.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type {
  BookedPersonLookup,
  BookerAccount,
  BookerAccountLookup,
  BookingNotifier,
  BookingRow,
  ProposalRow,
  RescheduleNotifier,
} from '../bookings/booking-notifier.ts'
import { type DetailRow, renderEmail } from './email-layout.ts'
import { type EmailTexts, emailLanguage, fillText, textsFor } from './email-texts.ts'
import { type CalendarMethod, createIcs } from './ics.ts'
import type { OutboxMessage, OutboxWriter } from './outbox.ts'
import { momentIn } from './session-time.ts'

/** What a booker hears about after their request: the booking's new status, or a refund. */
export type BookingNotice = Exclude<BookingStatus, 'pending'> | 'refunded'

export interface BookingEmailNotifier extends BookingNotifier, RescheduleNotifier {
  /** The notices of a new booking written on their own, inside the transaction that wrote it. */
  bookingCreated(tx: Transaction, booking: BookingRow): Promise<void>
  /** Writes the notices of a change, inside the transaction that changed the booking. */
  bookingStatusChanged(
    tx: Transaction,
    booking: BookingRow,
    from: BookingStatus,
    to: BookingStatus | 'refunded',
  ): Promise<void>
  /** An operator confirmed the UPI payment the booker reported: the amount as recorded, in their language. */
  upiPaymentConfirmed(tx: Transaction, booking: BookingRow, paid: PaidAmount): Promise<void>
  /** An operator could not confirm it: the booking waits for payment again, with the operator's reason. */
  upiPaymentRejected(tx: Transaction, booking: BookingRow, reported: PaidAmount, reason: string): Promise<void>
}

/** An amount as the database keeps it: minor units and a currency. */
export type PaidAmount = { amountMinor: number; currency: string }

/** Who reads an e-mail: their language, and the page that lists their side of the booking. */
type Reader = { language: string; texts: EmailTexts; bookingsUrl: string }
type CalendarStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'

const noticeTexts = {
  accepted: { subject: 'subjectAccepted', intro: 'introAccepted' },
  declined: { subject: 'subjectDeclined', intro: 'introDeclined' },
  cancelled: { subject: 'subjectCancelled', intro: 'introCancelled' },
  completed: { subject: 'subjectCompleted', intro: 'introCompleted' },
  refunded: { subject: 'subjectRefunded', intro: 'introRefunded' },
} as const satisfies Record<BookingNotice, { subject: keyof EmailTexts; intro: keyof EmailTexts }>

// A calendar that kept an earlier copy of the event replaces it with a later sequence (same UID). The
// booking's own sequence goes up by one at each accepted reschedule and the status only moves forward,
// so their sum only grows (decision 055).
const calendarSequence: Record<CalendarStatus, number> = { TENTATIVE: 0, CONFIRMED: 1, CANCELLED: 2 }

/** The invitation that matches a booking's status now. */
function calendarStatusOf(booking: BookingRow): CalendarStatus {
  if (booking.status === 'accepted' || booking.status === 'completed') return 'CONFIRMED'
  return booking.status === 'pending' ? 'TENTATIVE' : 'CANCELLED'
}

/**
 * The booking e-mails, written to the outbox in the booking's own transaction.
 * A new booking: one to the booker in their language, one to the person booked
 * in theirs (the language of the user who owns their record). A change: a
 * notice to the booker; the person booked also hears of a cancellation and,
 * for a specialist session, of its acceptance with the video-call link. A
 * specialist session carries an .ics invitation (tentative, confirmed, cancelled).
 *
 * They say only what Rally knows (decision 032): the name and fee of the person booked are the
 * server's, no subject carries words someone else typed, and an e-mail to the booker's address greets
 * them by name only when that address is their signed-in account's: anyone may type any address into
 * the form. The person booked reads a guest's words in the inbox on Rally, not in an e-mail: a guest is
 * named by the booking's reference, a signed-in booker by their account's name.
 */
/**
 * A signed-in person's choices of e-mail (decision 075): whether they want an event's e-mail (the
 * notifications' `allows(tx, userId, event, 'email')`), and the signed one-click address that turns it off.
 */
export type EmailChoices = {
  allowed(tx: Transaction, userId: string, event: NotificationEvent): Promise<boolean>
  unsubscribeUrl(userId: string, event: NotificationEvent): string
}

/** The notification event of each reschedule notice (a withdrawal has none: it is always sent). */
const noticeEvents: Record<'Proposed' | 'Declined' | 'Withdrawn', NotificationEvent | undefined> = {
  Proposed: 'reschedule_proposed',
  Declined: 'reschedule_declined',
  Withdrawn: undefined,
}

export function createBookingNotifier({
  outbox,
  bookedPerson,
  bookerAccount,
  bookingLinks,
  publicUrl,
  organizer,
  emailChoices,
  clock = () => new Date(),
}: {
  outbox: OutboxWriter
  /** Where the person booked is written to, and in which language. */
  bookedPerson: BookedPersonLookup
  /** A signed-in booker's account: its address and name. */
  bookerAccount: BookerAccountLookup
  /** Signs the payment link of a pay-later booking's e-mail. */
  bookingLinks: BookingLinkSigner
  publicUrl: string
  /** The address an updated invitation (METHOD:REQUEST) names as its organizer. */
  organizer?: string
  /**
   * Whether a signed-in person still wants this event's e-mail (their notification settings, decision 075);
   * a guest always gets it. Unset: everyone does.
   */
  emailChoices?: EmailChoices
  clock?: () => Date
}): BookingEmailNotifier {
  /** Whether the e-mail of `event` goes to this account (none: a guest, who always gets it). */
  const wants = async (tx: Transaction, userId: string | null | undefined, event: NotificationEvent | undefined) =>
    !emailChoices || !userId || !event || (await emailChoices.allowed(tx, userId, event))
  /** The opt-out of an e-mail a person may turn off (none for a guest, or an e-mail always sent). */
  const optOut = (userId: string | null | undefined, event: NotificationEvent | undefined) =>
    emailChoices && userId && event ? { unsubscribeUrl: emailChoices.unsubscribeUrl(userId, event) } : {}
  const siteUrl = publicUrl.replace(/\/+$/, '')
  // The booker follows their requests on "My bookings"; the person booked answers them in the inbox.
  const bookerReader = (language: string | null | undefined) => readerFor(language, `${siteUrl}${webRoutes.myBookings}`)
  const bookedReader = (language: string | null | undefined) => readerFor(language, `${siteUrl}${webRoutes.inbox}`)

  /** What was booked, when, for how much, and where it stands. */
  function bookingRows({ language, texts }: Reader, booking: BookingRow, zones: (string | null)[]): DetailRow[] {
    const meetingUrl = meetingUrlOf(booking)
    const price = storedMoney(booking.priceMinor, booking.priceCurrency)
    return [
      { label: texts.sport, values: booking.sport ? [texts.sports[booking.sport] ?? booking.sport] : [] },
      { label: texts.when, values: when(booking, zones, language) },
      { label: texts.fee, values: [price ? formatMoney(price, language) : texts.notProvided] },
      { label: texts.status, values: [texts.statuses[booking.status]] },
      { label: texts.payment, values: [texts.payments[booking.paymentStatus]] },
      { label: texts.videoCall, values: meetingUrl ? [meetingUrl] : [] },
      { label: texts.reference, values: [reference(booking)] },
    ]
  }

  /** The booker's view: whom they booked, in their own time zone. */
  function bookerRows(reader: Reader, booking: BookingRow): DetailRow[] {
    return [
      { label: reader.texts.with, values: [entityName(reader.texts, booking)] },
      ...bookingRows(reader, booking, [booking.timeZone]),
    ]
  }

  /**
   * The booked person's view: who booked and how to reach them. The time in their own zone (a booking from
   * a slot knows it) and the booker's; without theirs, the booker's and UTC. A signed-in booker's message is
   * shown; a guest's stays in the inbox on Rally.
   */
  function personRows(reader: Reader, booking: BookingRow, booker: Booker, withMessage: boolean): DetailRow[] {
    const { texts } = reader
    const message = withMessage && booker.account && booking.comment ? [booking.comment] : []
    return [
      { label: texts.bookedBy, values: [bookerName(texts, booking, booker)] },
      { label: texts.email, values: [booking.email] },
      { label: texts.phone, values: [[booking.countryCode, booking.phone].filter(Boolean).join(' ')] },
      { label: texts.whatsapp, values: booking.whatsappNumber ? [booking.whatsappNumber] : [] },
      { label: texts.message, values: message },
      ...bookingRows(reader, booking, providerZones(booking)),
    ]
  }

  /** A proposed time, in the reader's zones, and until when it may be answered. */
  function proposalRows(reader: Reader, proposal: ProposalRow, zones: (string | null)[]): DetailRow[] {
    return [
      ...proposedRow(reader, proposal, zones),
      {
        label: reader.texts.reschedule.answerBy,
        values: momentIn(proposal.expiresAt, zones.slice(0, 1), reader.language),
      },
    ]
  }

  /** The time a proposal named (declined or withdrawn), in the reader's zones. */
  function proposedRow(reader: Reader, proposal: ProposalRow, zones: (string | null)[]): DetailRow[] {
    return [
      { label: reader.texts.reschedule.proposedTime, values: momentIn(proposal.startsAt, zones, reader.language) },
    ]
  }

  /** Whether the booker is a signed-in account, and whether the booking's address is that account's own. */
  async function bookerOf(tx: Database | Transaction, booking: BookingRow): Promise<Booker> {
    const account = booking.userId ? await bookerAccount(tx, booking.userId) : undefined
    const ownsAddress = account !== undefined && account.email.toLowerCase() === booking.email.toLowerCase()
    return { account, ownsAddress }
  }

  /** "Hello Asha," to the owner of the address, by the account's name; "Hello," to an address anyone could type. */
  function bookerGreeting(texts: EmailTexts, booker: Booker): string {
    const name = booker.ownsAddress && booker.account ? accountName(booker.account) : ''
    return name ? fillText(texts.greeting, { name }) : texts.greetingGuest
  }

  /** The signed /payment link of a pay-later booking with a fee in rupees: it lets the payer report a UPI payment. */
  function payLink(booking: BookingRow): string | undefined {
    const price = storedMoney(booking.priceMinor, booking.priceCurrency)
    if (booking.paymentStatus !== 'pending' || !price) return undefined
    if (price.currency !== onlinePaymentCurrency) return undefined
    const path = pathTo(
      'paymentAmount',
      { amount: majorAmount(price) },
      { booking: booking.id, token: bookingLinks.sign(booking.id) },
    )
    return `${siteUrl}${path}`
  }

  /**
   * The session's calendar file, for every e-mail that names its time: a copy (PUBLISH), or after a
   * reschedule an invitation to the recipient (REQUEST) that moves the event their calendar holds.
   */
  function invitation(
    { texts, bookingsUrl }: Reader,
    booking: BookingRow,
    otherParty: string,
    status: CalendarStatus,
    request?: { attendee: string },
  ): OutboxMessage['attachments'] {
    if (!booking.preferredAt) return []
    const method: CalendarMethod = request ? 'REQUEST' : 'PUBLISH'
    const summary = fillText(texts.sessionSummary, { name: otherParty })
    const meetingUrl = status === 'CANCELLED' ? undefined : meetingUrlOf(booking)
    const ics = createIcs(
      {
        uid: `booking-${booking.id}@rally`,
        stamp: clock(),
        start: booking.preferredAt,
        end: new Date(booking.preferredAt.getTime() + booking.durationMinutes * 60_000),
        summary,
        description: [
          summary,
          meetingUrl && `${texts.joinCall}: ${meetingUrl}`,
          `${texts.viewBookings}: ${bookingsUrl}`,
        ]
          .filter(Boolean)
          .join('\n'),
        ...(meetingUrl && { location: meetingUrl, url: meetingUrl }),
        status,
        sequence: booking.sequence + calendarSequence[status],
        ...(request && organizer && { organizer, attendee: request.attendee }),
      },
      method,
    )
    return [
      { filename: 'rally-session.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics },
    ]
  }

  function compose(
    to: string,
    { language, texts, bookingsUrl }: Reader,
    parts: {
      subject: string
      greeting: string
      intro: string
      rows: DetailRow[]
      meetingUrl?: string
      /** A link to pay a pay-later booking, shown as the button when there is no video call. */
      payUrl?: string
      attachments: OutboxMessage['attachments']
      calendar?: CalendarStatus
    },
  ): OutboxMessage {
    const attached = (parts.attachments?.length ?? 0) > 0
    const note = parts.calendar === 'CANCELLED' ? texts.calendarCancelNote : texts.calendarNote
    const { text, html } = renderEmail({
      language,
      subject: parts.subject,
      greeting: parts.greeting,
      intro: parts.intro,
      ...(parts.meetingUrl
        ? { call: { label: texts.joinCall, url: parts.meetingUrl } }
        : parts.payUrl && { call: { label: texts.payByUpi, url: parts.payUrl } }),
      detailsTitle: texts.details,
      rows: parts.rows,
      ...(attached && { note }),
      link: { label: texts.viewBookings, url: bookingsUrl },
      footer: texts.footer,
      colon: texts.colon,
    })
    return { to, subject: parts.subject, text, html, attachments: parts.attachments ?? [] }
  }

  /**
   * A reschedule notice to one side of a booking, in their language with times in their zones: to the booker
   * (with the session's calendar copy), or else to the person booked. `rows` come first, then the booking's.
   */
  async function tellOneSide(
    tx: Transaction,
    booking: BookingRow,
    side: 'booker' | 'provider',
    notice: 'Proposed' | 'Declined' | 'Withdrawn',
    rows: (reader: Reader, zones: (string | null)[]) => DetailRow[],
  ) {
    const event = noticeEvents[notice]
    const who = await bookerOf(tx, booking)
    if (side === 'booker') {
      if (!(await wants(tx, booking.userId, event))) return
      const booker = bookerReader(booking.language)
      const entity = entityName(booker.texts, booking)
      const texts = booker.texts.reschedule
      await outbox.enqueue(tx, {
        ...compose(booking.email, booker, {
          subject: fillText(texts[`subject${notice}`], { name: entity }),
          greeting: bookerGreeting(booker.texts, who),
          intro: fillText(texts[`intro${notice}`], { name: entity }),
          rows: [...rows(booker, bookerZones(booking)), ...bookerRows(booker, booking)],
          attachments: invitation(booker, booking, entity, calendarStatusOf(booking)),
        }),
        ...optOut(booking.userId, event),
      })
      return
    }
    const person = await bookedPerson(tx, booking)
    if (!person || !(await wants(tx, person.userId, event))) return
    const reader = bookedReader(person.language)
    const name = bookerName(reader.texts, booking, who)
    const texts = reader.texts.reschedule
    await outbox.enqueue(tx, {
      ...compose(person.email, reader, {
        subject: fillText(texts[`subject${notice}Recipient`], { reference: reference(booking) }),
        greeting: fillText(reader.texts.greeting, { name: person.firstName }),
        intro: fillText(texts[`intro${notice}`], { name }),
        rows: [...rows(reader, providerZones(booking)), ...personRows(reader, booking, who, false)],
        attachments: [],
      }),
      ...optOut(person.userId, event),
    })
  }

  /** An operator's decision on the booker's UPI payment, with the amount as recorded and the decision's own row. */
  async function tellUpiDecision(
    tx: Transaction,
    booking: BookingRow,
    money: { amountMinor: number; currency: string },
    decision: 'Confirmed' | 'Rejected',
    /** The details: the booking's rows with the decision's own (what was paid, or why not). */
    detailRows: (texts: EmailTexts, amount: string, bookingRows: DetailRow[]) => DetailRow[],
  ) {
    const booker = bookerReader(booking.language)
    const entity = entityName(booker.texts, booking)
    const amount = formatMinorAmount(money.amountMinor, money.currency)
    await outbox.enqueue(
      tx,
      compose(booking.email, booker, {
        subject: fillText(booker.texts.upi[`subject${decision}`], { name: entity }),
        greeting: bookerGreeting(booker.texts, await bookerOf(tx, booking)),
        intro: fillText(booker.texts.upi[`intro${decision}`], { name: entity, amount }),
        rows: detailRows(booker.texts, amount, bookerRows(booker, booking)),
        attachments: invitation(booker, booking, entity, calendarStatusOf(booking)),
      }),
    )
  }

  /**
   * A new booking's notices: one to the booker in their language, one to the person booked in theirs.
   * Both go in one write: a booking's statement is a round trip, each one a wait under load.
   */
  async function createdMessages(executor: Database | Transaction, booking: BookingRow): Promise<OutboxMessage[]> {
    const booker = bookerReader(booking.language)
    const entity = entityName(booker.texts, booking)
    const who = await bookerOf(executor, booking)
    const toBooker = compose(booking.email, booker, {
      subject: fillText(booker.texts.subjectCreatedBooker, { name: entity }),
      greeting: bookerGreeting(booker.texts, who),
      intro: fillText(booker.texts.introCreatedBooker, { name: entity }),
      rows: bookerRows(booker, booking),
      meetingUrl: meetingUrlOf(booking),
      payUrl: payLink(booking),
      attachments: invitation(booker, booking, entity, 'TENTATIVE'),
    })
    const person = await bookedPerson(executor, booking)
    if (!person) return [toBooker]
    const reader = bookedReader(person.language)
    const name = bookerName(reader.texts, booking, who)
    return [
      toBooker,
      compose(person.email, reader, {
        subject: fillText(reader.texts.subjectCreatedRecipient, { reference: reference(booking) }),
        greeting: fillText(reader.texts.greeting, { name: person.firstName }),
        intro: fillText(reader.texts.introCreatedRecipient, { name }),
        rows: personRows(reader, booking, who, true),
        meetingUrl: meetingUrlOf(booking),
        attachments: invitation(reader, booking, name, 'TENTATIVE'),
      }),
    ]
  }

  return {
    createdNotices: {
      part: outbox.statementPart.sql,
      async compose(executor, booking) {
        return outbox.statementPart.values(await createdMessages(executor, booking), executor)
      },
    },

    async bookingCreated(tx, booking) {
      await outbox.enqueue(tx, ...(await createdMessages(tx, booking)))
    },

    async bookingStatusChanged(tx, booking, from, to) {
      if (to === 'pending' || to === from) return
      const calendar: CalendarStatus | undefined =
        to === 'accepted' ? 'CONFIRMED' : to === 'declined' || to === 'cancelled' ? 'CANCELLED' : undefined

      const booker = bookerReader(booking.language)
      const entity = entityName(booker.texts, booking)
      const who = await bookerOf(tx, booking)
      const { subject, intro } = noticeTexts[to]
      const sentences = [fillText(booker.texts[intro], { name: entity })]
      // A cancellation that returned the money says so in the same e-mail.
      if (to === 'cancelled' && booking.paymentStatus === 'refunded') {
        sentences.push(fillText(booker.texts.introRefunded, { name: entity }))
      }
      await outbox.enqueue(
        tx,
        compose(booking.email, booker, {
          subject: fillText(booker.texts[subject], { name: entity }),
          greeting: bookerGreeting(booker.texts, who),
          intro: sentences.join(/^(zh|ja)$/.test(booker.language) ? '' : ' '),
          rows: bookerRows(booker, booking),
          ...(to === 'accepted' && { meetingUrl: meetingUrlOf(booking) }),
          // Every e-mail to the booker that names a time carries the session's calendar file.
          attachments: invitation(booker, booking, entity, calendar ?? calendarStatusOf(booking)),
          ...(calendar && { calendar }),
        }),
      )

      // The person booked declined or completed it themselves; a cancellation may come from the booker,
      // and an accepted video session needs its link on their side too.
      const tellPerson = to === 'cancelled' || (to === 'accepted' && booking.resourceType === 'coach')
      if (!tellPerson) return
      const person = await bookedPerson(tx, booking)
      if (!person) return
      const reader = bookedReader(person.language)
      const accepted = to === 'accepted'
      const name = bookerName(reader.texts, booking, who)
      await outbox.enqueue(
        tx,
        compose(person.email, reader, {
          subject: fillText(reader.texts[accepted ? 'subjectAcceptedRecipient' : 'subjectCancelledRecipient'], {
            reference: reference(booking),
          }),
          greeting: fillText(reader.texts.greeting, { name: person.firstName }),
          intro: fillText(reader.texts[accepted ? 'introAcceptedRecipient' : 'introCancelledRecipient'], { name }),
          rows: personRows(reader, booking, who, accepted),
          ...(accepted && { meetingUrl: meetingUrlOf(booking) }),
          attachments: calendar ? invitation(reader, booking, name, calendar) : [],
          ...(calendar && { calendar }),
        }),
      )
    },

    // The proposal goes to the side that did not make it; a decline back to the proposer; a withdrawal to
    // the side that was asked.
    rescheduleProposed: (tx, booking, proposal) =>
      tellOneSide(tx, booking, otherSide(proposal.proposedBy), 'Proposed', (reader, zones) =>
        proposalRows(reader, proposal, zones),
      ),

    rescheduleDeclined: (tx, booking, proposal) =>
      tellOneSide(tx, booking, proposal.proposedBy, 'Declined', (reader, zones) =>
        proposedRow(reader, proposal, zones),
      ),

    rescheduleWithdrawn: (tx, booking, proposal) =>
      tellOneSide(tx, booking, otherSide(proposal.proposedBy), 'Withdrawn', (reader, zones) =>
        proposedRow(reader, proposal, zones),
      ),

    async bookingRescheduled(tx, booking, previousStart, proposal) {
      // The proposer hears that the other party accepted (reschedule_accepted), unless they turned it off;
      // the party who accepted gets the updated invitation of their own answer.
      const proposer = proposal?.proposedBy
      const who = await bookerOf(tx, booking)
      const status = calendarStatusOf(booking)
      const previous = (reader: Reader, zones: (string | null)[]): DetailRow[] => [
        { label: reader.texts.reschedule.previousTime, values: momentIn(previousStart, zones, reader.language) },
      ]
      const booker = bookerReader(booking.language)
      const entity = entityName(booker.texts, booking)
      const toBooker = proposer !== 'booker' || (await wants(tx, booking.userId, 'reschedule_accepted'))
      if (toBooker) {
        await outbox.enqueue(tx, {
          ...compose(booking.email, booker, {
            subject: fillText(booker.texts.reschedule.subjectMoved, { name: entity }),
            greeting: bookerGreeting(booker.texts, who),
            intro: fillText(booker.texts.reschedule.introMoved, { name: entity }),
            rows: [...bookerRows(booker, booking), ...previous(booker, bookerZones(booking))],
            meetingUrl: meetingUrlOf(booking),
            attachments: invitation(booker, booking, entity, status, { attendee: booking.email }),
          }),
          ...optOut(booking.userId, proposer === 'booker' ? 'reschedule_accepted' : undefined),
        })
      }

      const person = await bookedPerson(tx, booking)
      if (!person) return
      if (proposer === 'provider' && !(await wants(tx, person.userId, 'reschedule_accepted'))) return
      const reader = bookedReader(person.language)
      const name = bookerName(reader.texts, booking, who)
      await outbox.enqueue(tx, {
        ...compose(person.email, reader, {
          subject: fillText(reader.texts.reschedule.subjectMovedRecipient, { reference: reference(booking) }),
          greeting: fillText(reader.texts.greeting, { name: person.firstName }),
          intro: fillText(reader.texts.reschedule.introMoved, { name }),
          rows: [...personRows(reader, booking, who, false), ...previous(reader, providerZones(booking))],
          meetingUrl: meetingUrlOf(booking),
          attachments: invitation(reader, booking, name, status, { attendee: person.email }),
        }),
        ...optOut(person.userId, proposer === 'provider' ? 'reschedule_accepted' : undefined),
      })
    },

    upiPaymentConfirmed: (tx, booking, paid) =>
      tellUpiDecision(tx, booking, paid, 'Confirmed', (texts, amount, bookingRows) => [
        ...bookingRows,
        { label: texts.upi.amount, values: [amount] },
      ]),

    upiPaymentRejected: (tx, booking, reported, reason) =>
      tellUpiDecision(tx, booking, reported, 'Rejected', (texts, _amount, bookingRows) => [
        { label: texts.upi.reason, values: [reason] },
        ...bookingRows,
      ]),
  }
}

const otherSide = (side: 'booker' | 'provider') => (side === 'booker' ? 'provider' : 'booker')

/** The booker reads times in the zone they booked in. */
const bookerZones = (booking: BookingRow): (string | null)[] => [booking.timeZone]
/** The person booked reads times in their schedule's zone, then the booker's; without one, the booker's and UTC. */
const providerZones = (booking: BookingRow): (string | null)[] =>
  booking.providerTimeZone ? [booking.providerTimeZone, booking.timeZone] : [booking.timeZone, 'UTC']

/** The booker as Rally knows them: their signed-in account (if any), and whether the booking's address is its own. */
type Booker = { account: BookerAccount | undefined; ownsAddress: boolean }

const accountName = (account: BookerAccount) => `${account.firstName} ${account.lastName}`.trim()

/** The booker as the person booked reads them: a signed-in account's name, else a guest and the booking's reference. */
function bookerName(texts: EmailTexts, booking: BookingRow, booker: Booker): string {
  const name = booker.account ? accountName(booker.account) : ''
  return name || fillText(texts.guestBooker, { reference: reference(booking) })
}

function readerFor(language: string | null | undefined, bookingsUrl: string): Reader {
  const code = emailLanguage(language)
  return { language: code, texts: textsFor(code), bookingsUrl }
}

function entityName(texts: EmailTexts, booking: BookingRow): string {
  return booking.requestedEntityName === notProvided ? texts.notProvided : booking.requestedEntityName
}

/** Only a web link becomes a button or a calendar location. */
function meetingUrlOf(booking: BookingRow): string | undefined {
  return booking.meetingUrl && /^https?:\/\//i.test(booking.meetingUrl) ? booking.meetingUrl : undefined
}

/** A short reference a person can read out on the phone. */
function reference(booking: BookingRow): string {
  return booking.id.slice(0, 8).toUpperCase()
}

/** The session's moment in each zone given (unknown or repeated zones dropped), in the reader's language. */
function when(booking: BookingRow, zones: (string | null)[], language: string): string[] {
  return booking.preferredAt ? momentIn(booking.preferredAt, zones, language) : []
}
