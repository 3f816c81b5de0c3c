import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments.ts'
import { queryRows } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema/index.ts'
import { serverSecret } from '../../db/server-secrets.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'

// Every movement of a booking's money posts its journal (decision 063), through the real flows: the sandbox's
// checkout and webhook, the booker's cancellation, the console's refunds and UPI confirmations.
let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
})
afterAll(() => t.close())

/** A partner at ₹290 a session, owned by a signed-in provider of their own (so each test reads one balance). */
async function newProvider() {
  const provider = await signIn(t.app)
  const partner = await insertPartner(t.db, { userId: provider.userId, feeAmount: 290 })
  return { provider, partnerId: partner.id }
}

let emails = 0
const bookingRequest = (resourceId: string) => ({
  name: 'Asha Verma',
  phone: '9845012345',
  whatsappNumber: '9845012345',
  countryCode: '+91',
  email: `ledger.${++emails}@mail.example`,
  sport: 'Tennis',
  bookingType: 'player',
  resourceId,
})

const book = (payload: Record<string, unknown>, person?: Person) =>
  t.app.inject({ method: 'POST', url: '/v1/booking', payload, headers: person?.headers ?? {} })

/** Opens an order, pays it in the sandbox as its checkout dialog does, and reports it as the browser does. */
async function payAndBook(resourceId: string, booker?: Person, beforePaying?: () => Promise<unknown>) {
  const body = bookingRequest(resourceId)
  const order = (
    await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      headers: booker?.headers ?? {},
      payload: { action: 'CreateOrder', bookingData: body },
    })
  ).json().data as { id: string; amount: number; currency: string }
  await beforePaying?.()
  const proof = (
    await t.app.inject({ method: 'POST', url: '/v1/razorpay/sandbox/pay', payload: { order_id: order.id } })
  ).json()
  const response = await book(
    {
      ...body,
      razorpayOrderId: proof.razorpay_order_id,
      razorpayPaymentId: proof.razorpay_payment_id,
      razorpaySignature: proof.razorpay_signature,
    },
    booker,
  )
  return { response, order, paymentId: proof.razorpay_payment_id as string }
}

const ledgerOf = async (providerUserId: string, person: Person | null = admin, cursor?: string) =>
  t.app.inject({
    url: `/v1/console/ledger?providerUserId=${providerUserId}${cursor ? `&cursor=${cursor}` : ''}`,
    headers: person?.headers ?? {},
  })

/** What the console shows of a provider: balances, and each entry's kind, amount and booking. */
async function booksOf(providerUserId: string) {
  const { data } = (await ledgerOf(providerUserId)).json()
  return {
    balances: data.balances,
    entries: data.entries.map((entry: { kind: string; amount: { amountMinor: number }; bookingId: string }) => ({
      kind: entry.kind,
      amountMinor: entry.amount.amountMinor,
      bookingId: entry.bookingId,
    })),
  }
}

/** Every line of the journals with this reference, by account. */
const linesOf = (reference: string) =>
  queryRows<{ account: string; amount_minor: number }>(
    t.db,
    sql`select l.account, l.amount_minor from ledger_lines l join ledger_journals j on j.id = l.journal_id
        where j.reference = ${reference} order by l.amount_minor desc`,
  )

const journalsOfBooking = (bookingId: string) =>
  queryRows<{ kind: string }>(t.db, sql`select kind from ledger_journals where booking_id = ${bookingId}`)

