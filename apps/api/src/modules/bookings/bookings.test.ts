import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let paidPartner: string
let freePartner: string
let dollarPartner: string
let coachId: string

beforeAll(async () => {
  // This file sends many bookings from one address on purpose (one open request per
  // user, concurrency, idempotency); the per-client limits have their own tests.
  t = await createTestApp({ RATE_LIMITS: 'false' })
  paidPartner = (
    await insertPartner(t.db, {
      firstName: 'Paid',
      lastName: 'Partner',
      feeAmount: 290,
      email: 'paid.partner@mail.example',
    })
  ).id
  freePartner = (await insertPartner(t.db, { firstName: 'Free', lastName: 'Partner', feeAmount: null })).id
  dollarPartner = (
    await insertPartner(t.db, { firstName: 'Dollar', lastName: 'Partner', feeAmount: 9, feeCurrency: 'USD' })
  ).id
  coachId = (await insertCoach(t.db, { firstName: 'Meera', lastName: 'Iyer', feeAmount: 1500, sessionMinutes: 45 })).id
})
afterAll(() => t.close())

let emailCounter = 0
const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  phone: '9845012345',
  whatsappNumber: '9845012345',
  countryCode: '+91',
  email: `asha.${++emailCounter}@mail.example`,
  sport: 'Tennis',
  bookingType: 'player',
  resourceId: paidPartner,
  ...overrides,
})
const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/booking', payload, headers })

describe('POST /v1/booking: the rules of the booking form (spec section 5)', () => {
  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a name of spaces', { name: '   ' }, 'name', 'Name cannot be empty or just spaces'],
    ['a three-digit phone', { phone: '123' }, 'phone', 'Phone number must be at least 4 digits'],
    ['a 16-digit phone', { phone: '1234567890123456' }, 'phone', 'Phone number must be at most 15 digits'],
    ['letters in a phone', { phone: '98450abcd' }, 'phone', 'Phone number must contain only digits'],
    ['a phone of spaces', { phone: '    ' }, 'phone', 'Phone number cannot be empty or just spaces'],
    [
      'a short WhatsApp number',
      { whatsappNumber: '12' },
      'whatsappNumber',
      'WhatsApp number must be at least 4 digits',
    ],
    [
      'a long WhatsApp number',
      { whatsappNumber: '1'.repeat(16) },
      'whatsappNumber',
      'WhatsApp number must be at most 15 digits',
    ],
    ['letters in WhatsApp', { whatsappNumber: 'abcd' }, 'whatsappNumber', 'WhatsApp number must contain only digits'],
    [
      'WhatsApp of spaces',
      { whatsappNumber: '   ' },
      'whatsappNumber',
      'WhatsApp number cannot be empty or just spaces',
    ],
    ['an invalid e-mail', { email: 'asha-at-mail' }, 'email', 'Please enter a valid email address'],
    ['a four-letter e-mail', { email: 'a@bc' }, 'email', 'Email must be at least 5 characters'],
    ['an e-mail of spaces', { email: '      ' }, 'email', 'Email cannot be empty or just spaces'],
  ]
  for (const [what, change, field, message] of rules) {
    it(`refuses ${what}: "${message}"`, async () => {
      const response = await book(request(change))
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    })
  }

  it('checks the specialist form too: name, e-mail, date, coach id and name', async () => {
    const response = await book({
      bookingType: 'coach',
      name: '',
      email: 'x',
      phoneNumber: '9845012345',
      whatsappNumber: '9845012345',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email address',
      preferredDate: 'Preferred date is required',
      coachId: 'Coach ID is required',
      coachName: 'Coach name is required',
    })
  })
})

