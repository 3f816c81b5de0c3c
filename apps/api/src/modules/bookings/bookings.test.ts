import { ownProfileBookingMessage, pastSessionDateMessage, todayIn } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { bookingEvents, bookings, mailOutbox } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn, validOnboarding } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'
import { statementsOf, writesOf } from '../../test/statements.ts'

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
    // Without a person booked the server knows no name and no fee: what the browser says of them is not kept.
    const generic = await book(request({ resourceId: undefined, requestedEntityName: 'Rally Support', fees: '1INR' }))
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
    const year = new Date().getUTCFullYear() + 1
    const response = await book({
      bookingType: 'coach',
      name: 'Asha Verma',
      email: 'asha.coach@mail.example',
      phoneNumber: '9845012345',
      whatsappNumber: '9845012345',
      preferredDate: `${year}-12-05`,
      preferredTime: '18:30',
      timeZone: 'Asia/Kolkata',
      coachId,
      coachName: 'Meera Iyer',
      sport: 'Badminton',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      resourceType: 'coach',
      preferredAt: `${year}-12-05T13:00:00.000Z`,
      timeZone: 'Asia/Kolkata',
      fees: '1500INR',
    })
  })
})

describe('what a booking may be', () => {
  const coachRequest = (overrides: Record<string, unknown> = {}) => ({
    bookingType: 'coach',
    name: 'Asha Verma',
    email: `asha.${++emailCounter}@mail.example`,
    phoneNumber: '9845012345',
    whatsappNumber: '9845012345',
    preferredTime: '18:30',
    timeZone: 'Asia/Kolkata',
    coachId,
    coachName: 'Meera Iyer',
    sport: 'Badminton',
    ...overrides,
  })
  const bookingsOf = async (email: string) =>
    (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.email, email))).length

  it('refuses a session dated before today, with the field message, and keeps nothing', async () => {
    const body = coachRequest({ preferredDate: '2020-01-01' })
    const response = await book(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: pastSessionDateMessage,
      fields: { preferredDate: pastSessionDateMessage },
    })
    expect(await bookingsOf(body.email)).toBe(0)
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      payload: { action: 'CreateOrder', bookingData: coachRequest({ preferredDate: '2020-01-01' }) },
    })
    expect(order.statusCode).toBe(400)
    expect(order.json().error.fields).toEqual({ preferredDate: pastSessionDateMessage })
  })

  it('reads "today" in the booker’s own time zone', async () => {
    // Samoa's today is always yesterday on Kiritimati (25 hours apart): the same date is past there.
    const samoaToday = todayIn('Pacific/Pago_Pago', new Date())
    const inKiritimati = await book(coachRequest({ preferredDate: samoaToday, timeZone: 'Pacific/Kiritimati' }))
    expect(inKiritimati.statusCode).toBe(400)
    expect(inKiritimati.json().error.fields.preferredDate).toBe(pastSessionDateMessage)
    const inSamoa = await book(
      coachRequest({ preferredDate: samoaToday, preferredTime: '23:30', timeZone: 'Pacific/Pago_Pago' }),
    )
    expect(inSamoa.statusCode).toBe(201)
  })

  it('refuses a time zone it does not know', async () => {
    const response = await book(coachRequest({ preferredDate: '2099-01-01', timeZone: 'Mars/Olympus' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.timeZone).toBe('timeZone must be an IANA time zone such as Asia/Kolkata')
  })

  it('refuses to let anyone book their own profile, paid or not', async () => {
    const owner = await signIn(t.app)
    const own = (await insertPartner(t.db, { userId: owner.userId, feeAmount: 290, firstName: 'Own' })).id
    const body = request({ resourceId: own })
    const response = await book(body, owner.headers)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toEqual({ code: 'BOOKING_OWN_PROFILE', message: ownProfileBookingMessage })
    expect(await bookingsOf(body.email)).toBe(0)
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      headers: owner.headers,
      payload: { action: 'CreateOrder', bookingData: body },
    })
    expect(order.statusCode).toBe(403)
    expect(order.json().error.code).toBe('BOOKING_OWN_PROFILE')
    // Anyone else books it.
    expect((await book(request({ resourceId: own }))).statusCode).toBe(201)
  })
})

