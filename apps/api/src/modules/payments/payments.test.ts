import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
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
