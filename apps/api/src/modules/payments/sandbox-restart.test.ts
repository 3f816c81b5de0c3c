import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { parseConfig } from '../../config.ts'
import { createTestApp } from '../../test/app.ts'
import { insertPartner } from '../../test/fixtures.ts'

// Found by the payment fault run (bench/fault-payments.mjs): the sandbox signed with a secret made at
// each start, so a payment made just before the API restarted could never be reported after it, and
// the booker's money (in production, real money) was taken with no booking to show for it.
let t: Awaited<ReturnType<typeof createTestApp>>
let restarted: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  // The same installation started again: another app on the same database.
  restarted = await buildApp({
    config: parseConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '',
      SEED_DEMO_DATA: 'false',
      RATE_LIMITS: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-test-')),
    }),
    database: t.database,
  })
  await restarted.ready()
})
afterAll(async () => {
  await restarted?.close()
  await t.close()
})

describe('a sandbox payment across a restart', () => {
  it('is verified and booked by the process that comes after the one that took it', async () => {
    const partner = await insertPartner(t.db, { feeAmount: 290, feeCurrency: 'INR' })
    const bookingData = {
      name: 'Asha Verma',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      email: 'asha.restart@mail.example',
      sport: 'Tennis',
      bookingType: 'player',
      resourceId: partner.id,
    }
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/payments/orders',
        payload: { action: 'CreateOrder', bookingData },
      })
    ).json().data
    const proof = (
      await t.app.inject({ method: 'POST', url: '/v1/razorpay/sandbox/pay', payload: { order_id: order.id } })
    ).json()

    const booked = await restarted.inject({
      method: 'POST',
      url: '/v1/booking',
      payload: {
        ...bookingData,
        razorpayOrderId: proof.razorpay_order_id,
        razorpayPaymentId: proof.razorpay_payment_id,
        razorpaySignature: proof.razorpay_signature,
      },
    })
    expect(booked.statusCode).toBe(201)
    expect(booked.json().data).toMatchObject({ paymentStatus: 'completed', amountMinor: 29000 })
  })
})
