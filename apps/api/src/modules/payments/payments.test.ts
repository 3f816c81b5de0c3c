import { invalidPaymentLinkMessage } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, mailOutbox, manualPayments, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let partnerId: string

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  partnerId = (await insertPartner(t.db, { firstName: 'Upi', lastName: 'Partner', feeAmount: 290 })).id
})
afterAll(() => t.close())

const report = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/manual',
    payload: { amount: 290, reference, payerName: 'Asha Verma', payerEmail: 'asha@mail.example' },
  })

describe('UPI payments', () => {
  it('gives the upi:// link and a QR code for an amount in rupees', async () => {
    const link = await t.app.inject({ url: '/v1/payments/upi?amount=290' })
    expect(link.statusCode).toBe(200)
    expect(link.json().data).toMatchObject({ amount: 290 })
    expect(link.json().data.uri).toMatch(/^upi:\/\/pay\?pa=.+&am=290\.00&cu=INR/)
    const qr = await t.app.inject({ url: '/v1/payments/upi-qr.svg?amount=290' })
    expect(qr.headers['content-type']).toContain('image/svg+xml')
    expect(qr.body).toContain('<svg')
  })

  it('records a reported payment as awaiting confirmation, once per UPI reference', async () => {
    const first = await report('utr12345678')
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({
      amountMinor: 29000,
      reference: 'UTR12345678',
      status: 'awaiting_confirmation',
    })
    const again = await report('UTR12345678')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'PAYMENT_REFERENCE_EXISTS',
      message: 'This UPI reference was already reported',
      fields: { reference: 'This UPI reference was already reported' },
    })
  })

  it('has no confirmation path outside the console', async () => {
    const payment = (await report('UTR87654321')).json().data
    const admin = await signIn(t.app)
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
    // Operators confirm and reject in the console (modules/console), with an audit row and the booking.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/payments/manual/${payment.id}`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    })
    expect(patch.statusCode).toBe(404)
  })

  it("gives the UPI link of the booker's own pay-later booking for the fee the server recorded, to nobody else", async () => {
    const booker = await signIn(t.app)
    const stranger = await signIn(t.app)
    const partner = await insertPartner(t.db, { feeAmount: 1500, feeCurrency: 'INR' })
    const booking = await insertBooking(t.db, { resourceId: partner.id, userId: booker.userId, fees: '1500INR' })
    const url = `/v1/payments/upi/${booking.id}`

    const own = await t.app.inject({ url, headers: booker.headers })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.json().data).toMatchObject({ amount: 1500 })
    expect(own.json().data.uri).toMatch(/&am=1500\.00&cu=INR/)

    expect((await t.app.inject({ url })).statusCode).toBe(401)
    const theirs = await t.app.inject({ url, headers: stranger.headers })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'This booking was not found among yours' })

    await t.app.inject({
      method: 'POST',
      url: '/v1/payments/manual',
      headers: booker.headers,
      payload: {
        amount: 1500,
        reference: 'UTR55500011',
        payerName: 'Asha Verma',
        payerEmail: booker.email,
        bookingId: booking.id,
      },
    })
    const reported = await t.app.inject({ url, headers: booker.headers })
    expect(reported.statusCode).toBe(409)
    expect(reported.json().error.message).toBe('This booking is not waiting for a payment')
  })
})