describe('POST /v1/booking: what the server decides', () => {
  it('ignores a client-sent status and paymentStatus "completed": pay later is pending', async () => {
    const response = await book(
      request({ status: 'completed', paymentStatus: 'completed', fees: '1INR', requestedEntityName: 'Someone else' }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      requestedEntityName: 'Paid Partner',
      fees: '290INR',
      resourceId: paidPartner,
    })
  })

  it('completes a free booking (no fee) and fills "Not Provided" when nothing is known', async () => {
    const free = await book(request({ resourceId: freePartner }))
    expect(free.json().data).toMatchObject({ status: 'pending', paymentStatus: 'completed', fees: 'Not Provided' })
    const generic = await book(request({ resourceId: undefined }))
    expect(generic.json().data).toMatchObject({
      requestedEntityName: 'Not Provided',
      fees: 'Not Provided',
      paymentStatus: 'pending',
    })
  })

  it('attaches the signed-in user', async () => {
    const player = await signIn(t.app)
    const response = await book(request(), player.headers)
    const [row] = await t.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, response.json().data.id))
    expect(row?.userId).toBe(player.userId)
  })

  it('stores a specialist session as an instant plus the time zone it was chosen in', async () => {
    const response = await book({
      bookingType: 'coach',
      name: 'Asha Verma',
      email: 'asha.coach@mail.example',
      phoneNumber: '9845012345',
      whatsappNumber: '9845012345',
      preferredDate: '2026-12-05',
      preferredTime: '18:30',
      timeZone: 'Asia/Kolkata',
      coachId,
      coachName: 'Meera Iyer',
      sport: 'Badminton',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      resourceType: 'coach',
      preferredAt: '2026-12-05T13:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      fees: '1500INR',
    })
  })
})

describe('one open request at a time', () => {
  it('refuses a second unpaid request by the same user with the pay-later wording', async () => {
    const player = await signIn(t.app)
    expect((await book(request(), player.headers)).statusCode).toBe(201)
    const second = await book(request(), player.headers)
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toMatchObject({
      code: 'BOOKING_OPEN_REQUEST_EXISTS',
      message: 'Booking Failed — An error occurred ! Keep in mind that a user can make one request at a time',
    })
  })

  it('counts a free request as open too (decision 012)', async () => {
    const player = await signIn(t.app)
    const free = await book(request({ resourceId: freePartner }), player.headers)
    expect(free.json().data).toMatchObject({ status: 'pending', paymentStatus: 'completed' })
    const second = await book(request(), player.headers)
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('BOOKING_OPEN_REQUEST_EXISTS')
  })

  it('holds for a guest e-mail whatever its case', async () => {
    expect((await book(request({ email: 'Guest.Once@mail.example' }))).statusCode).toBe(201)
    expect((await book(request({ email: 'guest.once@MAIL.example' }))).statusCode).toBe(409)
  })

  it('creates exactly one booking from 20 concurrent submissions by one user', async () => {
    const player = await signIn(t.app)
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(request(), player.headers)))
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    const rows = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, player.userId))
    expect(rows).toHaveLength(1)
  })
})