describe('the journals of a booking’s money', () => {
  it('posts nothing for a pay-later booking: no money moved', async () => {
    const { partnerId } = await newProvider()
    const response = await book(bookingRequest(partnerId))
    expect(response.statusCode).toBe(201)
    expect(response.json().data.paymentStatus).toBe('pending')
    expect(await journalsOfBooking(response.json().data.id)).toEqual([])
  })

  it('owes a sandbox payment to the person booked, and books Razorpay’s fee from the webhook as Rally’s, once', async () => {
    const { provider, partnerId } = await newProvider()
    const { response, order, paymentId } = await payAndBook(partnerId)
    expect(response.statusCode).toBe(201)
    const bookingId = response.json().data.id
    expect(await booksOf(provider.userId)).toEqual({
      balances: [{ currency: 'INR', heldMinor: 29_000 }],
      entries: [{ kind: 'payment', amountMinor: 29_000, bookingId }],
    })
    expect(await linesOf(`payment:${paymentId}`)).toEqual([
      { account: 'razorpay_clearing', amount_minor: 29_000 },
      { account: 'provider_payable', amount_minor: -29_000 },
    ])

    // The payment.captured webhook, delivered twice under different event ids: its fee is posted once.
    const sandbox = createSandboxPayments({ secret: (await serverSecret(t.db, 'payment-sandbox')).toString('hex') })
    for (let delivery = 0; delivery < 2; delivery++) {
      const { body, headers } = sandbox.webhook('payment.captured', order, paymentId)
      const answer = await t.app.inject({ method: 'POST', url: '/v1/payments/webhook', payload: body, headers })
      expect(answer.statusCode).toBe(200)
    }
    // 2 % of ₹290 and 18 % GST on it: ₹6.84, Rally's expense; the provider is still owed the whole ₹290.
    expect(await linesOf(`fee:${paymentId}`)).toEqual([
      { account: 'payment_fees', amount_minor: 684 },
      { account: 'razorpay_clearing', amount_minor: -684 },
    ])
    expect((await booksOf(provider.userId)).balances).toEqual([{ currency: 'INR', heldMinor: 29_000 }])
  })

  it('gives the money back when the booker cancels within the policy: the provider is owed nothing', async () => {
    const { provider, partnerId } = await newProvider()
    const booker = await signIn(t.app)
    const { response } = await payAndBook(partnerId, booker)
    const bookingId = response.json().data.id
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/v1/booking/${bookingId}`,
      headers: booker.headers,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.json().refund).toMatchObject({ refunded: true, amountMinor: 29_000 })
    expect(await booksOf(provider.userId)).toEqual({
      balances: [{ currency: 'INR', heldMinor: 0 }],
      entries: [
        { kind: 'refund', amountMinor: -29_000, bookingId },
        { kind: 'payment', amountMinor: 29_000, bookingId },
      ],
    })
    expect(await linesOf(`refund:${bookingId}`)).toEqual([
      { account: 'provider_payable', amount_minor: 29_000 },
      { account: 'razorpay_clearing', amount_minor: -29_000 },
    ])
  })

  it('posts an operator’s refund in the console through Razorpay', async () => {
    const { provider, partnerId } = await newProvider()
    const { response } = await payAndBook(partnerId)
    const bookingId = response.json().data.id
    const detail = await t.app.inject({ url: `/v1/console/bookings/${bookingId}`, headers: admin.headers })
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/v1/console/bookings/${bookingId}/refund`,
      headers: admin.headers,
      payload: { openedVersion: detail.json().data.booking.updatedAt },
    })
    expect(refunded.statusCode).toBe(200)
    expect((await booksOf(provider.userId)).balances).toEqual([{ currency: 'INR', heldMinor: 0 }])
    expect(await linesOf(`refund:${bookingId}`)).toEqual([
      { account: 'provider_payable', amount_minor: 29_000 },
      { account: 'razorpay_clearing', amount_minor: -29_000 },
    ])
  })

  it('puts a confirmed UPI payment in Rally’s bank, owed to the person booked; paid back by hand from the bank', async () => {
    const { provider, partnerId } = await newProvider()
    const booker = await signIn(t.app)
    const bookingId = (await book(bookingRequest(partnerId), booker)).json().data.id
    const reported = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/manual',
      headers: booker.headers,
      payload: {
        amount: 290,
        reference: 'UTR424242424242',
        payerName: 'Asha Verma',
        payerEmail: booker.email,
        bookingId,
      },
    })
    expect(reported.statusCode).toBe(201)
    expect(await journalsOfBooking(bookingId)).toEqual([])
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/v1/console/payments/upi/${reported.json().data.id}/confirm`,
      headers: admin.headers,
      payload: {},
    })
    expect(confirmed.statusCode).toBe(200)
    expect(await booksOf(provider.userId)).toEqual({
      balances: [{ currency: 'INR', heldMinor: 29_000 }],
      entries: [{ kind: 'upi_payment', amountMinor: 29_000, bookingId }],
    })
    expect(await linesOf('upi:UTR424242424242')).toEqual([
      { account: 'rally_bank', amount_minor: 29_000 },
      { account: 'provider_payable', amount_minor: -29_000 },
    ])

    const detail = await t.app.inject({ url: `/v1/console/bookings/${bookingId}`, headers: admin.headers })
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/v1/console/bookings/${bookingId}/refund`,
      headers: admin.headers,
      payload: { openedVersion: detail.json().data.booking.updatedAt, reason: 'Paid back by bank transfer' },
    })
    expect(refunded.statusCode).toBe(200)
    expect(await linesOf(`refund:${bookingId}`)).toEqual([
      { account: 'provider_payable', amount_minor: 29_000 },
      { account: 'rally_bank', amount_minor: -29_000 },
    ])
    expect((await booksOf(provider.userId)).balances).toEqual([{ currency: 'INR', heldMinor: 0 }])
  })

  it('takes a paid order that cannot become a booking in as unallocated and straight back out', async () => {
    const { provider, partnerId } = await newProvider()
    const booker = await signIn(t.app)
    // While the checkout is open, the booker makes a pay-later request: the paid one cannot become a booking
    // too (one open request at a time, decision 012), so its money goes back.
    const { response, order, paymentId } = await payAndBook(partnerId, booker, async () =>
      expect((await book(bookingRequest(partnerId), booker)).statusCode).toBe(201),
    )
    expect(response.statusCode).toBe(409)
    expect(await linesOf(`payment:${paymentId}`)).toEqual([
      { account: 'razorpay_clearing', amount_minor: 29_000 },
      { account: 'unallocated', amount_minor: -29_000 },
    ])
    expect(await linesOf(`refund:order:${order.id}`)).toEqual([
      { account: 'unallocated', amount_minor: 29_000 },
      { account: 'razorpay_clearing', amount_minor: -29_000 },
    ])
    expect((await booksOf(provider.userId)).entries).toEqual([])
  })
})