describe('a UPI report names a booking only for its booker', () => {
  let counter = 0
  /** A pay-later booking made through the API, as the booking form makes it; the client's fee is ignored. */
  async function bookPayLater(headers: Record<string, string> = {}, resourceId: string | null = partnerId) {
    const email = `upi.booker.${++counter}@mail.example`
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      headers,
      payload: {
        name: 'Asha Verma',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email,
        sport: 'Tennis',
        bookingType: 'player',
        ...(resourceId && { resourceId }),
        fees: '1INR',
      },
    })
    expect(response.statusCode).toBe(201)
    return { id: response.json().data.id as string, email }
  }

  /** The payment link of the booking e-mail sent to that address. */
  async function payLinkTo(email: string) {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    const link = /https?:\/\/\S+\/payment\/(\d+)\?booking=([\w-]+)&token=([\w-]+)/.exec(mail?.text ?? '')
    if (!link) throw new Error(`no payment link in the e-mail to ${email}`)
    return { rupees: Number(link[1]), bookingId: link[2] as string, token: link[3] as string }
  }

  const reportFor = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/manual',
      headers,
      payload: {
        amount: 290,
        reference: `UTR${Date.now()}${++counter}`,
        payerName: 'Asha Verma',
        payerEmail: 'payer@mail.example',
        ...payload,
      },
    })

  const stored = async (bookingId: string) => ({
    reports: (await t.db.select().from(manualPayments).where(eq(manualPayments.bookingId, bookingId))).length,
    paymentStatus: (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.paymentStatus,
  })

  it('refuses a report on another person’s booking, signed in or knowing the booker’s e-mail, and keeps nothing', async () => {
    const booker = await signIn(t.app)
    const { id, email } = await bookPayLater(booker.headers)
    const stranger = await signIn(t.app)
    const byStranger = await reportFor({ bookingId: id, payerEmail: email }, stranger.headers)
    expect(byStranger.statusCode).toBe(404)
    expect(byStranger.json().error.fields).toEqual({ bookingId: 'This booking was not found among yours' })
    const byGuest = await reportFor({ bookingId: id, payerEmail: email })
    expect(byGuest.statusCode).toBe(404)
    expect(await stored(id)).toEqual({ reports: 0, paymentStatus: 'pending' })

    const byBooker = await reportFor({ bookingId: id }, booker.headers)
    expect(byBooker.statusCode).toBe(201)
    expect(await stored(id)).toEqual({ reports: 1, paymentStatus: 'awaiting_confirmation' })
  })

  it('accepts the booking e-mail’s signed link, and refuses a tampered one or one for another booking', async () => {
    const first = await bookPayLater()
    const second = await bookPayLater()
    const link = await payLinkTo(first.email)
    // The link carries the server's price of the booking, not what the browser said.
    expect(link).toMatchObject({ rupees: 290, bookingId: first.id })

    const tampered = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`
    for (const attempt of [
      { bookingId: first.id, bookingToken: tampered },
      { bookingId: second.id, bookingToken: link.token },
      { bookingId: first.id, bookingToken: 'not-a-token' },
    ]) {
      const refused = await reportFor(attempt)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: invalidPaymentLinkMessage,
        fields: { bookingId: invalidPaymentLinkMessage },
      })
    }
    expect(await stored(first.id)).toEqual({ reports: 0, paymentStatus: 'pending' })
    expect(await stored(second.id)).toEqual({ reports: 0, paymentStatus: 'pending' })

    const accepted = await reportFor({ bookingId: first.id, bookingToken: link.token })
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().data).toMatchObject({ bookingId: first.id, status: 'awaiting_confirmation' })
  })

  it('gives a guest with the signed link the booking’s fee to pay, and nobody with a wrong token', async () => {
    const guest = await bookPayLater()
    const other = await bookPayLater()
    const link = await payLinkTo(guest.email)
    const upiFor = (bookingId: string, token: string) =>
      t.app.inject({ url: `/v1/payments/upi/${bookingId}?token=${encodeURIComponent(token)}` })

    const own = await upiFor(guest.id, link.token)
    expect(own.statusCode).toBe(200)
    expect(own.json().data).toMatchObject({ amount: 290 })
    expect(own.json().data.uri).toMatch(/&am=290\.00&cu=INR/)
    for (const [bookingId, token] of [
      [other.id, link.token],
      [guest.id, `${link.token}x`],
    ] as const) {
      const refused = await upiFor(bookingId, token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.message).toBe(invalidPaymentLinkMessage)
    }
    // Without a token the booking is only the signed-in booker's own.
    expect((await t.app.inject({ url: `/v1/payments/upi/${guest.id}` })).statusCode).toBe(401)
  })

  it('gives the console an "amount matches" hint against the server’s price, never the fee the client typed', async () => {
    const admin = await signIn(t.app)
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
    const typedFee = await bookPayLater()
    const atTypedFee = await payLinkTo(typedFee.email)
    const paidTyped = await reportFor({ bookingId: typedFee.id, bookingToken: atTypedFee.token, amount: 1 })
    const atPrice = await bookPayLater()
    const paidPrice = await reportFor({ bookingId: atPrice.id, bookingToken: (await payLinkTo(atPrice.email)).token })

    // Without a person booked there is no price: a typed "1INR" is no fee to match against.
    const booker = await signIn(t.app)
    const noPrice = await bookPayLater(booker.headers, null)
    const paidNoPrice = await reportFor({ bookingId: noPrice.id, amount: 1 }, booker.headers)

    const listed = await t.app.inject({ url: '/v1/console/payments/upi', headers: admin.headers })
    const hint = (id: string) => listed.json().data.find((report: { id: string }) => report.id === id)
    expect(hint(paidTyped.json().data.id)).toMatchObject({
      amountMinor: 100,
      booking: { expectedFee: { amountMinor: 29000, currency: 'INR' } },
      matches: { amount: false },
    })
    expect(hint(paidPrice.json().data.id)).toMatchObject({
      amountMinor: 29000,
      booking: { expectedFee: { amountMinor: 29000, currency: 'INR' } },
      matches: { amount: true },
    })
    expect(hint(paidNoPrice.json().data.id)).toMatchObject({
      booking: { expectedFee: null },
      matches: { amount: null },
    })
  })
})