describe('Idempotency-Key', () => {
  it('answers a repeated key with the same booking, and a different body with 409', async () => {
    const body = request()
    const headers = { 'idempotency-key': 'retry-after-timeout-0001' }
    const first = await book(body, headers)
    const second = await book(body, headers)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json().data.id).toBe(first.json().data.id)
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where email = ${body.email}`,
    )
    expect(rows[0]?.n).toBe(1)
    const changed = await book({ ...body, name: 'Someone Else' }, headers)
    expect(changed.statusCode).toBe(409)
  })
})

describe('online payment', () => {
  async function createOrder(payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      payload: {
        action: 'CreateOrder',
        currency: 'INR',
        amount: 1,
        receipt: 'r1',
        bookingData: payload,
        bookingType: 'player',
      },
    })
  }

  it('creates an order for the amount of the fee (x100), whatever amount the browser sends', async () => {
    const response = await createOrder(request())
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ amount: 29000, currency: 'INR', key: 'rzp_test_sandbox' })
    expect(response.json().data.id).toMatch(/^order_/)
  })

  it('refuses an order for a free booking or a fee not in INR', async () => {
    expect((await createOrder(request({ resourceId: freePartner }))).statusCode).toBe(400)
    const dollars = await createOrder(request({ resourceId: dollarPartner }))
    expect(dollars.statusCode).toBe(400)
    expect(dollars.json().error.message).toBe('Online payment is in INR only: choose Book Now & Pay Later')
  })

  it('creates a paid booking only with a valid signature, once, however often it is reported', async () => {
    const body = request()
    const order = (await createOrder(body)).json().data
    const forged = await book({
      ...body,
      razorpayOrderId: order.id,
      razorpayPaymentId: 'pay_x',
      razorpaySignature: 'f'.repeat(64),
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe('The payment could not be verified')

    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay/sandbox/pay',
      payload: { order_id: order.id },
    })
    const proof = paid.json()
    const mismatched = await book({
      ...body,
      razorpayOrderId: order.id,
      razorpayPaymentId: 'pay_other',
      razorpaySignature: proof.razorpay_signature,
    })
    expect(mismatched.statusCode).toBe(400)

    const payload = {
      ...body,
      paymentStatus: 'completed',
      razorpayOrderId: proof.razorpay_order_id,
      razorpayPaymentId: proof.razorpay_payment_id,
      razorpaySignature: proof.razorpay_signature,
    }
    const created = await book(payload)
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toMatchObject({ paymentStatus: 'completed', status: 'pending', amountMinor: 29000 })
    const again = await book(payload)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).toBe(created.json().data.id)
  })

  /** Pays an order in the sandbox and reports it as the browser does after the checkout dialog. */
  async function payAndBook(body: Record<string, unknown>, orderId: string, headers: Record<string, string> = {}) {
    const proof = (
      await t.app.inject({ method: 'POST', url: '/v1/razorpay/sandbox/pay', payload: { order_id: orderId } })
    ).json()
    return book(
      {
        ...body,
        razorpayOrderId: proof.razorpay_order_id,
        razorpayPaymentId: proof.razorpay_payment_id,
        razorpaySignature: proof.razorpay_signature,
      },
      headers,
    )
  }

  it('refuses a second request, paid or unpaid, while a paid one is pending (decision 012)', async () => {
    const player = await signIn(t.app)
    const body = request()
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/razorpay',
        headers: player.headers,
        payload: { action: 'CreateOrder', bookingData: body },
      })
    ).json().data
    const paid = await payAndBook(body, order.id, player.headers)
    expect(paid.statusCode).toBe(201)
    expect(paid.json().data).toMatchObject({ status: 'pending', paymentStatus: 'completed' })

    const payLater = await book(request(), player.headers)
    expect(payLater.statusCode).toBe(409)
    expect(payLater.json().error.code).toBe('BOOKING_OPEN_REQUEST_EXISTS')
    // Asked before any money is taken: no order, so nothing to pay for.
    const secondOrder = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      headers: player.headers,
      payload: { action: 'CreateOrder', bookingData: request() },
    })
    expect(secondOrder.statusCode).toBe(409)
    expect(secondOrder.json().error).toEqual({
      code: 'BOOKING_OPEN_REQUEST_EXISTS',
      message: 'A user can make one request at a time',
    })
  })

  it('refunds a payment whose booker opened another request while paying, and books nothing', async () => {
    const body = request()
    const order = (await createOrder(body)).json().data
    // While the checkout dialog is open, the same guest books with Pay Later in another tab.
    expect((await book({ ...body, resourceId: freePartner })).statusCode).toBe(201)
    const paid = await payAndBook(body, order.id)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().error).toEqual({
      code: 'BOOKING_OPEN_REQUEST_EXISTS',
      message:
        'A user can make one request at a time: you already have an open request, so this payment is being refunded to the original payment method.',
    })
    const rows = await queryRows<{ status: string; booking_id: string | null }>(
      t.db,
      sql`select status, booking_id from payment_orders where provider_order_id = ${order.id}`,
    )
    expect(rows).toEqual([{ status: 'refunded', booking_id: null }])
    const paidBookings = await t.db.select().from(bookings).where(eq(bookings.razorpayOrderId, order.id))
    expect(paidBookings).toHaveLength(0)
  })
})