describe('what the booking e-mails carry', () => {
  it('puts none of a guest’s words in any e-mail: "verify your card at https://evil.example" goes nowhere', async () => {
    const lure = 'verify your card at https://evil.example'
    const victim = `victim.${++emailCounter}@mail.example`
    const response = await book(
      request({
        name: lure.slice(0, 100),
        email: victim,
        comment: lure,
        city: lure,
        country: lure,
        requestedEntityName: lure,
        fees: 'verify https://evil.example',
      }),
    )
    expect(response.statusCode).toBe(201)
    const { id } = response.json().data
    const mails = await t.db.select().from(mailOutbox)
    const about = mails.filter((mail) => mail.text.includes(id.slice(0, 8).toUpperCase()))
    // One to the address typed, one to the partner booked.
    expect(about.map((mail) => mail.to).sort()).toEqual(['paid.partner@mail.example', victim])
    for (const mail of mails) {
      const everything = [mail.subject, mail.text, mail.html].join('\n')
      expect(everything).not.toContain('evil.example')
      expect(everything).not.toMatch(/verify your card/i)
    }
    const toVictim = about.find((mail) => mail.to === victim)
    expect(toVictim?.subject).toBe('Booking request received — Paid Partner')
    expect(toVictim?.text).toContain('Fee: 290 INR')
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

describe('a request that names no one: the booking, its event and its e-mail in one statement (decision 070)', () => {
  const noOne = (overrides: Record<string, unknown> = {}) => {
    const { resourceId: _none, ...body } = request(overrides)
    return body
  }
  const written = async (email: string) => {
    const rows = await t.db.select().from(bookings).where(eq(bookings.email, email))
    const [first] = rows
    const events = first ? await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, first.id)) : []
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    return { rows, events, mails }
  }

  it('writes the booking as answered, its "created" event and the booker’s pay-later e-mail with its reference', async () => {
    const body = noOne({ email: 'no.one.1@mail.example' })
    const response = await book(body)
    expect(response.statusCode).toBe(201)
    const answer = response.json().data
    expect(answer).toMatchObject({ resourceId: null, status: 'pending', paymentStatus: 'pending', sequence: 0 })
    const { rows, events, mails } = await written('no.one.1@mail.example')
    expect(rows.map((row) => row.id)).toEqual([answer.id])
    expect(rows[0]?.createdAt.toISOString()).toBe(answer.createdAt)
    expect(events).toMatchObject([
      { kind: 'created', actorKind: 'booker', actorId: null, from: null, to: 'pending', note: 'payment: pending' },
    ])
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ status: 'pending', replyTo: null, attachments: [] })
    expect(mails[0]?.text).toContain(answer.id.slice(0, 8).toUpperCase())
    expect(mails[0]?.subject).not.toMatch(/\n/)
  })

  it('greets a signed-in booker at their own address by their account’s name', async () => {
    const player = await signIn(t.app)
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: player.headers,
      payload: validOnboarding('no_one_booker'),
    })
    expect(onboarded.statusCode).toBe(201)
    const response = await book(noOne({ email: player.email }), player.headers)
    expect(response.statusCode).toBe(201)
    const { events, mails } = await written(player.email)
    expect(events).toMatchObject([{ kind: 'created', actorKind: 'booker', actorId: player.userId }])
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/^Hello Asha Verma,\n/)
  })

  it('keeps nothing of a refused request: 20 at once by one guest write one booking, one event and one e-mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(noOne({ email: 'no.one.many@mail.example' }))),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    const { rows, events, mails } = await written('no.one.many@mail.example')
    expect(rows).toHaveLength(1)
    expect(events).toHaveLength(1)
    expect(mails).toHaveLength(1)
  })

  it('answers each of 12 guests booking at once with their own booking, its event and their own e-mail (decision 083)', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `together.${index}@mail.example`)
    const answers = await Promise.all(emails.map((email, index) => book(noOne({ email, name: `Guest ${index}` }))))
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201))
    for (const [index, email] of emails.entries()) {
      const answer = answers[index]?.json().data
      expect(answer).toMatchObject({ email, name: `Guest ${index}`, status: 'pending' })
      const { rows, events, mails } = await written(email)
      expect(rows.map((row) => row.id)).toEqual([answer.id])
      expect(events).toMatchObject([{ bookingId: answer.id, kind: 'created', to: 'pending' }])
      expect(mails).toHaveLength(1)
      expect(mails[0]?.text).toContain(answer.id.slice(0, 8).toUpperCase())
    }
  })

  it('books the others when one booking that arrives with them is refused: only its booker gets 409', async () => {
    expect((await book(noOne({ email: 'together.open@mail.example' }))).statusCode).toBe(201)
    const emails = ['together.a@mail.example', 'together.open@mail.example', 'together.b@mail.example']
    const answers = await Promise.all([...emails, ...emails].map((email) => book(noOne({ email }))))
    const byEmail = (email: string) =>
      answers.filter((_, index) => [...emails, ...emails][index] === email).map((answer) => answer.statusCode)
    expect(byEmail('together.open@mail.example')).toEqual([409, 409])
    expect(byEmail('together.a@mail.example').sort()).toEqual([201, 409])
    expect(byEmail('together.b@mail.example').sort()).toEqual([201, 409])
    for (const email of emails) {
      const { rows, events, mails } = await written(email)
      expect([rows.length, events.length, mails.length]).toEqual([1, 1, 1])
    }
  })

  it.runIf(process.env.DATABASE_URL)(
    'writes bookings that arrive together in fewer statements than bookings, none in a transaction',
    async () => {
      const emails = Array.from({ length: 16 }, (_, index) => `shared.${index}@mail.example`)
      const statements = await statementsOf(async () => {
        const answers = await Promise.all(emails.map((email) => book(noOne({ email }))))
        expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201))
      })
      const bookingWrites = writesOf(statements).filter((text) => text.startsWith('bookings_insert_with_notices '))
      expect(bookingWrites.length).toBeGreaterThan(0)
      expect(bookingWrites.length).toBeLessThan(emails.length)
      expect(statements.filter((text) => /^(begin|commit)\b/i.test(text))).toEqual([])
    },
  )
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
    const paidBookings = await t.db.select().from(bookings).where(eq(bookings.paymentOrderId, order.id))
    expect(paidBookings).toHaveLength(0)
  })
})
