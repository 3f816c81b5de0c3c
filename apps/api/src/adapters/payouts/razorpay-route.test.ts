import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
// The official SDK's own check, to prove the twin signs as Razorpay does and the adapter verifies the same.
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex } from '../payments/payments.ts'
import {
  type LoopbackRazorpayRoute,
  type LoopbackRouteOptions,
  loopbackRouteKeys,
  startLoopbackRazorpayRoute,
} from './loopback-razorpay-route-server.ts'
import { PayoutProviderError, type PayoutsProvider } from './payouts.ts'
import { createRazorpayRoute, parseRouteWebhook } from './razorpay-route.ts'

const webhookSecret = 'route-webhook-secret'
const details = {
  referenceId: 'coach0001',
  email: 'coach@mail.example',
  phone: '9876543210',
  legalName: 'Route Coach',
  pan: 'ABCDE1234F',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'IN' },
  bank: { accountNumber: '123456789012', ifsc: 'HDFC0001234', beneficiaryName: 'Route Coach' },
}
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000)
let references = 0
const reference = () => `coach${++references}`

/** A receiver of webhooks, as the API's POST /v1/payments/webhook: answers the first event `statuses` in turn, then 200. */
async function startReceiver(statuses: number[] = []) {
  const received: Array<{ body: string; signature: string; eventId: string; status: number }> = []
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const server: Server = createServer(async (request, response) => {
    const body = await text(request)
    const eventId = String(request.headers['x-razorpay-event-id'])
    const status = eventId === (received[0]?.eventId ?? eventId) ? (statuses.shift() ?? 200) : 200
    received.push({
      body,
      signature: String(request.headers['x-razorpay-signature']),
      eventId: String(request.headers['x-razorpay-event-id']),
      status,
    })
    response.writeHead(status).end()
    for (const waiter of waiters.filter((w) => received.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/payments/webhook`,
    received,
    events: () => received.map((r) => (JSON.parse(r.body) as { event: string }).event),
    /** Resolves once `count` deliveries have arrived. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve()
        else waiters.push({ count, resolve })
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

async function startTwin(options: Partial<LoopbackRouteOptions> = {}) {
  const twin = await startLoopbackRazorpayRoute({ webhookSecret, tickMs: 10, retryDelayMs: 10, ...options })
  const route = createRazorpayRoute({ ...loopbackRouteKeys, webhookSecret, apiBaseUrl: twin.url })
  return { twin, route }
}

/** An activated linked account and a captured payment of 29000 paise to transfer from. */
async function activeAccount(twin: LoopbackRazorpayRoute, route: PayoutsProvider, paymentId: string) {
  const account = await route.openLinkedAccount({ ...details, referenceId: reference() })
  twin.activate(account.accountId)
  twin.capturePayment(paymentId, 29000, 'INR')
  return account
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PayoutProviderError)
  return error as PayoutProviderError
}

describe('the Route adapter against the twin', () => {
  let twin: LoopbackRazorpayRoute
  let route: PayoutsProvider
  beforeAll(async () => {
    ;({ twin, route } = await startTwin())
  })
  afterAll(() => twin.close())

  it('refuses other keys with 401 and Razorpay’s error envelope', async () => {
    const wrong = createRazorpayRoute({
      keyId: 'rzp_test_other',
      keySecret: 'nope',
      webhookSecret,
      apiBaseUrl: twin.url,
    })
    const error = await refusal(wrong.transfersOfPayment('pay_x'))
    expect(error).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR' })
    expect(error.message).toContain('The api key provided is invalid')
    const answer = await fetch(`${twin.url}/v1/payments/pay_x/transfers`)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
    })
  })

  it('opens a linked account: account, stakeholder, route product, settlement details; under review, then active', async () => {
    const account = await route.openLinkedAccount({ ...details, referenceId: reference() })
    expect(account).toMatchObject({ activation: 'under_review', requirements: [] })
    expect(account.accountId).toMatch(/^acc_/)
    expect(account.productId).toMatch(/^acc_prd_/)
    expect(twin.calls.openLinkedAccount).toBeGreaterThan(0)
    twin.activate(account.accountId)
    expect(await route.fetchLinkedAccount(account.accountId, account.productId as string)).toMatchObject({
      activation: 'activated',
    })
  })

  it('resumes an opening interrupted after the account was made from the ids recorded, and never opens a second', async () => {
    const referenceId = reference()
    const recorded: { accountId?: string; productId?: string } = {}
    // The process dies once the account exists (its id recorded), before the stakeholder and the product.
    const interrupted = await route
      .openLinkedAccount(
        { ...details, referenceId },
        {
          recordAccount: async (accountId) => {
            recorded.accountId = accountId
            throw new Error('the process died here')
          },
        },
      )
      .catch((error: Error) => error)
    expect(interrupted).toBeInstanceOf(Error)
    // Opening it afresh is what Razorpay refuses: the reference id is taken.
    expect((await refusal(route.openLinkedAccount({ ...details, referenceId }))).message).toContain(
      'Merchant with the same reference id already exists',
    )
    const resumed = await route.openLinkedAccount(
      { ...details, referenceId },
      {
        accountId: recorded.accountId,
        recordProduct: async (_accountId, productId) => {
          recorded.productId = productId
        },
      },
    )
    expect(resumed).toMatchObject({
      accountId: recorded.accountId,
      productId: recorded.productId,
      activation: 'under_review',
    })
    // Updating later (another bank account on an active account) keeps the account and checks the bank again.
    twin.activate(resumed.accountId)
    const changed = await route.openLinkedAccount(
      { ...details, referenceId, bank: { ...details.bank, accountNumber: '222233334444' } },
      { accountId: resumed.accountId, productId: resumed.productId },
    )
    expect(changed).toMatchObject({
      accountId: resumed.accountId,
      productId: resumed.productId,
      activation: 'under_review',
    })
  })

  it('asks for a PAN it was not given, and refuses a malformed PAN or IFSC with its field', async () => {
    const noPan = await route.openLinkedAccount({ ...details, referenceId: reference(), pan: '' })
    expect(noPan).toMatchObject({
      activation: 'needs_clarification',
      requirements: [{ fieldReference: 'legal_info.pan', reasonCode: 'field_missing', status: 'required' }],
    })
    const badPan = await refusal(route.openLinkedAccount({ ...details, referenceId: reference(), pan: 'ABC' }))
    expect(badPan).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' })
    expect(badPan.message).toContain('The pan field is invalid')
    const badIfsc = await refusal(
      route.openLinkedAccount({ ...details, referenceId: reference(), bank: { ...details.bank, ifsc: 'HDFC1234' } }),
    )
    expect(badIfsc.message).toContain('The ifsc code is invalid')
    const unknown = await refusal(route.fetchLinkedAccount('acc_missing', 'acc_prd_missing'))
    expect(unknown.message).toContain('The id provided does not exist')
  })

  it('transfers on hold from a captured payment, finds it by its notes, releases and reverses it', async () => {
    const account = await activeAccount(twin, route, 'pay_route1')
    const until = inAWeek()
    const made = await route.createTransfer('pay_route1', {
      accountId: account.accountId,
      amountMinor: 29000,
      currency: 'INR',
      onHold: true,
      onHoldUntil: until,
      notes: { payout_transfer_id: 'p1' },
    })
    expect(made).toMatchObject({
      paymentId: 'pay_route1',
      accountId: account.accountId,
      amountMinor: 29000,
      currency: 'INR',
      onHold: true,
      onHoldUntil: new Date(Math.floor(until.getTime() / 1000) * 1000),
      notes: { payout_transfer_id: 'p1' },
    })
    expect(made.transferId).toMatch(/^trf_/)
    expect(await route.transfersOfPayment('pay_route1')).toEqual([made])

    const indefinite = await route.setHold(made.transferId, { onHold: true, onHoldUntil: null })
    expect(indefinite).toMatchObject({ onHold: true, onHoldUntil: null })
    const released = await route.setHold(made.transferId, { onHold: false, onHoldUntil: null })
    expect(released).toMatchObject({ onHold: false, onHoldUntil: null })

    expect(await route.reverseTransfer(made.transferId, 29000)).toMatchObject({ amountMinor: 29000 })
    expect((await route.transfersOfPayment('pay_route1'))[0]?.status).toBe('reversed')
    const again = await refusal(route.reverseTransfer(made.transferId, 1))
    expect(again.message).toContain('exceeds')
  })

  it('adopts transfers made before it started (the demo data’s) in their states: held ones release, released ones settle, reversed ones stay so', async () => {
    const { twin: fresh, route: adopted } = await startTwin()
    try {
      fresh.adoptActivatedAccount('acc_Adopted0001', 'acc_prd_Adopted01')
      const createdAt = new Date(Date.now() - 3 * 86_400_000)
      const transfer = (id: string, state: 'on_hold' | 'released' | 'reversed') => ({
        id,
        paymentId: `pay_${id}`,
        accountId: 'acc_Adopted0001',
        amountMinor: 80000,
        currency: 'INR',
        state,
        holdUntil: state === 'on_hold' ? inAWeek() : null,
        createdAt,
      })
      fresh.adoptTransfers([
        transfer('trf_held', 'on_hold'),
        transfer('trf_out', 'released'),
        transfer('trf_back', 'reversed'),
      ])
      expect(await adopted.transfersOfPayment('pay_trf_held')).toEqual([
        expect.objectContaining({ transferId: 'trf_held', status: 'processed', onHold: true, amountMinor: 80000 }),
      ])
      expect(await adopted.setHold('trf_held', { onHold: false, onHoldUntil: null })).toMatchObject({ onHold: false })
      // Released now and before: the account's settlement takes both.
      expect(fresh.settle('acc_Adopted0001')).toBe(1)
      expect((await refusal(adopted.reverseTransfer('trf_back', 1))).message).toContain('exceeds')
      // Adopting again changes nothing (a restart with its state file).
      fresh.adoptTransfers([transfer('trf_held', 'on_hold')])
      expect((await adopted.transfersOfPayment('pay_trf_held'))[0]?.onHold).toBe(false)
    } finally {
      await fresh.close()
    }
  })

  it('refuses what Razorpay refuses: more than was captured, nothing, a hold in the past, an account not active, an unknown payment', async () => {
    const account = await activeAccount(twin, route, 'pay_route2')
    const transfer = { accountId: account.accountId, currency: 'INR', onHold: true, onHoldUntil: null, notes: {} }
    const tooMuch = await refusal(route.createTransfer('pay_route2', { ...transfer, amountMinor: 29001 }))
    expect(tooMuch).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' })
    expect(tooMuch.message).toContain('greater than the captured amount')
    await route.createTransfer('pay_route2', { ...transfer, amountMinor: 20000 })
    const sum = await refusal(route.createTransfer('pay_route2', { ...transfer, amountMinor: 9001 }))
    expect(sum.message).toContain('greater than the captured amount')
    expect((await refusal(route.createTransfer('pay_route2', { ...transfer, amountMinor: 0 }))).message).toContain(
      'amount',
    )
    const past = await refusal(
      route.createTransfer('pay_route2', { ...transfer, amountMinor: 100, onHoldUntil: new Date(Date.now() - 60_000) }),
    )
    expect(past.message).toContain('on_hold_until should be a future timestamp')
    const pending = await route.openLinkedAccount({ ...details, referenceId: reference() })
    const inactive = await refusal(
      route.createTransfer('pay_route2', { ...transfer, accountId: pending.accountId, amountMinor: 100 }),
    )
    expect(inactive.message).toContain('not activated')
    const unknown = await refusal(route.createTransfer('pay_nowhere', { ...transfer, amountMinor: 100 }))
    expect(unknown.message).toContain('The id provided does not exist')
    expect((await route.transfersOfPayment('pay_route2')).map((t) => t.amountMinor)).toEqual([20000])
  })

  it('names the refusals the product acts on, and logs each refusal through the app’s logger with its call', async () => {
    const logged: Array<{ level: string; context: Record<string, unknown>; message: string }> = []
    const logger = {
      warn: (context: Record<string, unknown>, message: string) => logged.push({ level: 'warn', context, message }),
      error: (context: Record<string, unknown>, message: string) => logged.push({ level: 'error', context, message }),
    }
    const own = await startTwin({ logger })
    try {
      const account = await activeAccount(own.twin, own.route, 'pay_named')
      const taken = `coach${references}`
      const duplicate = await refusal(own.route.openLinkedAccount({ ...details, referenceId: taken }))
      expect(duplicate).toMatchObject({ status: 400, refusal: 'duplicate_reference', field: 'reference_id' })
      expect(duplicate.message).toContain('Merchant with the same reference id already exists')
      const transfer = { accountId: account.accountId, currency: 'INR', onHold: true, onHoldUntil: null, notes: {} }
      const tooMuch = await refusal(own.route.createTransfer('pay_named', { ...transfer, amountMinor: 29001 }))
      expect(tooMuch).toMatchObject({ refusal: 'amount_exceeds_captured', field: 'amount' })
      const pending = await own.route.openLinkedAccount({ ...details, referenceId: reference() })
      const inactive = await refusal(
        own.route.createTransfer('pay_named', { ...transfer, accountId: pending.accountId, amountMinor: 100 }),
      )
      expect(inactive.refusal).toBe('account_not_activated')
      const made = await own.route.createTransfer('pay_named', { ...transfer, amountMinor: 1000 })
      await own.route.reverseTransfer(made.transferId, 600)
      const beyond = await refusal(own.route.reverseTransfer(made.transferId, 401))
      expect(beyond).toMatchObject({ refusal: 'reversal_exceeds_transfer', field: 'amount' })
      expect((await refusal(own.route.transfersOfPayment('pay_nowhere_at_all'))).refusal ?? null).toBeNull()
      const refusals = logged.filter((l) => l.message.startsWith('the Route twin refused a call'))
      expect(refusals.map((l) => l.context.path)).toEqual([
        '/v2/accounts',
        '/v1/payments/pay_named/transfers',
        '/v1/payments/pay_named/transfers',
        `/v1/transfers/${made.transferId}/reversals`,
        expect.stringContaining('pay_nowhere_at_all'),
      ])
      expect(refusals[0]).toMatchObject({
        level: 'warn',
        context: { twin: 'razorpay-route', method: 'POST', status: 400, field: 'reference_id' },
      })
      expect(refusals[0]?.message).toContain('same reference id already exists')
    } finally {
      await own.twin.close()
    }
  })

  it('reads an unreachable Razorpay as a 503, and an answer dropped after a transfer leaves the transfer made', async () => {
    const gone = createRazorpayRoute({ ...loopbackRouteKeys, webhookSecret, apiBaseUrl: 'http://127.0.0.1:9' })
    expect(await refusal(gone.transfersOfPayment('pay_x'))).toMatchObject({ status: 503, code: 'ROUTE_UNREACHABLE' })
    const account = await activeAccount(twin, route, 'pay_route3')
    twin.crashes.afterCreate = 1
    const before = twin.calls.createTransfer
    await refusal(
      route.createTransfer('pay_route3', {
        accountId: account.accountId,
        amountMinor: 100,
        currency: 'INR',
        onHold: true,
        onHoldUntil: null,
        notes: { payout_transfer_id: 'p3' },
      }),
    )
    expect(twin.calls.createTransfer - before).toBe(1)
    expect(await route.transfersOfPayment('pay_route3')).toEqual([
      expect.objectContaining({ notes: { payout_transfer_id: 'p3' } }),
    ])
  })
})

describe('the twin’s webhooks', () => {
  it('delivers signed events the SDK verifies and the adapter reads: activation, processed, settled after release', async () => {
    const receiver = await startReceiver()
    const { twin, route } = await startTwin({ webhookUrl: receiver.url, processedDelayMs: 0, settlementDelayMs: 0 })
    try {
      const account = await activeAccount(twin, route, 'pay_hook1')
      await receiver.until(2)
      const made = await route.createTransfer('pay_hook1', {
        accountId: account.accountId,
        amountMinor: 29000,
        currency: 'INR',
        onHold: true,
        onHoldUntil: null,
        notes: {},
      })
      await receiver.until(3)
      await route.setHold(made.transferId, { onHold: false, onHoldUntil: null })
      await receiver.until(4)
      for (const { body, signature } of receiver.received) {
        expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true)
      }
      const events = receiver.received.map(({ body, signature, eventId }) =>
        route.parseWebhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }),
      )
      expect(events).toEqual([
        expect.objectContaining({ kind: 'product.route.under_review', accountId: account.accountId }),
        expect.objectContaining({ kind: 'product.route.activated', accountId: account.accountId }),
        expect.objectContaining({ kind: 'transfer.processed', transferId: made.transferId }),
        expect.objectContaining({ kind: 'settlement.processed', accountId: account.accountId }),
      ])
      expect(events[3]?.settlementId).toMatch(/^setl_/)
      expect(new Set(events.map((e) => e?.eventId)).size).toBe(4)
    } finally {
      await twin.close()
      await receiver.close()
    }
  })

  it('tries a refused delivery again with the same event id until it is taken', async () => {
    const receiver = await startReceiver([500, 503])
    const { twin, route } = await startTwin({ webhookUrl: receiver.url })
    try {
      await activeAccount(twin, route, 'pay_hook2')
      // Under review (refused twice, then taken) and activated (taken at once).
      await receiver.until(4)
      const first = receiver.received[0]?.eventId
      expect(receiver.received.filter((r) => r.eventId === first).map((r) => r.status)).toEqual([500, 503, 200])
      expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(2)
    } finally {
      await twin.close()
      await receiver.close()
    }
  })

  it('delivers twice, or out of order, when told to', async () => {
    const receiver = await startReceiver()
    const { twin, route } = await startTwin({ webhookUrl: receiver.url })
    try {
      twin.deliveries.twice = true
      const account = await activeAccount(twin, route, 'pay_hook3')
      await receiver.until(4)
      expect(receiver.events().slice(0, 4)).toEqual([
        'product.route.under_review',
        'product.route.under_review',
        'product.route.activated',
        'product.route.activated',
      ])
      expect(receiver.received[0]?.eventId).toBe(receiver.received[1]?.eventId)
      twin.deliveries.twice = false
      twin.deliveries.outOfOrder = true
      const made = await route.createTransfer('pay_hook3', {
        accountId: account.accountId,
        amountMinor: 100,
        currency: 'INR',
        onHold: true,
        onHoldUntil: null,
        notes: {},
      })
      await route.reverseTransfer(made.transferId, 100)
      await receiver.until(6)
      expect(receiver.events().slice(4)).toEqual(['transfer.reversed', 'transfer.processed'])
    } finally {
      await twin.close()
      await receiver.close()
    }
  })

  it('is read only when signed with the webhook secret', () => {
    const body = JSON.stringify({ event: 'transfer.processed', payload: { transfer: { entity: { id: 'trf_1' } } } })
    expect(parseRouteWebhook(webhookSecret, body, {})).toBeNull()
    expect(parseRouteWebhook(webhookSecret, body, { 'x-razorpay-signature': hmacHex('other', body) })).toBeNull()
    expect(
      parseRouteWebhook(webhookSecret, 'not json', { 'x-razorpay-signature': hmacHex(webhookSecret, 'not json') }),
    ).toBeNull()
    expect(
      parseRouteWebhook(webhookSecret, body, { 'x-razorpay-signature': hmacHex(webhookSecret, body) }),
    ).toMatchObject({ kind: 'transfer.processed', transferId: 'trf_1', eventId: null })
  })
})

describe('the twin’s state file', () => {
  it('keeps accounts, payments and transfers across a restart', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'rally-route-')), 'route.json')
    const first = await startTwin({ stateFile })
    const account = await activeAccount(first.twin, first.route, 'pay_file1')
    const made = await first.route.createTransfer('pay_file1', {
      accountId: account.accountId,
      amountMinor: 29000,
      currency: 'INR',
      onHold: true,
      onHoldUntil: null,
      notes: { payout_transfer_id: 'f1' },
    })
    await first.twin.close()

    const second = await startTwin({ stateFile })
    try {
      expect(await second.route.transfersOfPayment('pay_file1')).toEqual([made])
      expect(await second.route.fetchLinkedAccount(account.accountId, account.productId as string)).toMatchObject({
        activation: 'activated',
      })
      // What was transferred before the restart still counts against the captured amount.
      const more = await refusal(
        second.route.createTransfer('pay_file1', { ...made, onHoldUntil: null, amountMinor: 1 }),
      )
      expect(more.message).toContain('greater than the captured amount')
    } finally {
      await second.twin.close()
    }
  })
})
