import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { beforeEach, describe, expect, it } from 'vitest'
import { createBookingLinkSigner } from '../../core/booking-links.ts'
import { bookings, mailOutbox, users } from '../../db/schema/index.ts'
import { bookablesOf } from '../../test/bookables.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'
import { useMailOutbox } from '../../test/mail-outbox.ts'
import { bookedPersonContacts, bookerAccounts } from '../bookings/booking-contacts.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { createBookingNotifier } from './booking-emails.ts'
import { createOutboxWriter } from './outbox.ts'

const publicUrl = 'https://rally.example'
const bookingLinks = createBookingLinkSigner(Buffer.alloc(32, 7))
const referenceOf = (booking: { id: string }) => booking.id.slice(0, 8).toUpperCase()
const fixture = useMailOutbox()

beforeEach(async () => {
  await fixture.db.delete(bookings)
})

function setUp() {
  const { db } = fixture
  const notifier = createBookingNotifier({
    bookedPerson: bookedPersonContacts(bookablesOf(db), createUserDirectoryRepository(db)),
    bookerAccount: bookerAccounts(createUserDirectoryRepository(db)),
    bookingLinks,
    outbox: createOutboxWriter(),
    publicUrl,
  })
  const worker = fixture.worker()
  return { db, notifier, worker }
}

const mailTo = (address: string): ParsedMail => {
  const mail = fixture.smtp.received.find((received) => received.envelope.to.includes(address))
  if (!mail) throw new Error(`no mail to ${address}; got ${fixture.smtp.received.map((m) => m.envelope.to).join(', ')}`)
  return mail.parsed
}

/** The lines of an .ics file, unfolded (RFC 5545 section 3.1), as name → value. */
function icsFields(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r\n /g, '')
  return Object.fromEntries(
    unfolded
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  )
}

