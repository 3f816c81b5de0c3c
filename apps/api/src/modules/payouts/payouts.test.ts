import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { payoutDisputeWindowHours } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bookings, ledgerLines, payoutAccounts, payoutTransfers, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'
import { capturedBooking, indianPayoutDetails, payoutsOf } from '../../test/payouts.ts'
import { startRouteTwin } from '../../test/route-twin.ts'
import { createLedgerRepository } from '../ledger/ledger-repository.ts'
import { createPayoutsRepository } from './payouts-repository.ts'
import { payoutClaimMs } from './payouts-service.ts'

// The app on the Razorpay adapter (a webhook secret the test knows, refunds on a loopback Razorpay) and Route
// through the Route adapter on its loopback twin (test/route-twin.ts), which counts the calls that move money.
// The clock is the test's (the twin's too): a dispute window passes without waiting.
const webhookSecret = 'payouts-webhook-secret'
let now = new Date('2026-12-01T10:00:00Z')
const clock = () => now
let route: Awaited<ReturnType<typeof startRouteTwin>>
const hour = 3_600_000
let t: Awaited<ReturnType<typeof createTestApp>>
let razorpay: Server
let admin: Awaited<ReturnType<typeof signIn>>
let coach: Awaited<ReturnType<typeof signIn>>
let player: Awaited<ReturnType<typeof signIn>>
let other: Awaited<ReturnType<typeof signIn>>
let partnerId: string
let otherPartnerId: string

