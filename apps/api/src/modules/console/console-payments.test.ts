import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBookingLinkSigner } from '../../core/booking-links.ts'
import { auditLog, bookingEvents, bookings, mailOutbox, manualPayments, refunds, users } from '../../db/schema/index.ts'
import { serverSecret } from '../../db/server-secrets.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'

// The app runs on the Razorpay adapter against a loopback Razorpay that counts refund calls.
let t: Awaited<ReturnType<typeof createTestApp>>
let razorpay: Server
const refundsSeen: { paymentId: string; amount: number; key: string }[] = []
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person
let player: Person
let editor: Person
let partnerId: string
const day = 86_400_000

beforeAll(async () => {
  razorpay = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '')
      if (request.method !== 'POST' || !refund?.[1]) return response.writeHead(404).end()
      const key = request.headers['x-refund-idempotency'] as string
      const { amount } = JSON.parse(raw) as { amount: number }
      refundsSeen.push({ paymentId: refund[1], amount, key })
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `rfnd_${key}`, entity: 'refund', amount, payment_id: refund[1] }))
    })
  })
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve))
  t = await createTestApp({
    RATE_LIMITS: 'false',
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: 'test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
    RAZORPAY_API_URL: `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`,
  })
  admin = await signIn(t.app)
  player = await signIn(t.app)
  editor = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  await t.db.update(users).set({ isEditor: true }).where(eq(users.id, editor.userId))
  partnerId = (await insertPartner(t.db, { firstName: 'Console', lastName: 'Partner', feeAmount: 290 })).id
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => razorpay.close(resolve))
})

let references = 0
const nextReference = () => `UTR${String(700_000_000_000 + ++references)}`

/** A pay-later booking of the partner, by a guest e-mail unless a user is given. */
const payLater = (values: Omit<Parameters<typeof insertBooking>[1], 'resourceId'> = {}) =>
  insertBooking(t.db, {
    resourceId: partnerId,
    requestedEntityName: 'Console Partner',
    fees: '290INR',
    status: 'accepted',
    ...values,
  })

/** A guest names their booking through the booking e-mail's signed link (decision 032); a signed-in booker needs none. */
const linkToken = async (bookingId: unknown) =>
  !bookingId
    ? {}
    : { bookingToken: createBookingLinkSigner(await serverSecret(t.db, 'booking-links')).sign(String(bookingId)) }

const report = async (payload: Record<string, unknown>, person?: Person) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/manual',
    headers: person?.headers ?? {},
    payload: {
      amount: 290,
      reference: nextReference(),
      payerName: 'Asha Verma',
      ...(person ? {} : await linkToken(payload.bookingId)),
      ...payload,
    },
  })

const post = (url: string, person: Person | undefined, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: person?.headers ?? {}, payload })

const history = async (bookingId: string) =>
  t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.at)

describe('UPI reports linked to bookings', () => {
  it('links a report to the payer’s own pay-later booking, which then awaits confirmation', async () => {
    const booking = await payLater({ userId: player.userId, email: 'asha@mail.example' })
    const reported = await report({ bookingId: booking.id, payerEmail: 'someone.else@mail.example' }, player)
    expect(reported.statusCode).toBe(201)
    expect(reported.json().data).toMatchObject({ bookingId: booking.id, status: 'awaiting_confirmation' })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.paymentStatus).toBe('awaiting_confirmation')
  })

  it('lets a guest link through the booking e-mail’s signed link, and refuses another person’s booking', async () => {
    const guestBooking = await payLater({ email: 'guest.payer@mail.example' })
    expect((await report({ bookingId: guestBooking.id, payerEmail: 'GUEST.payer@mail.example' })).statusCode).toBe(201)

    const theirs = await payLater({ userId: admin.userId, email: 'admin.booker@mail.example' })
    const refused = await report({ bookingId: theirs.id, payerEmail: 'asha@mail.example' }, player)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.fields).toEqual({ bookingId: 'This booking was not found among yours' })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, theirs.id))
    expect(row?.paymentStatus).toBe('pending')
  })

  it('answers bad input with field messages', async () => {
    const bad = await report({ bookingId: 'not-a-uuid', payerEmail: 'asha@mail.example' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.bookingId).toBe('This booking link is not valid')
  })
})

