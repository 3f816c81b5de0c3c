import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

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
})