beforeAll(async () => {
  route = await startRouteTwin({ webhookSecret, clock })
  razorpay = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '')
      if (request.method !== 'POST' || !refund?.[1]) return response.writeHead(404).end()
      const { amount } = JSON.parse(raw) as { amount: number }
      const key = request.headers['x-refund-idempotency'] as string
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `rfnd_${key.slice(-12)}`, entity: 'refund', amount, payment_id: refund[1] }))
    })
  })
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve))
  t = await createTestApp(
    {
      RATE_LIMITS: 'false',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`,
    },
    { clock, payoutsProvider: route.provider },
  )
  ;[admin, coach, player, other] = [await signIn(t.app), await signIn(t.app), await signIn(t.app), await signIn(t.app)]
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  partnerId = (
    await insertPartner(t.db, { userId: coach.userId, firstName: 'Paid', lastName: 'Coach', feeAmount: 290 })
  ).id
  otherPartnerId = (await insertPartner(t.db, { userId: other.userId, firstName: 'Other', feeAmount: 290 })).id
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => razorpay.close(resolve))
  await route?.close()
})

const indianDetails = indianPayoutDetails
/** A bank account outside the Route countries: paid by hand. */
const abroadDetails = {
  ...indianDetails,
  country: 'DE',
  pan: '',
  ifsc: '',
  accountNumber: '',
  iban: 'DE89370400440532013000',
  swift: 'COBADEFFXXX',
}

const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who?: { headers: Record<string, string> },
  payload?: unknown,
) => t.app.inject({ method, url, headers: who?.headers, ...(payload !== undefined && { payload: payload as object }) })

async function webhook(event: string, payload: Record<string, unknown>, eventId: string) {
  const { body, headers } = route.event(event, payload, eventId)
  return t.app.inject({ method: 'POST', url: '/v1/payments/webhook', headers, payload: body })
}

let counter = 0
/** A booking paid online with the provider's partner profile, captured by Razorpay's webhook. */
async function paidBooking(resourceId = partnerId) {
  const paid = await capturedBooking(t.app, t.db, { resourceId, webhookSecret, key: `payouts${++counter}`, route })
  expect(paid.handled).toBe('booking-created')
  return paid
}

const transferOf = async (bookingId: string) =>
  (await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId)))[0]
const myPayouts = async (who = coach) =>
  (await inject('GET', '/v1/me/payouts', who)).json().data as { bookingId: string; status: string }[]
const statusOf = async (bookingId: string, who = coach) =>
  (await myPayouts(who)).find((p) => p.bookingId === bookingId)?.status

/** Another API process's scheduled jobs, on the same database and the same Razorpay. */
const jobs = () => payoutsOf(t.db, route.provider, clock)

async function completeBooking(bookingId: string) {
  await t.db.update(bookings).set({ status: 'completed', updatedAt: now }).where(eq(bookings.id, bookingId))
}

describe('payout accounts', () => {
  it('opens a Route linked account in India, keeps only the last four digits, and follows Razorpay to active', async () => {
    const before = await inject('GET', '/v1/me/payout-account', coach)
    expect(before.json().data).toMatchObject({ method: null, status: 'not_added' })

    const saved = await inject('PUT', '/v1/me/payout-account', coach, indianDetails)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      method: 'route',
      status: 'under_review',
      bankLast4: '9012',
      ifsc: 'HDFC0001234',
    })
    expect(saved.body).not.toContain('123456789012')
    expect(route.calls.openLinkedAccount).toBe(1)
  })

  it('asks for a PAN in plain words when Razorpay needs it, and refuses bad details with field messages', async () => {
    const bad = await inject('PUT', '/v1/me/payout-account', coach, { ...indianDetails, pan: 'ABC', ifsc: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      pan: 'PAN must be 10 characters: five letters, four digits and a letter',
      ifsc: 'IFSC is required for a bank account in India',
    })
  })

  it('pays a provider outside the Route countries by hand', async () => {
    const saved = await inject('PUT', '/v1/me/payout-account', other, abroadDetails)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ method: 'bank_manual', status: 'active', bankLast4: '3000', ifsc: null })
  })

  it('changes details on the same Route account, switching to a hand-paid account and back: one account at Razorpay', async () => {
    const opened = route.calls.openLinkedAccount
    const first = await inject('PUT', '/v1/me/payout-account', other, { ...indianDetails, legalName: 'Other Coach' })
    expect(first.statusCode).toBe(200)
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, other.userId))
    route.activate(row?.routeAccountId as string)
    // The same bank account, a new phone: still the one account (Razorpay refuses a second with its reference).
    const again = await inject('PUT', '/v1/me/payout-account', other, { ...indianDetails, phone: '9876500000' })
    expect(again.statusCode).toBe(200)
    // Hand-paid abroad for a while, then Route again with another bank account: Razorpay checks it first.
    const abroad = abroadDetails
    expect((await inject('PUT', '/v1/me/payout-account', other, abroad)).json().data).toMatchObject({
      method: 'bank_manual',
      status: 'active',
    })
    const back = await inject('PUT', '/v1/me/payout-account', other, {
      ...indianDetails,
      accountNumber: '998877665544',
    })
    expect(back.statusCode).toBe(200)
    expect(back.json().data).toMatchObject({ method: 'route', status: 'under_review', bankLast4: '5544' })
    expect(route.calls.openLinkedAccount).toBe(opened + 1)
    const [after] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, other.userId))
    expect(after?.routeAccountId).toBe(row?.routeAccountId)
    // Hand-paid again, as the tests below expect of this provider.
    expect((await inject('PUT', '/v1/me/payout-account', other, abroad)).statusCode).toBe(200)
  })

  it('answers 409, not a dead end, when Razorpay made the account but its id was never recorded', async () => {
    const lost = await signIn(t.app)
    await insertPartner(t.db, { userId: lost.userId, firstName: 'Lost', feeAmount: 290 })
    // Razorpay made this provider's account; the process died before its id was written.
    await route.provider.openLinkedAccount({
      referenceId: lost.userId.replaceAll('-', '').slice(0, 20),
      email: indianDetails.email,
      phone: indianDetails.phone,
      legalName: 'Lost Coach',
      pan: indianDetails.pan,
      address: { ...indianDetails.address, country: 'IN' },
      bank: { accountNumber: indianDetails.accountNumber, ifsc: indianDetails.ifsc, beneficiaryName: 'Lost Coach' },
    })
    const opened = route.calls.openLinkedAccount
    const save = await inject('PUT', '/v1/me/payout-account', lost, { ...indianDetails, legalName: 'Lost Coach' })
    expect(save.statusCode).toBe(409)
    expect(save.json().error.message).toContain('has not linked yet')
    expect(route.calls.openLinkedAccount).toBe(opened + 1)
    const rows = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, lost.userId))
    expect(rows.every((r) => r.routeAccountId === null)).toBe(true)
  })

  it('is only for partners, specialists and academy owners; only for oneself; never for the anonymous', async () => {
    expect((await inject('GET', '/v1/me/payout-account')).statusCode).toBe(401)
    expect((await inject('PUT', '/v1/me/payout-account', undefined, indianDetails)).statusCode).toBe(401)
    expect((await inject('GET', '/v1/me/payouts')).statusCode).toBe(401)
    const asPlayer = await inject('GET', '/v1/me/payout-account', player)
    expect(asPlayer.statusCode).toBe(403)
    expect(asPlayer.json().error.message).toBe('Only partners, specialists and academy owners receive payouts')
    expect((await inject('PUT', '/v1/me/payout-account', player, indianDetails)).statusCode).toBe(403)
    expect((await inject('GET', '/v1/me/payouts', player)).statusCode).toBe(403)
  })
})

describe('transfers, exactly once', () => {
  let accountId: string

  beforeAll(async () => {
    // The coach's account becomes active at Razorpay, which says so by webhook.
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, coach.userId))
    accountId = row?.routeAccountId as string
  })

  it('waits for an active account, then transfers on hold once the account is activated', async () => {
    const { bookingId } = await paidBooking()
    expect(await statusOf(bookingId)).toBe('on_hold')
    await jobs().runTransfers()
    expect((await transferOf(bookingId))?.status).toBe('awaiting_account')
    expect(await statusOf(bookingId)).toBe('awaiting_account')
    expect(route.calls.createTransfer).toBe(0)

    route.activate(accountId)
    const activated = await webhook(
      'product.route.activated',
      { merchant_product: { entity: { account_id: accountId } } },
      'evt_act_1',
    )
    expect(activated.json()).toEqual({ handled: 'payout-account-updated' })
    expect((await inject('GET', '/v1/me/payout-account', coach)).json().data.status).toBe('active')

    await jobs().runTransfers()
    const row = await transferOf(bookingId)
    expect(row).toMatchObject({ status: 'on_hold', amountMinor: 29000 })
    expect(route.calls.createTransfer).toBe(1)
    const atRazorpay = route.transfers.get(row?.routeTransferId as string)
    expect(atRazorpay).toMatchObject({
      onHold: true,
      accountId,
      amountMinor: 29000,
      notes: { payout_transfer_id: row?.id },
    })
    // A second run, and another process's, find nothing to do.
    await Promise.all([jobs().runTransfers(), jobs().runTransfers()])
    expect(route.calls.createTransfer).toBe(1)
    const journal = await t.db.select().from(ledgerLines).where(eq(ledgerLines.providerUserId, coach.userId))
    expect(journal.map((line) => line.amountMinor)).toContain(29000)
  })

  it('is made once when two processes run the job at the same moment', async () => {
    const made = route.calls.createTransfer
    const paid = await Promise.all([paidBooking(), paidBooking(), paidBooking()])
    await Promise.all([jobs().runTransfers(), jobs().runTransfers(), jobs().runTransfers()])
    expect(route.calls.createTransfer - made).toBe(3)
    for (const { paymentId } of paid) {
      expect([...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)).toHaveLength(1)
    }
  })

  it('survives a crash between Razorpay’s answer and the commit: the retry finds the transfer by its notes', async () => {
    const { bookingId, paymentId } = await paidBooking()
    route.crashes.afterCreate = 1
    await jobs().runTransfers()
    expect([...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)).toHaveLength(1)
    expect((await transferOf(bookingId))?.status).toBe('pending')
    const made = route.calls.createTransfer
    await jobs().runTransfers()
    expect(route.calls.createTransfer).toBe(made)
    const row = await transferOf(bookingId)
    expect(row?.status).toBe('on_hold')
    expect([...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)).toEqual([
      expect.objectContaining({ transferId: row?.routeTransferId }),
    ])
  })

  it('leaves a payout claimed by a process that died alone until its claim lapses, then makes it once', async () => {
    const { bookingId, paymentId } = await paidBooking()
    // The dead process took the row and never finished.
    const [claimed] = await createPayoutsRepository(t.db).claim(
      { statuses: ['pending'], ids: [(await transferOf(bookingId))?.id as string], limit: 1 },
      { token: '00000000-0000-4000-8000-00000000dead', now, leaseMs: payoutClaimMs },
    )
    expect(claimed?.id).toBeDefined()
    await jobs().runTransfers()
    expect((await transferOf(bookingId))?.status).toBe('pending')
    expect([...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)).toHaveLength(0)
    now = new Date(now.getTime() + payoutClaimMs + 1000)
    await Promise.all([jobs().runTransfers(), jobs().runTransfers()])
    expect((await transferOf(bookingId))?.status).toBe('on_hold')
    expect([...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)).toHaveLength(1)
  })

  it('refuses a transfer larger than the captured amount in the database', async () => {
    const { bookingId } = await paidBooking()
    await expect(
      t.db.update(payoutTransfers).set({ amountMinor: 29001 }).where(eq(payoutTransfers.bookingId, bookingId)),
    ).rejects.toThrow()
  })
})

describe('release after the session and the dispute window', () => {
  it('releases a completed session’s transfer once the window has passed, once across two processes', async () => {
    const { bookingId } = await paidBooking()
    // A session at a time, ending now (the capture reads its end from the booking).
    await t.db
      .update(bookings)
      .set({ preferredAt: new Date(now.getTime() - hour), durationMinutes: 60 })
      .where(eq(bookings.id, bookingId))
    await t.db.update(payoutTransfers).set({ sessionEndsAt: now }).where(eq(payoutTransfers.bookingId, bookingId))
    await jobs().runTransfers()
    expect(await statusOf(bookingId)).toBe('on_hold')
    // Not completed: never released, however long it waits; before Razorpay's own hold ends, it is held with no end.
    const transferId = (await transferOf(bookingId))?.routeTransferId as string
    expect(route.transfers.get(transferId)?.onHoldUntil).not.toBeNull()
    now = new Date(now.getTime() + 100 * hour)
    await jobs().releaseDue()
    expect(await statusOf(bookingId)).toBe('on_hold')
    expect(route.transfers.get(transferId)).toMatchObject({ onHold: true, onHoldUntil: null })

    // Completed, and its window passed long ago: released by one of two processes.
    await completeBooking(bookingId)
    const holds = route.calls.setHold
    await Promise.all([jobs().releaseDue(), jobs().releaseDue()])
    expect(route.calls.setHold - holds).toBe(1)
    expect(await statusOf(bookingId)).toBe('on_the_way')
    const row = await transferOf(bookingId)
    expect(route.transfers.get(row?.routeTransferId as string)?.onHold).toBe(false)
  })

  it('marks a settlement paid out; a late transfer.processed changes nothing; a repeated event is ignored', async () => {
    const { bookingId } = await paidBooking()
    await jobs().runTransfers()
    await completeBooking(bookingId)
    // A request without a time: the window runs from its completion.
    await jobs().releaseDue()
    expect(await statusOf(bookingId)).toBe('on_hold')
    now = new Date(now.getTime() + (payoutDisputeWindowHours + 1) * hour)
    await jobs().releaseDue()
    expect(await statusOf(bookingId)).toBe('on_the_way')
    const row = await transferOf(bookingId)
    const settled = await webhook(
      'settlement.processed',
      { settlement: { entity: { id: 'setl_1', account_id: row?.routeAccountId } } },
      'evt_setl_1',
    )
    expect(settled.json()).toEqual({ handled: 'payouts-settled' })
    expect(await statusOf(bookingId)).toBe('paid_out')
    expect(
      (
        await webhook(
          'settlement.processed',
          { settlement: { entity: { id: 'setl_1', account_id: row?.routeAccountId } } },
          'evt_setl_1',
        )
      ).json(),
    ).toEqual({ handled: 'duplicate' })
    await webhook('transfer.processed', { transfer: { entity: { id: row?.routeTransferId } } }, 'evt_proc_late')
    expect(await statusOf(bookingId)).toBe('paid_out')
  })
})

describe('refunds before release', () => {
  it('reverse the transfer and post its reversal; a transfer.processed after it does not bring it back', async () => {
    const { bookingId } = await paidBooking()
    await jobs().runTransfers()
    const row = await transferOf(bookingId)
    const reversals = route.calls.reverseTransfer
    const refunded = await inject('POST', `/v1/console/bookings/${bookingId}/refund`, admin, {
      reason: 'The coach was ill',
      openedVersion: (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.updatedAt.toISOString(),
    })
    expect(refunded.statusCode).toBe(200)
    expect(route.calls.reverseTransfer - reversals).toBe(1)
    expect(await statusOf(bookingId)).toBe('reversed')
    const lines = await t.db.select().from(ledgerLines).where(eq(ledgerLines.providerUserId, coach.userId))
    expect(lines.filter((line) => line.amountMinor === -29000).length).toBeGreaterThan(0)

    await webhook(
      'transfer.processed',
      { transfer: { entity: { id: row?.routeTransferId } } },
      'evt_proc_after_reversal',
    )
    await webhook('transfer.reversed', { transfer: { entity: { id: row?.routeTransferId } } }, 'evt_rev_1')
    expect(await statusOf(bookingId)).toBe('reversed')
    const release = await inject('POST', `/v1/console/payouts/${row?.id}/release`, admin, { reason: 'Pay it anyway' })
    expect(release.statusCode).toBe(409)
    expect(release.json().error).toMatchObject({
      code: 'PAYOUT_REVERSED',
      message: 'This transfer was reversed; nothing can be released',
    })
  })

  it('cancel a payout not yet transferred: nothing moves at Razorpay', async () => {
    const { bookingId } = await paidBooking()
    const made = route.calls.createTransfer
    const refunded = await inject('POST', `/v1/console/bookings/${bookingId}/refund`, admin, {
      reason: 'Refunded before the transfer',
      openedVersion: (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.updatedAt.toISOString(),
    })
    expect(refunded.statusCode).toBe(200)
    await jobs().runTransfers()
    expect(route.calls.createTransfer).toBe(made)
    expect(await statusOf(bookingId)).toBe('reversed')
  })
})

describe('the console', () => {
  it('releases and holds with a reason, audited; refuses a second release', async () => {
    const { bookingId } = await paidBooking()
    await jobs().runTransfers()
    const row = await transferOf(bookingId)
    const missing = await inject('POST', `/v1/console/payouts/${row?.id}/release`, admin, { reason: '' })
    expect(missing.statusCode).toBe(400)
    const held = await inject('POST', `/v1/console/payouts/${row?.id}/hold`, admin, { reason: 'A complaint came in' })
    expect(held.statusCode).toBe(200)
    expect(held.json().data).toMatchObject({ status: 'on_hold', holdUntil: null, reason: 'A complaint came in' })
    // An operator's hold is not released by the job, whatever the time.
    await completeBooking(bookingId)
    now = new Date(now.getTime() + 200 * hour)
    await jobs().releaseDue()
    expect(await statusOf(bookingId)).toBe('on_hold')

    const released = await inject('POST', `/v1/console/payouts/${row?.id}/release`, admin, {
      reason: 'Checked with the player',
    })
    expect(released.statusCode).toBe(200)
    expect(released.json().data).toMatchObject({ status: 'on_the_way', provider: { userId: coach.userId } })
    const again = await inject('POST', `/v1/console/payouts/${row?.id}/release`, admin, {
      reason: 'Checked with the player',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'PAYOUT_ALREADY_RELEASED',
      message: 'This transfer has already been released',
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id as string))
    expect(audit.map((entry) => [entry.action, entry.reason]).sort()).toEqual([
      ['payout.hold', 'A complaint came in'],
      ['payout.release', 'Checked with the player'],
    ])
  })

  it('lists payouts by state and records a hand payment with its reference, once, up to what is owed', async () => {
    const { bookingId } = await paidBooking(otherPartnerId)
    await jobs().runTransfers()
    expect(await statusOf(bookingId, other)).toBe('due_by_hand')
    const due = await inject('GET', '/v1/console/payouts?status=due', admin)
    expect(due.json().data.map((p: { bookingId: string }) => p.bookingId)).toContain(bookingId)

    // What Rally holds for them: the ledger's payment journal of the capture.
    expect(await createLedgerRepository(t.db).balanceOf(other.userId)).toEqual([{ currency: 'INR', heldMinor: 29000 }])
    const tooMuch = await inject('POST', '/v1/console/payouts/manual', admin, {
      providerUserId: other.userId,
      amount: { amountMinor: 29001, currency: 'INR' },
      reference: 'NEFT-1',
    })
    expect(tooMuch.statusCode).toBe(409)
    const paid = await inject('POST', '/v1/console/payouts/manual', admin, {
      providerUserId: other.userId,
      amount: { amountMinor: 29000, currency: 'INR' },
      reference: 'NEFT-2',
    })
    expect(paid.statusCode).toBe(201)
    expect(paid.json().data).toMatchObject({ kind: 'manual', status: 'paid_out', reason: 'NEFT-2' })
    expect(await createLedgerRepository(t.db).balanceOf(other.userId)).toEqual([{ currency: 'INR', heldMinor: 0 }])
    const byHand = await inject('GET', '/v1/console/payouts?status=paid_by_hand', admin)
    expect(byHand.json().data).toHaveLength(1)
    const totals = (await inject('GET', '/v1/console/payouts/totals', admin)).json().data
    expect(totals).toEqual([expect.objectContaining({ currency: 'INR', paidByHandMinor: 29000 })])
  })

  it('is for admins only', async () => {
    const { bookingId } = await paidBooking()
    const row = await transferOf(bookingId)
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/console/payouts'],
      ['GET', '/v1/console/payouts/totals'],
      ['POST', `/v1/console/payouts/${row?.id}/release`, { reason: 'Because I can' }],
      ['POST', `/v1/console/payouts/${row?.id}/hold`, { reason: 'Because I can' }],
      [
        'POST',
        '/v1/console/payouts/manual',
        { providerUserId: coach.userId, amount: { amountMinor: 1, currency: 'INR' }, reference: 'ABC' },
      ],
    ]
    for (const [method, url, payload] of calls) {
      expect((await inject(method as 'GET', url, undefined, payload)).statusCode).toBe(401)
      for (const who of [player, coach, other])
        expect((await inject(method as 'GET', url, who, payload)).statusCode).toBe(403)
    }
    // A provider sees only their own payouts.
    expect((await myPayouts(other)).map((p) => p.bookingId)).not.toContain(bookingId)
    expect(
      (
        await inject('POST', '/v1/console/payouts/00000000-0000-4000-8000-000000000000/release', admin, {
          reason: 'None such',
        })
      ).statusCode,
    ).toBe(404)
  })
})