describe('the console’s UPI queue', () => {
  it('lists reports with their booking, expected fee and match hints; only for admins', async () => {
    const booking = await payLater({ email: 'listed@mail.example' })
    const reported = (await report({ bookingId: booking.id, payerEmail: 'listed@mail.example' })).json().data
    const listed = await t.app.inject({ url: '/v1/console/payments/upi', headers: admin.headers })
    expect(listed.statusCode).toBe(200)
    const item = listed.json().data.find((row: { id: string }) => row.id === reported.id)
    expect(item).toMatchObject({
      payerName: 'Asha Verma',
      payerEmail: 'listed@mail.example',
      amountMinor: 29000,
      booking: { id: booking.id, expectedFee: { amountMinor: 29000, currency: 'INR' } },
      matches: { amount: true, referenceUnique: true },
    })

    expect((await t.app.inject({ url: '/v1/console/payments/upi' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/v1/console/payments/upi', headers: player.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/v1/console/payments/upi', headers: editor.headers })).statusCode).toBe(403)
    const badStatus = await t.app.inject({ url: '/v1/console/payments/upi?status=paid', headers: admin.headers })
    expect(badStatus.statusCode).toBe(400)
  })

  it('completes the payment once when two operators confirm at the same time', async () => {
    const booking = await payLater({ email: 'twice@mail.example' })
    const reported = (await report({ bookingId: booking.id, payerEmail: 'twice@mail.example', amount: 300 })).json()
      .data
    const url = `/v1/console/payments/upi/${reported.id}/confirm`
    const answers = await Promise.all([post(url, admin), post(url, admin)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const loser = answers.find((answer) => answer.statusCode === 409)
    expect(loser?.json().error.code).toBe('UPI_REPORT_ALREADY_SETTLED')

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ paymentStatus: 'completed', amountMinor: 30000, currency: 'INR' })
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upi.confirm'), eq(auditLog.entityId, reported.id)))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email })
    const payments = (await history(booking.id)).filter((event) => event.kind === 'payment')
    expect(payments.map((event) => [event.from, event.to, event.actorKind])).toEqual([
      ['pending', 'awaiting_confirmation', 'booker'],
      ['awaiting_confirmation', 'completed', 'operator'],
    ])
    // A later reject is refused too.
    const reject = await post(`/v1/console/payments/upi/${reported.id}/reject`, admin, { reason: 'Not in statement' })
    expect(reject.statusCode).toBe(409)
  })

  it('rejects with a reason, putting the booking back to unpaid; refuses a reject without one', async () => {
    const booking = await payLater({ email: 'rejected@mail.example' })
    const reported = (await report({ bookingId: booking.id, payerEmail: 'rejected@mail.example' })).json().data
    const url = `/v1/console/payments/upi/${reported.id}/reject`
    const noReason = await post(url, admin, {})
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields.reason).toBe('Give a reason of 3 to 1000 characters')
    expect((await post(url, player, { reason: 'No such transfer' })).statusCode).toBe(403)

    const rejected = await post(url, admin, { reason: 'No such transfer in the statement' })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No such transfer in the statement',
    })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.paymentStatus).toBe('pending')
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, reported.id))
    expect(audit).toMatchObject({ action: 'upi.reject', reason: 'No such transfer in the statement' })
  })

  it('answers a stale openedVersion with 409 and an unknown report with 404', async () => {
    const reported = (await report({ payerEmail: 'stale@mail.example' })).json().data
    const stale = await post(`/v1/console/payments/upi/${reported.id}/confirm`, admin, {
      openedVersion: '2020-01-01T00:00:00.000Z',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')
    const unknown = await post('/v1/console/payments/upi/00000000-0000-4000-8000-000000000000/confirm', admin)
    expect(unknown.statusCode).toBe(404)
    expect((await post('/v1/console/payments/upi/nope/confirm', admin)).statusCode).toBe(400)
  })
})