describe('the console’s ledger of a provider', () => {
  const adjust = (payload: Record<string, unknown>, person: Person | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/console/ledger/adjustments',
      headers: person?.headers ?? {},
      payload,
    })

  it('records an adjustment with its reason in the ledger and the audit log', async () => {
    const { provider, partnerId } = await newProvider()
    await payAndBook(partnerId)
    const adjusted = await adjust({
      providerUserId: provider.userId,
      amount: { amountMinor: -4_000, currency: 'INR' },
      reason: 'Session shortened by 20 minutes',
    })
    expect(adjusted.statusCode).toBe(201)
    expect(adjusted.json().data.balances).toEqual([{ currency: 'INR', heldMinor: 25_000 }])
    expect(adjusted.json().data.entries[0]).toMatchObject({
      kind: 'adjustment',
      amount: { amountMinor: -4_000, currency: 'INR' },
      memo: 'Session shortened by 20 minutes',
      recordedBy: admin.userId,
    })
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, provider.userId))
    expect(audits).toMatchObject([
      { action: 'ledger.adjust', actorId: admin.userId, reason: 'Session shortened by 20 minutes' },
    ])
  })

  it('refuses an adjustment without a reason, of no amount, or for nobody, and posts nothing', async () => {
    const { provider } = await newProvider()
    const amount = { amountMinor: 500, currency: 'INR' }
    const noReason = await adjust({ providerUserId: provider.userId, amount })
    expect(noReason.statusCode).toBe(400)
    expect(Object.keys(noReason.json().error.fields)).toEqual(['reason'])
    const zero = await adjust({
      providerUserId: provider.userId,
      amount: { ...amount, amountMinor: 0 },
      reason: 'Typo',
    })
    expect(zero.json().error.fields).toEqual({
      'amount.amountMinor': 'The amount must be a whole number of minor units, not zero',
    })
    const fraction = await adjust({
      providerUserId: provider.userId,
      amount: { ...amount, amountMinor: 1.5 },
      reason: 'Typo',
    })
    expect(fraction.statusCode).toBe(400)
    const nobody = await adjust({ providerUserId: '00000000-0000-4000-8000-000000000000', amount, reason: 'Typo' })
    expect(nobody.statusCode).toBe(404)
    expect((await booksOf(provider.userId)).entries).toEqual([])
  })

  it('pages a provider’s entries newest first', async () => {
    const { provider } = await newProvider()
    for (const amountMinor of [100, 200, 300]) {
      await adjust({ providerUserId: provider.userId, amount: { amountMinor, currency: 'INR' }, reason: 'Goodwill' })
    }
    // The page size is 50: more entries than that come in pages; here one page, and a cursor past its end.
    const first = (await ledgerOf(provider.userId)).json().data
    expect(first.entries.map((entry: { amount: { amountMinor: number } }) => entry.amount.amountMinor)).toEqual([
      300, 200, 100,
    ])
    expect(first.nextCursor).toBeNull()
    const after = (await ledgerOf(provider.userId, admin, first.entries[1].id)).json().data
    expect(after.entries.map((entry: { amount: { amountMinor: number } }) => entry.amount.amountMinor)).toEqual([100])
    expect((await ledgerOf(provider.userId, admin, 'abc')).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/v1/console/ledger', headers: admin.headers })).statusCode).toBe(400)
  })

  it('is for admins only: not for anonymous callers, players or the provider themselves', async () => {
    const { provider } = await newProvider()
    const player = await signIn(t.app)
    const payload = { providerUserId: provider.userId, amount: { amountMinor: 100, currency: 'INR' }, reason: 'Mine' }
    expect((await ledgerOf(provider.userId, null)).statusCode).toBe(401)
    expect((await adjust(payload, null)).statusCode).toBe(401)
    for (const person of [player, provider]) {
      expect((await ledgerOf(provider.userId, person)).statusCode).toBe(403)
      expect((await adjust(payload, person)).statusCode).toBe(403)
    }
    expect((await booksOf(provider.userId)).entries).toEqual([])
  })
})
