import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { beforeEach, describe, expect, it } from 'vitest'
import { bookings, mailOutbox, users } from '../../db/schema/index.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'
import { useMailOutbox } from '../../test/mail-outbox.ts'
import { findBookedPersonContact } from '../bookings/bookings-repository.ts'
import { createBookingNotifier } from './booking-emails.ts'
import { createOutboxWriter } from './outbox.ts'

const publicUrl = 'https://rally.example'
const fixture = useMailOutbox()

beforeEach(async () => {
  await fixture.db.delete(bookings)
})

function setUp() {
  const { db } = fixture
  const notifier = createBookingNotifier({
    bookedPerson: findBookedPersonContact,
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
  it('writes to the booker in their language and to the partner in theirs, after commit', async () => {
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

    const toBooker = mailTo('lucia@mail.example')
    expect(toBooker.subject).toBe('Solicitud de reserva recibida — Kenji Sato')
    expect(toBooker.text).toContain('Hola, Lucía <b>García</b>:')
    expect(toBooker.text).toContain('Deporte: Tenis')
    expect(toBooker.text).toContain('Tarifa: 500 INR')
    expect(toBooker.text).toContain('Estado: Pendiente')
    // Each side's "See your bookings" opens its own list: the booker's requests, the inbox of the person booked.
    expect(toBooker.text).toContain(`Ver tus reservas: ${publicUrl}/bookings`)
    expect(toBooker.html).toContain('Lucía &lt;b&gt;García&lt;/b&gt;')
    expect(toBooker.html).not.toContain('<b>García</b>')
    expect(toBooker.html).toContain(`href="${publicUrl}/bookings"`)
    expect(toBooker.html).not.toContain('/profile')
    expect(toBooker.attachments).toEqual([])

    const toPartner = mailTo('kenji@mail.example')
    expect(toPartner.subject).toBe('Lucía <b>García</b> さんから新しい予約リクエスト')
    expect(toPartner.text).toContain('Kenji 様')
    expect(toPartner.text).toContain('メールアドレス：lucia@mail.example')
    expect(toPartner.text).toContain('電話番号：+34 612345678')
    expect(toPartner.text).toContain('メッセージ：Saturdays, please & thanks')
    expect(toPartner.html).toContain('Saturdays, please &amp; thanks')
    expect(toPartner.text).toContain(`${publicUrl}/inbox`)
    expect(toPartner.html).toContain(`href="${publicUrl}/inbox"`)
    expect(toPartner.html).not.toContain('/profile')

    const rows = await db.select().from(mailOutbox)
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent'])
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(fixture.smtp.received).toHaveLength(2)
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
    expect(toCoach.subject).toBe('New booking request from Camille Martin')
    // The specialist's own zone is unknown: the booker's zone, and UTC.
    expect(toCoach.text).toMatch(/Date and time: .*6:30\sPM.*\(Asia\/Kolkata\) \/ .*1:00\sPM UTC/)
    expect(toCoach.attachments.map((a) => a.filename)).toEqual(['rally-session.ics'])
    expect(icsFields(toCoach.attachments[0]?.content.toString() ?? '').STATUS).toBe('TENTATIVE')
    expect(mailTo('camille@mail.example').text).toMatch(/Date et heure : .*18:30.*\(Asia\/Kolkata\)/)

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
    expect(toCoachConfirmed.subject).toBe('Booking confirmed — Camille Martin')
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
      SUMMARY: 'Rally session with Camille Martin',
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
    expect(toCoach.subject).toBe('예약 취소 — Asha Verma')
    expect(toCoach.text).toContain('Asha Verma 님의 예약이 취소되었습니다.')
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