describe('booking e-mails', () => {
  it('writes to a guest booker in their language and to the partner in theirs, after commit, with none of the guest’s words', async () => {
    const { db, notifier, worker } = setUp()
    const [owner] = await db
      .insert(users)
      .values({ identitySubject: 'partner-owner', email: 'owner@mail.example', language: 'ja' })
      .returning()
    const partner = await insertPartner(db, {
      firstName: 'Kenji',
      lastName: 'Sato',
      email: 'kenji@mail.example',
      userId: owner?.id,
      feeAmount: 500,
    })
    const booking = await insertBooking(db, {
      resourceId: partner.id,
      requestedEntityName: 'Kenji Sato',
      name: 'Lucía <b>García</b>',
      email: 'lucia@mail.example',
      phone: '612345678',
      countryCode: '+34',
      whatsappNumber: '612345678',
      sport: 'Tennis',
      fees: '500INR',
      comment: 'Saturdays, please & thanks',
      language: 'es',
    })

    await db.transaction((tx) => notifier.bookingCreated(tx, booking))
    expect(await worker.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })

    const reference = referenceOf(booking)
    const toBooker = mailTo('lucia@mail.example')
    expect(toBooker.subject).toBe('Solicitud de reserva recibida — Kenji Sato')
    // Anyone may type any address into the form: a guest's e-mail greets nobody by a typed name.
    expect(toBooker.text).toMatch(/^Hola:\n/)
    expect(toBooker.text).not.toContain('García')
    expect(toBooker.text).toContain(`Referencia: ${reference}`)
    expect(toBooker.text).toContain('Deporte: Tenis')
    expect(toBooker.text).toContain('Tarifa: 500 INR')
    expect(toBooker.text).toContain('Estado: Pendiente')
    // Each side's "See your bookings" opens its own list: the booker's requests, the inbox of the person booked.
    expect(toBooker.text).toContain(`Ver tus reservas: ${publicUrl}/bookings`)
    // A pay-later booking in rupees carries its signed payment link: the way to report a UPI payment.
    const payUrl = `${publicUrl}/payment/500?booking=${booking.id}&token=${bookingLinks.sign(booking.id)}`
    expect(toBooker.text).toContain(`Pagar con UPI: ${payUrl}`)
    expect(toBooker.html).toContain(`href="${payUrl.replace(/&/g, '&amp;')}"`)
    expect(toBooker.html).toContain(`href="${publicUrl}/bookings"`)
    expect(toBooker.html).not.toContain('/profile')
    expect(toBooker.attachments).toEqual([])

    const toPartner = mailTo('kenji@mail.example')
    expect(toPartner.subject).toBe(`新しい予約リクエスト — ${reference}`)
    expect(toPartner.text).toContain('Kenji 様')
    expect(toPartner.text).toContain(`ゲスト ${reference}`)
    expect(toPartner.text).toContain('メールアドレス：lucia@mail.example')
    expect(toPartner.text).toContain('電話番号：+34 612345678')
    // A guest's name and message are read in the inbox on Rally, not carried by our mail.
    expect(toPartner.text).not.toContain('García')
    expect(toPartner.text).not.toContain('Saturdays')
    expect(toPartner.text).toContain(`${publicUrl}/inbox`)
    expect(toPartner.html).toContain(`href="${publicUrl}/inbox"`)
    expect(toPartner.html).not.toContain('/profile')

    const rows = await db.select().from(mailOutbox)
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent'])
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(fixture.smtp.received).toHaveLength(2)
  })

  it('greets a signed-in booker at their own address by their account’s name, and shows the partner their message', async () => {
    const { db, notifier, worker } = setUp()
    const [booker] = await db
      .insert(users)
      .values({ identitySubject: 'booker', email: 'Asha@Mail.example', firstName: 'Asha <b>', lastName: 'Verma' })
      .returning()
    const partner = await insertPartner(db, { firstName: 'Kenji', email: 'kenji@mail.example', feeAmount: 9 })
    const booking = await insertBooking(db, {
      resourceId: partner.id,
      userId: booker?.id,
      name: 'Typed Name',
      email: 'asha@mail.example',
      fees: '9USD',
      comment: 'Saturdays, please & thanks',
    })
    await db.transaction((tx) => notifier.bookingCreated(tx, booking))
    await worker.deliverDue()

    const toBooker = mailTo('asha@mail.example')
    expect(toBooker.text).toMatch(/^Hello Asha <b> Verma,\n/)
    expect(toBooker.html).toContain('Hello Asha &lt;b&gt; Verma,')
    expect(toBooker.html).not.toContain('Asha <b>')
    // UPI takes rupees only: a dollar fee has no payment link.
    expect(toBooker.text).not.toContain('/payment/')
    const toPartner = mailTo('kenji@mail.example')
    expect(toPartner.subject).toBe(`New booking request — ${referenceOf(booking)}`)
    expect(toPartner.text).toContain('Booked by: Asha <b> Verma')
    expect(toPartner.text).toContain('Message: Saturdays, please & thanks')
    expect(toPartner.html).toContain('Saturdays, please &amp; thanks')
    const everything = fixture.smtp.received.map(({ parsed }) => [parsed.subject, parsed.text, parsed.html].join('\n'))
    expect(everything.join('\n')).not.toContain('Typed Name')
  })

  it('greets nobody by name when a signed-in booker gave an address that is not their account’s', async () => {
    const { db, notifier, worker } = setUp()
    const [booker] = await db
      .insert(users)
      .values({ identitySubject: 'other-address', email: 'me@mail.example', firstName: 'Asha' })
      .returning()
    const partner = await insertPartner(db, { email: null })
    const booking = await insertBooking(db, {
      resourceId: partner.id,
      userId: booker?.id,
      email: 'victim@mail.example',
    })
    await db.transaction((tx) => notifier.bookingCreated(tx, booking))
    await worker.deliverDue()
    expect(mailTo('victim@mail.example').text).toMatch(/^Hello,\n/)
  })

  it('writes only to the booker when the person booked has no e-mail, and in English for an unknown language', async () => {
    const { db, notifier, worker } = setUp()
    const partner = await insertPartner(db, { email: null })
    const booking = await insertBooking(db, { resourceId: partner.id, email: 'guest@mail.example', language: 'xx' })
    await db.transaction((tx) => notifier.bookingCreated(tx, booking))
    await worker.deliverDue()
    expect(fixture.smtp.received.map((mail) => mail.envelope.to)).toEqual([['guest@mail.example']])
    expect(mailTo('guest@mail.example').subject).toBe('Booking request received — Not provided')
  })

  it('gives a specialist session an invitation, and the accepted session its video link and a confirmed .ics', async () => {
    const { db, notifier, worker } = setUp()
    const coach = await insertCoach(db, {
      firstName: 'Ravi',
      lastName: 'Rao',
      email: 'ravi@mail.example',
      sessionMinutes: 45,
    })
    const preferredAt = new Date('2026-12-05T13:00:00.000Z') // 18:30 in Kolkata
    const booking = await insertBooking(db, {
      resourceType: 'coach',
      bookingType: 'coach',
      resourceId: coach.id,
      requestedEntityName: 'Ravi Rao',
      name: 'Camille Martin',
      email: 'camille@mail.example',
      sport: 'Badminton',
      preferredAt,
      timeZone: 'Asia/Kolkata',
      durationMinutes: 45,
      language: 'fr',
    })

    await db.transaction((tx) => notifier.bookingCreated(tx, booking))
    await worker.deliverDue()
    const toCoach = mailTo('ravi@mail.example')
    expect(toCoach.subject).toBe(`New booking request — ${referenceOf(booking)}`)
    // The specialist's own zone is unknown: the booker's zone, and UTC.
    expect(toCoach.text).toMatch(/Date and time: .*6:30\sPM GMT\+5:30 \(India Standard Time\) \/ .*1:00\sPM UTC/)
    expect(toCoach.attachments.map((a) => a.filename)).toEqual(['rally-session.ics'])
    expect(icsFields(toCoach.attachments[0]?.content.toString() ?? '').STATUS).toBe('TENTATIVE')
    expect(mailTo('camille@mail.example').text).toMatch(/Date et heure : .*18:30 UTC\+5:30 \(heure de l’Inde\)/)

    fixture.smtp.received.length = 0
    const meetingUrl = 'https://meet.jit.si/Rally-0123456789abcdef0123456789abcdef'
    await db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(bookings)
        .set({ status: 'accepted', meetingUrl })
        .where(eq(bookings.id, booking.id))
        .returning()
      await notifier.bookingStatusChanged(tx, accepted as typeof booking, 'pending', 'accepted')
    })
    expect(await worker.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })

    const confirmed = mailTo('camille@mail.example')
    expect(confirmed.subject).toBe('Réservation confirmée — Ravi Rao')
    expect(confirmed.text).toContain(`Rejoindre l’appel vidéo : ${meetingUrl}`)
    expect(confirmed.html).toContain(`href="${meetingUrl}"`)
    const [invite] = confirmed.attachments
    expect(invite?.filename).toBe('rally-session.ics')
    expect(invite?.contentType).toBe('text/calendar')
    const ics = invite?.content.toString() ?? ''
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const fields = icsFields(ics)
    expect(fields).toMatchObject({
      UID: `booking-${booking.id}@rally`,
      DTSTART: '20261205T130000Z',
      DTEND: '20261205T134500Z',
      STATUS: 'CONFIRMED',
      SEQUENCE: '1',
      LOCATION: meetingUrl,
      SUMMARY: 'Séance Rally avec Ravi Rao',
    })
    expect(fields.DTSTART).toBe(preferredAt.toISOString().replace(/[-:]/g, '').replace('.000', ''))
    expect(fields.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/)
    expect(fields.DESCRIPTION).toContain(meetingUrl)
    expect(fields.DESCRIPTION).toContain(`${publicUrl}/bookings`)

    // The specialist gets the link and the confirmed invitation too, in their language (English: no owner user).
    const toCoachConfirmed = mailTo('ravi@mail.example')
    expect(toCoachConfirmed.subject).toBe(`Booking confirmed — ${referenceOf(booking)}`)
    expect(toCoachConfirmed.text).toContain(`Join the video call: ${meetingUrl}`)
    expect(toCoachConfirmed.text).toContain(`See your bookings: ${publicUrl}/inbox`)
    expect(icsFields(toCoachConfirmed.attachments[0]?.content.toString() ?? '').DESCRIPTION).toContain(
      `${publicUrl}/inbox`,
    )
    expect(icsFields(toCoachConfirmed.attachments[0]?.content.toString() ?? '')).toMatchObject({
      UID: `booking-${booking.id}@rally`,
      DTSTART: '20261205T130000Z',
      STATUS: 'CONFIRMED',
      LOCATION: meetingUrl,
      SUMMARY: `Rally session with Guest ${referenceOf(booking)}`,
    })
  })

  it('tells both sides of a cancelled specialist session, with the refund and a cancelling .ics', async () => {
    const { db, notifier, worker } = setUp()
    const [owner] = await db
      .insert(users)
      .values({ identitySubject: 'coach-owner', email: 'coach-owner@mail.example', language: 'ko' })
      .returning()
    const coach = await insertCoach(db, {
      firstName: 'Min',
      lastName: 'Park',
      email: 'min@mail.example',
      userId: owner?.id,
    })
    const booking = await insertBooking(db, {
      resourceType: 'coach',
      bookingType: 'coach',
      resourceId: coach.id,
      requestedEntityName: 'Min Park',
      name: 'Asha Verma',
      email: 'asha@mail.example',
      preferredAt: new Date('2026-12-05T13:00:00.000Z'),
      timeZone: 'Asia/Kolkata',
      status: 'cancelled',
      paymentStatus: 'refunded',
      meetingUrl: 'https://meet.jit.si/Rally-0123456789abcdef0123456789abcdef',
      language: 'en',
    })
    await db.transaction((tx) => notifier.bookingStatusChanged(tx, booking, 'accepted', 'cancelled'))
    expect(await worker.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })

    const toBooker = mailTo('asha@mail.example')
    expect(toBooker.subject).toBe('Booking cancelled — Min Park')
    expect(toBooker.text).toContain(
      'Your booking with Min Park has been cancelled. Your payment for the booking with Min Park has been refunded.',
    )
    expect(toBooker.text).toContain('Payment: Refunded')
    expect(toBooker.text).toContain('The attached update (.ics) removes the session from your calendar.')
    expect(toBooker.html).not.toContain('Join the video call')
    const bookerIcs = icsFields(toBooker.attachments[0]?.content.toString() ?? '')
    expect(bookerIcs).toMatchObject({ UID: `booking-${booking.id}@rally`, STATUS: 'CANCELLED', SEQUENCE: '2' })
    expect(bookerIcs.LOCATION).toBeUndefined()

    const toCoach = mailTo('min@mail.example')
    expect(toCoach.subject).toBe(`예약 취소 — ${referenceOf(booking)}`)
    expect(toCoach.text).toContain(`게스트 ${referenceOf(booking)} 님의 예약이 취소되었습니다.`)
    expect(icsFields(toCoach.attachments[0]?.content.toString() ?? '').STATUS).toBe('CANCELLED')
  })

  it('tells the booker of a decline, a cancellation, a completion and a refund, in their language', async () => {
    const { db, notifier, worker } = setUp()
    const partner = await insertPartner(db)
    const booking = await insertBooking(db, {
      resourceId: partner.id,
      requestedEntityName: 'Test Partner',
      email: 'de@mail.example',
      language: 'de',
    })
    await db.transaction(async (tx) => {
      await notifier.bookingStatusChanged(tx, { ...booking, status: 'declined' }, 'pending', 'declined')
      await notifier.bookingStatusChanged(tx, { ...booking, status: 'cancelled' }, 'accepted', 'cancelled')
      await notifier.bookingStatusChanged(tx, { ...booking, status: 'completed' }, 'accepted', 'completed')
      await notifier.bookingStatusChanged(tx, { ...booking, paymentStatus: 'refunded' }, 'cancelled', 'refunded')
      await notifier.bookingStatusChanged(tx, booking, 'pending', 'pending')
    })
    await worker.deliverDue()
    expect(fixture.smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Buchung abgelehnt — Test Partner',
      'Buchung storniert — Test Partner',
      'Einheit abgeschlossen — Test Partner',
      'Rückerstattung veranlasst — Test Partner',
    ])
    expect(fixture.smtp.received.every((mail) => mail.parsed.attachments.length === 0)).toBe(true)
  })
})