describe('console refunds', () => {
  const paidOnline = (daysAgo: number, suffix: string) =>
    insertBooking(t.db, {
      resourceId: partnerId,
      requestedEntityName: 'Console Partner',
      status: 'accepted',
      fees: '290INR',
      paymentStatus: 'completed',
      amountMinor: 29000,
      paymentOrderId: `order_console_${suffix}`,
      paymentId: `pay_console_${suffix}`,
      createdAt: new Date(Date.now() - daysAgo * day),
      email: `refund.${suffix}@mail.example`,
    })
  const refund = (id: string, person: Person | undefined, payload: Record<string, unknown>) =>
    post(`/v1/console/bookings/${id}/refund`, person, payload)
  const openedVersion = async (id: string) => {
    const detail = await t.app.inject({ url: `/v1/console/bookings/${id}`, headers: admin.headers })
    return detail.json().data.booking.updatedAt as string
  }

  it('refunds within the policy through the provider once, e-mails the booker, and refuses a second refund', async () => {
    const booking = await paidOnline(2, 'within')
    const version = await openedVersion(booking.id)
    expect((await refund(booking.id, player, { openedVersion: version })).statusCode).toBe(403)
    expect((await refund(booking.id, editor, { openedVersion: version })).statusCode).toBe(403)
    expect((await refund(booking.id, undefined, { openedVersion: version })).statusCode).toBe(401)

    const before = refundsSeen.length
    const refunded = await refund(booking.id, admin, { openedVersion: version })
    expect(refunded.statusCode).toBe(200)
    expect(refunded.json().data.paymentStatus).toBe('refunded')
    expect(refundsSeen.slice(before)).toEqual([
      { paymentId: 'pay_console_within', amount: 29000, key: `refund-${booking.id}` },
    ])
    const [row] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))
    expect(row).toMatchObject({ method: 'provider', outsidePolicy: false, refundedBy: admin.userId, reason: null })
    // The booking, still to happen, ends with its money: cancelled, and the booker is told so.
    const [cancelled] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(refunded.json().data.status).toBe('cancelled')
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, booking.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Booking cancelled — Console Partner')
    expect(mails[0]?.text).toContain('has been refunded')
    expect(mails[0]?.text).toContain('Status: Cancelled')
    expect(mails[0]?.text).toContain('Payment: Refunded')
    expect(mails[0]?.text).not.toContain('Accepted')
    const events = await history(booking.id)
    expect(events.map((event) => [event.kind, event.from, event.to, event.actorKind])).toEqual([
      ['status', 'accepted', 'cancelled', 'operator'],
      ['refund', 'completed', 'refunded', 'operator'],
    ])

    const again = await refund(booking.id, admin, { openedVersion: await openedVersion(booking.id) })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('BOOKING_ALREADY_REFUNDED')
    expect(refundsSeen.length).toBe(before + 1)
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id))
    expect(audits.map((audit) => audit.action)).toEqual(['booking.refund'])
    expect(audits[0]).toMatchObject({
      before: { status: 'accepted', paymentStatus: 'completed' },
      after: { status: 'cancelled', paymentStatus: 'refunded' },
    })
  })

  it('refuses a refund outside the policy without a reason, and records the reason and operator with one', async () => {
    const booking = await paidOnline(20, 'late')
    const version = await openedVersion(booking.id)
    const detail = await t.app.inject({ url: `/v1/console/bookings/${booking.id}`, headers: admin.headers })
    expect(detail.json().data.refundPolicy).toMatchObject({ state: 'outside', outsideBecause: 'tooLate' })

    const before = refundsSeen.length
    const refused = await refund(booking.id, admin, { openedVersion: version })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      code: 'REFUND_REASON_REQUIRED',
      message: 'A refund outside the policy needs a written reason',
    })
    expect(refundsSeen.length).toBe(before)

    const reason = 'The coach did not show up; agreed with support'
    const refunded = await refund(booking.id, admin, { openedVersion: version, reason })
    expect(refunded.statusCode).toBe(200)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))
    expect(row).toMatchObject({ outsidePolicy: true, reason, refundedBy: admin.userId })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id))
    expect(audit).toMatchObject({ action: 'booking.refund', reason, actorId: admin.userId })
  })

  it('records a UPI-paid booking’s refund as paid back by hand, with no provider call', async () => {
    const booking = await payLater({ email: 'upi.refund@mail.example' })
    const reported = (await report({ bookingId: booking.id, payerEmail: 'upi.refund@mail.example' })).json().data
    expect((await post(`/v1/console/payments/upi/${reported.id}/confirm`, admin)).statusCode).toBe(200)
    const before = refundsSeen.length
    const refunded = await refund(booking.id, admin, {
      openedVersion: await openedVersion(booking.id),
      reason: 'Paid back by UPI after the session was called off',
    })
    expect(refunded.statusCode).toBe(200)
    expect(refundsSeen.length).toBe(before)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))
    expect(row).toMatchObject({ method: 'manual', providerRefundId: `manual-${booking.id}`, amountMinor: 29000 })
  })

  it('keeps a completed session completed when refunding it, and the e-mail says so in the booker’s language', async () => {
    const booking = await insertBooking(t.db, {
      resourceId: partnerId,
      requestedEntityName: 'Console Partner',
      status: 'completed',
      fees: '290INR',
      paymentStatus: 'completed',
      amountMinor: 29000,
      paymentOrderId: 'order_console_done',
      paymentId: 'pay_console_done',
      createdAt: new Date(Date.now() - 3 * day),
      email: 'refund.done@mail.example',
      language: 'fr',
    })
    const refunded = await refund(booking.id, admin, { openedVersion: await openedVersion(booking.id) })
    expect(refunded.statusCode).toBe(200)
    expect(refunded.json().data).toMatchObject({ status: 'completed', paymentStatus: 'refunded' })
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, booking.email))
    expect(mail?.subject).toBe('Remboursement effectué — Console Partner')
    expect(mail?.text).toContain('Statut : Terminée')
    expect(mail?.text).toContain('Remboursé')
  })

  it('refuses a stale version, an unpaid booking and bad input', async () => {
    const booking = await paidOnline(1, 'stale')
    const stale = await refund(booking.id, admin, { openedVersion: '2020-01-01T00:00:00.000Z' })
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')
    const unpaid = await payLater({ email: 'unpaid@mail.example' })
    const nothing = await refund(unpaid.id, admin, { openedVersion: await openedVersion(unpaid.id) })
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().error.code).toBe('BOOKING_NOTHING_TO_REFUND')
    const bad = await refund(booking.id, admin, { openedVersion: 'yesterday', reason: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['openedVersion', 'reason'])
  })
})

describe('console bookings', () => {
  it('searches by name, e-mail, person booked, status, payment status and date', async () => {
    const booking = await payLater({ name: 'Zubin Searchable', email: 'zubin@mail.example' })
    const search = (query: string) => t.app.inject({ url: `/v1/console/bookings?${query}`, headers: admin.headers })
    const ids = async (query: string) => (await search(query)).json().data.map((row: { id: string }) => row.id)
    expect(await ids('q=zubin')).toEqual([booking.id])
    expect(await ids('q=ZUBIN%40mail')).toEqual([booking.id])
    expect(await ids('q=Console%20Partner&status=accepted&paymentStatus=pending')).toContain(booking.id)
    expect(await ids('q=zubin&status=declined')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect(await ids(`q=zubin&from=${today}&to=${today}`)).toEqual([booking.id])
    expect(await ids('q=zubin&to=2020-01-01')).toEqual([])
    // Its id typed whole; a text that runs from the name into the e-mail is no one's.
    expect(await ids(`q=${booking.id.toUpperCase()}`)).toEqual([booking.id])
    expect(await ids('q=searchable%20zubin')).toEqual([])
    expect(await ids('q=zub_n')).toEqual([])
    const bad = await search('status=lost&from=yesterday')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      status: 'status must be a booking status',
      from: 'from must be a date (YYYY-MM-DD)',
    })
    expect((await t.app.inject({ url: '/v1/console/bookings', headers: player.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/v1/console/bookings' })).statusCode).toBe(401)
  })

  it('shows a booking’s history: created → status → payment, with actors', async () => {
    // A pay-later booking made through the API, accepted by the person booked, paid by UPI, confirmed.
    const provider = await signIn(t.app)
    const owned = await insertPartner(t.db, { userId: provider.userId, feeAmount: 500, firstName: 'History' })
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      headers: player.headers,
      payload: {
        bookingType: 'player',
        resourceId: owned.id,
        name: 'Asha Verma',
        email: 'history@mail.example',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        sport: 'Badminton',
        requestedEntityName: 'History Partner',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const bookingId = created.json().data.id as string
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/v1/booking/${bookingId}`,
      headers: provider.headers,
      payload: { status: 'accepted' },
    })
    expect(accepted.statusCode).toBe(200)
    const reported = (await report({ bookingId, payerEmail: 'history@mail.example', amount: 500 }, player)).json().data
    expect((await post(`/v1/console/payments/upi/${reported.id}/confirm`, admin)).statusCode).toBe(200)

    const detail = await t.app.inject({ url: `/v1/console/bookings/${bookingId}`, headers: admin.headers })
    expect(detail.statusCode).toBe(200)
    const data = detail.json().data
    expect(
      data.history.map((event: { kind: string; from: string | null; to: string; actorKind: string }) => [
        event.kind,
        event.from,
        event.to,
        event.actorKind,
      ]),
    ).toEqual([
      ['created', null, 'pending', 'booker'],
      ['status', 'pending', 'accepted', 'provider'],
      ['payment', 'pending', 'awaiting_confirmation', 'booker'],
      ['payment', 'awaiting_confirmation', 'completed', 'operator'],
    ])
    expect(data.history[0].actorId).toBe(player.userId)
    expect(data.history[3].actorEmail).toBe(admin.email)
    // The amount reads as the operator would write it, not in paise.
    expect(data.history[2].note).toBe(`UPI ${reported.reference}: 500 INR reported`)
    expect(data.history[3].note).toBe(`UPI ${reported.reference}: 500 INR`)
    expect(data.upiReports).toHaveLength(1)
    expect(data.refundPolicy).toMatchObject({ state: 'outside', method: 'manual' })

    expect((await t.app.inject({ url: `/v1/console/bookings/${bookingId}`, headers: player.headers })).statusCode).toBe(
      403,
    )
    const missing = await t.app.inject({
      url: '/v1/console/bookings/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('the booker hears of an operator’s decision on their UPI payment', () => {
  /** A booker's pay-later booking with a UPI report waiting for an operator (as /payment leaves it). */
  async function reportedBooking(email: string, language: string, amountMinor: number) {
    const booking = await payLater({
      email,
      language,
      name: 'Asha Verma',
      paymentStatus: 'awaiting_confirmation',
      fees: '1500INR',
    })
    const [report] = await t.db
      .insert(manualPayments)
      .values({
        amountMinor,
        reference: nextReference(),
        payerName: 'Asha Verma',
        payerEmail: email,
        bookingId: booking.id,
      })
      .returning()
    return { booking, report: report as typeof manualPayments.$inferSelect }
  }
  const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))

  it('e-mails the booker in their language when the payment is confirmed, with the amount recorded', async () => {
    const english = await reportedBooking('upi.confirmed@mail.example', 'en', 150_000)
    expect((await mailsTo(english.booking.email)).length).toBe(0)
    expect((await post(`/v1/console/payments/upi/${english.report.id}/confirm`, admin)).statusCode).toBe(200)
    const [mail, ...more] = await mailsTo(english.booking.email)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('Payment confirmed — Console Partner')
    // A guest's booking: the typed name is nobody's we know, so the greeting carries none (decision 032).
    expect(mail?.text).toMatch(/^Hello,\n/)
    expect(mail?.text).not.toContain('Asha Verma')
    expect(mail?.text).toContain(
      'We have confirmed your UPI payment of 1500 INR for your booking with Console Partner.',
    )
    expect(mail?.text).toContain('Amount paid: 1500 INR')
    expect(mail?.text).toContain('Payment: Paid')
    expect(mail?.text).not.toContain('150000')
    expect(mail?.html).toContain('1500 INR')

    const thai = await reportedBooking('upi.confirmed.th@mail.example', 'th', 29_000)
    expect((await post(`/v1/console/payments/upi/${thai.report.id}/confirm`, admin)).statusCode).toBe(200)
    const [thaiMail] = await mailsTo(thai.booking.email)
    expect(thaiMail?.subject).toBe('ยืนยันการชำระเงินแล้ว — Console Partner')
    expect(thaiMail?.text).toContain('290 INR')
  })

  it('e-mails the booker the operator’s reason when the payment is not confirmed', async () => {
    const { booking, report: reported } = await reportedBooking('upi.rejected@mail.example', 'en', 150_000)
    const reason = 'No transfer with this reference in our statement'
    expect((await post(`/v1/console/payments/upi/${reported.id}/reject`, admin, { reason })).statusCode).toBe(200)
    const [mail] = await mailsTo(booking.email)
    expect(mail?.subject).toBe('Payment not confirmed — Console Partner')
    expect(mail?.text).toContain(
      'We could not confirm your UPI payment of 1500 INR for your booking with Console Partner.',
    )
    expect(mail?.text).toContain(`Reason: ${reason}`)
    expect(mail?.text).toContain('Payment: Not yet paid')
  })

  it('sends nothing when the confirmation is refused', async () => {
    const { booking, report: reported } = await reportedBooking('upi.twice@mail.example', 'en', 29_000)
    expect((await post(`/v1/console/payments/upi/${reported.id}/confirm`, admin)).statusCode).toBe(200)
    expect((await post(`/v1/console/payments/upi/${reported.id}/confirm`, admin)).statusCode).toBe(409)
    expect(await mailsTo(booking.email)).toHaveLength(1)
  })
})
