// A loopback twin of Razorpay Route on 127.0.0.1: the embedded default's "Razorpay" for payouts, and the tests'.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { hmacHex, signaturesMatch } from '../payments/payments.ts'
import type { RouteActivation } from './payouts.ts'
import type { RazorpayProductEntity, RazorpayTransferEntity } from './razorpay-route.ts'

const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/
const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/

type AccountRecord = {
  id: string
  entity: 'account'
  type: 'route'
  status: 'created' | 'activated'
  reference_id: string | null
  email: string
  phone: string
  legal_business_name: string
  business_type: string
  contact_name: string
  legal_info: { pan?: string }
  created_at: number
  stakeholders: Array<{ id: string; entity: 'stakeholder'; name: string; email: string; kyc: { pan?: string } }>
  product:
    | (RazorpayProductEntity & { settlements: Record<string, string> | null; under_review_at: number | null })
    | null
}
type SettlementRecord = { id: string; account_id: string; amount: number; status: 'processed'; created_at: number }
type ReversalRecord = {
  id: string
  entity: 'reversal'
  transfer_id: string
  amount: number
  currency: string
  created_at: number
}
type TransferRecord = RazorpayTransferEntity & { released_at: number | null }
type Delivery = { eventId: string; event: string; body: string; attempts: number; dueAt: number }

/** Everything this Razorpay knows; written to the state file (when given) after every change. */
type RouteTwinState = {
  payments: Record<string, { amount: number; currency: string }>
  accounts: Record<string, AccountRecord>
  transfers: Record<string, TransferRecord>
  reversals: Record<string, ReversalRecord>
  settlements: Record<string, SettlementRecord>
  outbox: Delivery[]
}

export type LoopbackRouteOptions = {
  keyId?: string
  keySecret?: string
  webhookSecret: string
  /** Where its webhooks go (the API's POST /v1/payments/webhook); they wait until one is set (`setWebhookUrl`). */
  webhookUrl?: string | null
  /** A JSON file that keeps the state across restarts; memory only when absent. */
  stateFile?: string | null
  /** An account under review is activated after this long; null: only by `activate()`. */
  activationDelayMs?: number | null
  /** A transfer is processed (money at the linked account, still held) this long after its creation; null: at once. */
  processedDelayMs?: number | null
  /** A released transfer settles to the linked account's bank this long after its release; null: only by `settle()`. */
  settlementDelayMs?: number | null
  /** A refused delivery is tried again after this long, up to `maxAttempts` times. */
  retryDelayMs?: number
  maxAttempts?: number
  /** How often time-driven work (processing, activation, settlement, deliveries) is looked at. */
  tickMs?: number
  clock?: () => Date
  /**
   * The app's logger (pino): each refusal, failure and refused webhook delivery is logged with its call, so the
   * twin's errors are in the app's log, not only in the answer the adapter turns into its own error.
   */
  logger?: RouteTwinLogger
}

/** The part of pino the twin logs through: an object of context, then the message. */
export type RouteTwinLogger = {
  warn: (context: Record<string, unknown>, message: string) => void
  error: (context: Record<string, unknown>, message: string) => void
}

export const loopbackRouteKeys = { keyId: 'rzp_test_routetwin', keySecret: 'route-twin-key-secret' }

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field: string | null = null,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description)
  }
}

const notFound = () => new Refusal(400, 'The id provided does not exist', 'id')

/**
 * Razorpay Route as its docs describe it, on 127.0.0.1, with HTTP Basic auth (401 on other keys): POST /v2/accounts,
 * POST /v2/accounts/{id}/stakeholders, POST /v2/accounts/{id}/products, PATCH and GET of the product (settlement
 * details; activation requested → under_review → activated after a delay, or needs_clarification with its
 * requirements), POST and GET /v1/payments/{id}/transfers, PATCH /v1/transfers/{id} (the settlement hold) and
 * POST /v1/transfers/{id}/reversals. A refusal is Razorpay's envelope {error:{code, description, field, …}}.
 * It transfers only from payments it was told were captured (`capturePayment`), never more than their amount.
 * It delivers signed webhooks (transfer.processed, transfer.reversed, settlement.processed, product.route.*) by
 * HTTP POST, retrying a refused one; `deliveries` makes it send each twice or hold one back and send it after the
 * next. `calls` counts the money-moving requests; `crashes.afterCreate` drops the connection after making a
 * transfer (Razorpay made it; the caller never hears), `hooks.afterCreate` runs before the answer.
 */
export async function startLoopbackRazorpayRoute(options: LoopbackRouteOptions) {
  const keyId = options.keyId ?? loopbackRouteKeys.keyId
  const keySecret = options.keySecret ?? loopbackRouteKeys.keySecret
  const clock = options.clock ?? (() => new Date())
  const now = () => Math.floor(clock().getTime() / 1000)
  const retryDelayMs = options.retryDelayMs ?? 1000
  const maxAttempts = options.maxAttempts ?? 10
  const basic = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`

  const state: RouteTwinState = load(options.stateFile) ?? {
    payments: {},
    accounts: {},
    transfers: {},
    reversals: {},
    settlements: {},
    outbox: [],
  }
  const calls = { createTransfer: 0, setHold: 0, reverseTransfer: 0, openLinkedAccount: 0 }
  const crashes = { afterCreate: 0 }
  const hooks: { afterCreate?: () => Promise<void> } = {}
  const deliveries = { twice: false, outOfOrder: false }
  /** Every delivery attempt, in order: the event, its id and the status the receiver answered (0: unreachable). */
  const delivered: Array<{ event: string; eventId: string; status: number }> = []
  let heldBack: Delivery | null = null

  function save() {
    if (!options.stateFile) return
    mkdirSync(path.dirname(options.stateFile), { recursive: true })
    const temporary = `${options.stateFile}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(state))
    renameSync(temporary, options.stateFile)
  }
  const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`

  let webhookUrl = options.webhookUrl ?? null
  function emit(event: string, payload: Record<string, unknown>, accountId: string | null) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    })
    const delivery = { eventId: newId('evt'), event, body, attempts: 0, dueAt: Date.now() }
    if (deliveries.outOfOrder && !heldBack) {
      heldBack = delivery
      return
    }
    state.outbox.push(delivery)
    if (deliveries.twice) state.outbox.push({ ...delivery })
    if (heldBack) {
      state.outbox.push(heldBack)
      heldBack = null
    }
  }

  async function deliver(delivery: Delivery) {
    let status = 0
    try {
      const response = await fetch(webhookUrl as string, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(options.webhookSecret, delivery.body),
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
      await response.arrayBuffer()
    } catch {
      status = 0
    }
    delivered.push({ event: delivery.event, eventId: delivery.eventId, status })
    const accepted = status >= 200 && status < 300
    if (!accepted) {
      options.logger?.warn(
        { twin: 'razorpay-route', event: delivery.event, eventId: delivery.eventId, status },
        "the Route twin's webhook was not accepted; it tries again later",
      )
    }
    return accepted
  }

  const transferEntity = (t: TransferRecord): RazorpayTransferEntity => {
    const { released_at: _released, ...entity } = t
    return entity
  }
  const productEntity = (account: AccountRecord): RazorpayProductEntity => {
    const {
      settlements: _s,
      under_review_at: _u,
      ...product
    } = account.product as NonNullable<AccountRecord['product']>
    return product
  }

  function setActivation(account: AccountRecord, activation: RouteActivation) {
    const product = account.product
    if (!product || product.activation_status === activation) return
    product.activation_status = activation
    if (activation === 'under_review') product.under_review_at = Date.now()
    if (activation === 'activated') {
      product.requirements = []
      account.status = 'activated'
    }
    if (activation === 'activated' || activation === 'needs_clarification' || activation === 'under_review') {
      emit(
        `product.route.${activation}`,
        { merchant_product: { entity: { id: product.id, account_id: account.id, activation_status: activation } } },
        account.id,
      )
    }
  }

  /** What a product still needs, as Razorpay lists it: a PAN and settlement details that pass its checks. */
  function review(account: AccountRecord, { decide }: { decide: boolean }) {
    const product = account.product
    if (!product) return
    const requirements: RazorpayProductEntity['requirements'] = []
    const need = (field: string, reason: string) =>
      requirements.push({
        field_reference: field,
        resolution_url: `/accounts/${account.id}`,
        reason_code: reason,
        status: 'required',
      })
    const pan = account.legal_info.pan ?? account.stakeholders[0]?.kyc.pan
    if (!pan) need('legal_info.pan', 'field_missing')
    const settlements = product.settlements
    if (!settlements) {
      need('settlements.account_number', 'field_missing')
      need('settlements.ifsc_code', 'field_missing')
      need('settlements.beneficiary_name', 'field_missing')
    }
    product.requirements = requirements
    if (!decide || !product.tnc_accepted) return
    setActivation(account, requirements.length > 0 ? 'needs_clarification' : 'under_review')
  }

  function settle(accountId?: string) {
    const ready = Object.values(state.transfers).filter(
      (t) =>
        (!accountId || t.recipient === accountId) &&
        t.status === 'processed' &&
        !t.recipient_settlement_id &&
        (!t.on_hold || (t.on_hold_until !== null && t.on_hold_until <= now())),
    )
    const byAccount = new Map<string, TransferRecord[]>()
    for (const t of ready) byAccount.set(t.recipient, [...(byAccount.get(t.recipient) ?? []), t])
    for (const [account, transfers] of byAccount) {
      const settlement: SettlementRecord = {
        id: newId('setl'),
        account_id: account,
        amount: transfers.reduce((sum, t) => sum + t.amount - t.amount_reversed, 0),
        status: 'processed',
        created_at: now(),
      }
      state.settlements[settlement.id] = settlement
      for (const t of transfers) t.recipient_settlement_id = settlement.id
      emit(
        'settlement.processed',
        { settlement: { entity: { ...settlement, entity: 'settlement', fees: 0, tax: 0, utr: newId('utr') } } },
        account,
      )
    }
    return byAccount.size
  }

  function process_(transfer: TransferRecord) {
    transfer.status = 'processed'
    transfer.processed_at = now()
    emit('transfer.processed', { transfer: { entity: transferEntity(transfer) } }, transfer.recipient)
  }

  /** Time-driven work: processing, activation, settlement, and the deliveries that are due. */
  let ticking = false
  async function tick() {
    if (ticking) return
    ticking = true
    try {
      const at = Date.now()
      let changed = false
      for (const t of Object.values(state.transfers)) {
        if (
          t.status === 'pending' &&
          options.processedDelayMs != null &&
          at - t.created_at * 1000 >= options.processedDelayMs
        ) {
          process_(t)
          changed = true
        }
      }
      if (options.activationDelayMs != null) {
        for (const account of Object.values(state.accounts)) {
          const product = account.product
          if (
            product?.activation_status === 'under_review' &&
            at - (product.under_review_at ?? at) >= options.activationDelayMs
          ) {
            setActivation(account, 'activated')
            changed = true
          }
        }
      }
      if (options.settlementDelayMs != null) {
        const due = Object.values(state.transfers).some(
          (t) =>
            t.released_at !== null &&
            !t.recipient_settlement_id &&
            at - t.released_at >= (options.settlementDelayMs as number),
        )
        if (due && settle() > 0) changed = true
      }
      const ready = webhookUrl ? state.outbox.filter((d) => d.dueAt <= at) : []
      for (const delivery of ready) {
        delivery.attempts++
        const ok = await deliver(delivery)
        if (ok || delivery.attempts >= maxAttempts) state.outbox.splice(state.outbox.indexOf(delivery), 1)
        else delivery.dueAt = Date.now() + retryDelayMs
        changed = true
      }
      if (changed) save()
    } finally {
      ticking = false
    }
  }

  function checkHoldUntil(value: unknown): number | null {
    if (value === undefined || value === null) return null
    const until = Number(value)
    if (!Number.isInteger(until)) throw new Refusal(400, 'The on hold until must be an integer.', 'on_hold_until')
    if (until <= now()) throw new Refusal(400, 'on_hold_until should be a future timestamp', 'on_hold_until')
    return until
  }
  const str = (body: Record<string, unknown>, field: string, label = field) => {
    const value = body[field]
    if (typeof value !== 'string' || value.trim() === '')
      throw new Refusal(400, `The ${label} field is required.`, field)
    return value
  }
  const accountOf = (id: string) => {
    const account = state.accounts[id]
    if (!account) throw notFound()
    return account
  }

  type Body = Record<string, unknown>
  async function route(method: string, pathname: string, body: Body): Promise<{ status: number; value: unknown }> {
    const accountPath = /^\/v2\/accounts\/([^/]+)$/.exec(pathname)
    const stakeholdersPath = /^\/v2\/accounts\/([^/]+)\/stakeholders$/.exec(pathname)
    const stakeholderPath = /^\/v2\/accounts\/([^/]+)\/stakeholders\/([^/]+)$/.exec(pathname)
    const productsPath = /^\/v2\/accounts\/([^/]+)\/products$/.exec(pathname)
    const productPath = /^\/v2\/accounts\/([^/]+)\/products\/([^/]+)$/.exec(pathname)
    const paymentTransfersPath = /^\/v1\/payments\/([^/]+)\/transfers$/.exec(pathname)
    const transferPath = /^\/v1\/transfers\/([^/]+)$/.exec(pathname)
    const reversalsPath = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(pathname)
    const ok = (value: unknown) => ({ status: 200, value })

    if (method === 'POST' && pathname === '/v2/accounts') {
      calls.openLinkedAccount++
      const email = str(body, 'email')
      const phone = str(body, 'phone')
      if (body.type !== 'route') throw new Refusal(400, 'The type field is invalid.', 'type')
      const legal = (body.legal_info ?? {}) as { pan?: unknown }
      if (legal.pan !== undefined && (typeof legal.pan !== 'string' || !panPattern.test(legal.pan))) {
        throw new Refusal(400, 'The pan field is invalid.', 'legal_info.pan')
      }
      const reference = typeof body.reference_id === 'string' ? body.reference_id : null
      if (reference && reference.length > 20)
        throw new Refusal(400, 'The reference id may not be greater than 20 characters.', 'reference_id')
      if (reference && Object.values(state.accounts).some((a) => a.reference_id === reference)) {
        throw new Refusal(400, 'Merchant with the same reference id already exists', 'reference_id')
      }
      const profile = (body.profile ?? {}) as { addresses?: { registered?: Record<string, unknown> } }
      if (!profile.addresses?.registered)
        throw new Refusal(400, 'The registered address field is required.', 'profile.addresses.registered')
      const account: AccountRecord = {
        id: newId('acc'),
        entity: 'account',
        type: 'route',
        status: 'created',
        reference_id: reference,
        email,
        phone,
        legal_business_name: str(body, 'legal_business_name', 'legal business name'),
        business_type: str(body, 'business_type', 'business type'),
        contact_name: str(body, 'contact_name', 'contact name'),
        legal_info: typeof legal.pan === 'string' ? { pan: legal.pan } : {},
        created_at: now(),
        stakeholders: [],
        product: null,
      }
      state.accounts[account.id] = account
      const { stakeholders: _s, product: _p, ...entity } = account
      return ok(entity)
    }
    if (method === 'PATCH' && accountPath) {
      // Razorpay's "update an account": its details change; its type and reference id do not.
      const account = accountOf(accountPath[1] as string)
      if ('type' in body || 'reference_id' in body || 'business_type' in body)
        throw new Refusal(400, 'type, reference_id and business_type cannot be updated', 'type')
      const legal = (body.legal_info ?? {}) as { pan?: unknown }
      if (legal.pan !== undefined && (typeof legal.pan !== 'string' || !panPattern.test(legal.pan))) {
        throw new Refusal(400, 'The pan field is invalid.', 'legal_info.pan')
      }
      if (body.email !== undefined) account.email = str(body, 'email')
      if (body.phone !== undefined) account.phone = str(body, 'phone')
      if (body.legal_business_name !== undefined)
        account.legal_business_name = str(body, 'legal_business_name', 'legal business name')
      if (body.contact_name !== undefined) account.contact_name = str(body, 'contact_name', 'contact name')
      if (typeof legal.pan === 'string') account.legal_info = { ...account.legal_info, pan: legal.pan }
      const { stakeholders: _s, product: _p, ...entity } = account
      return ok(entity)
    }
    if (method === 'GET' && stakeholdersPath) {
      const account = accountOf(stakeholdersPath[1] as string)
      return ok({ entity: 'collection', count: account.stakeholders.length, items: account.stakeholders })
    }
    if (method === 'PATCH' && stakeholderPath) {
      const account = accountOf(stakeholderPath[1] as string)
      const stakeholder = account.stakeholders.find((one) => one.id === stakeholderPath[2])
      if (!stakeholder) throw notFound()
      const kyc = (body.kyc ?? {}) as { pan?: unknown }
      if (kyc.pan !== undefined && (typeof kyc.pan !== 'string' || !panPattern.test(kyc.pan))) {
        throw new Refusal(400, 'The pan field is invalid.', 'kyc.pan')
      }
      if (body.name !== undefined) stakeholder.name = str(body, 'name')
      if (body.email !== undefined) stakeholder.email = str(body, 'email')
      if (typeof kyc.pan === 'string') stakeholder.kyc = { pan: kyc.pan }
      return ok(stakeholder)
    }
    if (method === 'POST' && stakeholdersPath) {
      const account = accountOf(stakeholdersPath[1] as string)
      const kyc = (body.kyc ?? {}) as { pan?: unknown }
      if (kyc.pan !== undefined && (typeof kyc.pan !== 'string' || !panPattern.test(kyc.pan))) {
        throw new Refusal(400, 'The pan field is invalid.', 'kyc.pan')
      }
      const stakeholder = {
        id: newId('sth'),
        entity: 'stakeholder' as const,
        name: str(body, 'name'),
        email: str(body, 'email'),
        kyc: typeof kyc.pan === 'string' ? { pan: kyc.pan } : {},
      }
      account.stakeholders.push(stakeholder)
      return ok(stakeholder)
    }
    if (method === 'POST' && productsPath) {
      const account = accountOf(productsPath[1] as string)
      if (body.product_name !== 'route') throw new Refusal(400, 'The product name is invalid.', 'product_name')
      if (!account.product) {
        account.product = {
          id: newId('acc_prd'),
          account_id: account.id,
          product_name: 'route',
          activation_status: 'requested',
          requirements: [],
          tnc_accepted: body.tnc_accepted === true,
          requested_at: now(),
          settlements: null,
          under_review_at: null,
        }
        // Razorpay answers a fresh request as requested, with what it still needs.
        review(account, { decide: false })
      }
      return ok(productEntity(account))
    }
    if (productPath && (method === 'PATCH' || method === 'GET')) {
      const account = accountOf(productPath[1] as string)
      const product = account.product
      if (!product || product.id !== productPath[2]) throw notFound()
      if (method === 'PATCH') {
        const s = body.settlements as Record<string, unknown> | undefined
        if (s) {
          const accountNumber = str(s, 'account_number', 'account number')
          if (!/^[0-9]{9,18}$/.test(accountNumber))
            throw new Refusal(400, 'The account number is invalid.', 'settlements.account_number')
          const ifsc = str(s, 'ifsc_code', 'ifsc code')
          if (!ifscPattern.test(ifsc)) throw new Refusal(400, 'The ifsc code is invalid.', 'settlements.ifsc_code')
          const before = product.settlements
          product.settlements = {
            account_number: accountNumber,
            ifsc_code: ifsc,
            beneficiary_name: str(s, 'beneficiary_name', 'beneficiary name'),
          }
          // Another bank account on an active account is verified again before money goes to it.
          const changed = before?.account_number !== accountNumber || before?.ifsc_code !== ifsc
          if (changed && product.activation_status === 'activated') setActivation(account, 'under_review')
        }
        if (body.tnc_accepted === true) product.tnc_accepted = true
        if (product.activation_status !== 'activated') review(account, { decide: true })
      }
      return ok(productEntity(account))
    }
    if (paymentTransfersPath && (method === 'POST' || method === 'GET')) {
      const paymentId = paymentTransfersPath[1] as string
      const payment = state.payments[paymentId]
      if (!payment) throw notFound()
      if (method === 'GET') {
        const items = Object.values(state.transfers)
          .filter((t) => t.source === paymentId)
          .map(transferEntity)
        return ok({ entity: 'collection', count: items.length, items })
      }
      calls.createTransfer++
      const requested = body.transfers
      if (!Array.isArray(requested) || requested.length === 0)
        throw new Refusal(400, 'The transfers field is required.', 'transfers')
      const made: TransferRecord[] = []
      let sum = Object.values(state.transfers)
        .filter((t) => t.source === paymentId)
        .reduce((total, t) => total + t.amount, 0)
      for (const item of requested as Body[]) {
        const account = state.accounts[str(item, 'account')]
        if (!account) throw new Refusal(400, 'The account id provided does not exist', 'account')
        if (account.product?.activation_status !== 'activated') {
          throw new Refusal(400, 'Transfer cannot be created as the linked account is not activated', 'account')
        }
        const amount = item.amount
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
          throw new Refusal(400, 'The amount must be at least 1.', 'amount')
        }
        if (item.currency !== payment.currency)
          throw new Refusal(400, 'The currency should be the payment currency.', 'currency')
        sum += amount
        if (sum > payment.amount) {
          throw new Refusal(
            400,
            'The sum of amount requested for transfer is greater than the captured amount',
            'amount',
          )
        }
        const onHold = item.on_hold === true || item.on_hold === 1 || item.on_hold === '1'
        const until = onHold ? checkHoldUntil(item.on_hold_until) : null
        const notes =
          item.notes && typeof item.notes === 'object' && !Array.isArray(item.notes)
            ? (item.notes as Record<string, string>)
            : {}
        made.push({
          id: newId('trf'),
          entity: 'transfer',
          status: 'pending',
          source: paymentId,
          recipient: account.id,
          amount,
          currency: payment.currency,
          amount_reversed: 0,
          notes: Object.keys(notes).length > 0 ? notes : [],
          on_hold: onHold,
          on_hold_until: until,
          recipient_settlement_id: null,
          created_at: now(),
          processed_at: null,
          released_at: onHold ? null : Date.now(),
        })
      }
      for (const transfer of made) {
        state.transfers[transfer.id] = transfer
        if (options.processedDelayMs == null) process_(transfer)
      }
      return ok({ entity: 'collection', count: made.length, items: made.map(transferEntity) })
    }
    if (method === 'PATCH' && transferPath) {
      calls.setHold++
      const transfer = state.transfers[transferPath[1] as string]
      if (!transfer) throw notFound()
      if (typeof body.on_hold !== 'boolean' && body.on_hold !== 0 && body.on_hold !== 1) {
        throw new Refusal(400, 'The on hold field is required.', 'on_hold')
      }
      if (transfer.recipient_settlement_id) throw new Refusal(400, 'The transfer is already settled', 'on_hold')
      if (transfer.status === 'reversed') throw new Refusal(400, 'The transfer has been reversed', 'id')
      const onHold = body.on_hold === true || body.on_hold === 1
      transfer.on_hold_until = onHold ? checkHoldUntil(body.on_hold_until) : null
      transfer.on_hold = onHold
      transfer.released_at = onHold ? null : (transfer.released_at ?? Date.now())
      return ok(transferEntity(transfer))
    }
    if (method === 'POST' && reversalsPath) {
      calls.reverseTransfer++
      const transfer = state.transfers[reversalsPath[1] as string]
      if (!transfer) throw notFound()
      const left = transfer.amount - transfer.amount_reversed
      const amount = body.amount === undefined ? left : body.amount
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        throw new Refusal(400, 'The amount must be at least 1.', 'amount')
      }
      if (amount > left) throw new Refusal(400, 'The reversal amount exceeds the amount left to reverse', 'amount')
      const reversal: ReversalRecord = {
        id: newId('rvrsl'),
        entity: 'reversal',
        transfer_id: transfer.id,
        amount,
        currency: transfer.currency,
        created_at: now(),
      }
      state.reversals[reversal.id] = reversal
      transfer.amount_reversed += amount
      transfer.status = transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed'
      emit('transfer.reversed', { transfer: { entity: transferEntity(transfer) } }, transfer.recipient)
      return ok(reversal)
    }
    return {
      status: 404,
      value: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
          field: null,
        },
      },
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const raw = await text(request)
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    const refuse = (refusal: Refusal) => {
      options.logger?.warn(
        {
          twin: 'razorpay-route',
          method: request.method,
          path: url.pathname,
          status: refusal.status,
          code: refusal.code,
          field: refusal.field,
        },
        `the Route twin refused a call: ${refusal.description}`,
      )
      return json(refusal.status, {
        error: {
          code: refusal.code,
          description: refusal.description,
          field: refusal.field,
          source: 'business',
          step: 'NA',
          reason: 'input_validation_failed',
          metadata: {},
        },
      })
    }
    const authorization = request.headers.authorization ?? ''
    if (!signaturesMatch(basic, authorization)) {
      return refuse(new Refusal(401, 'The api key provided is invalid', null))
    }
    let body: Body = {}
    if (raw !== '') {
      try {
        body = JSON.parse(raw) as Body
      } catch {
        return refuse(new Refusal(400, 'The request body is not valid JSON', null))
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return refuse(new Refusal(400, 'The request body must be an object', null))
      }
    }
    try {
      const answer = await route(request.method ?? 'GET', url.pathname, body)
      save()
      const createdTransfer = request.method === 'POST' && /\/transfers$/.test(url.pathname) && answer.status === 200
      if (createdTransfer && hooks.afterCreate) await hooks.afterCreate()
      if (createdTransfer && crashes.afterCreate > 0) {
        crashes.afterCreate--
        // Razorpay made the transfer; the answer never reaches the caller.
        request.socket.destroy()
        return
      }
      json(answer.status, answer.value)
    } catch (error) {
      if (error instanceof Refusal) return refuse(error)
      options.logger?.error(
        { twin: 'razorpay-route', method: request.method, path: url.pathname, err: error },
        'the Route twin failed a call',
      )
      json(500, { error: { code: 'SERVER_ERROR', description: (error as Error).message, field: null } })
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const ticker = setInterval(() => void tick(), options.tickMs ?? 200)
  ticker.unref()

  const transferOf = (id: string) => {
    const t = state.transfers[id]
    return t ? transferEntity(t) : undefined
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyId,
    keySecret,
    calls,
    crashes,
    hooks,
    deliveries,
    delivered,
    /** Where webhooks go from now on (the API's own, once it listens); until then they wait. */
    setWebhookUrl(url: string | null) {
      webhookUrl = url
    },
    /** A captured payment Razorpay holds (amount in minor units): transfers are made only from these. */
    capturePayment(paymentId: string, amountMinor: number, currency: string) {
      state.payments[paymentId] ??= { amount: amountMinor, currency: currency.toUpperCase() }
      save()
    },
    /** An account Razorpay activated earlier (the demo coach's), known with its product. */
    adoptActivatedAccount(accountId: string, productId: string) {
      if (state.accounts[accountId]) return
      state.accounts[accountId] = {
        id: accountId,
        entity: 'account',
        type: 'route',
        status: 'activated',
        reference_id: null,
        email: '',
        phone: '',
        legal_business_name: '',
        business_type: 'individual',
        contact_name: '',
        legal_info: {},
        created_at: now(),
        stakeholders: [],
        product: {
          id: productId,
          account_id: accountId,
          product_name: 'route',
          activation_status: 'activated',
          requirements: [],
          tnc_accepted: true,
          requested_at: now(),
          settlements: null,
          under_review_at: null,
        },
      }
      save()
    },
    /**
     * Transfers Razorpay made earlier (the demo data's, written by the seed as Rally recorded them): their
     * payments and transfers become known in the state each reached, so releasing, settling or reversing them
     * works as for a transfer made here. One already known is left as it is.
     */
    adoptTransfers(
      transfers: readonly {
        id: string
        paymentId: string
        accountId: string
        amountMinor: number
        currency: string
        state: 'on_hold' | 'released' | 'settled' | 'reversed'
        holdUntil: Date | null
        createdAt: Date
      }[],
    ) {
      for (const adopted of transfers) {
        if (state.transfers[adopted.id]) continue
        const currency = adopted.currency.toUpperCase()
        state.payments[adopted.paymentId] ??= { amount: adopted.amountMinor, currency }
        const created = Math.floor(adopted.createdAt.getTime() / 1000)
        state.transfers[adopted.id] = {
          id: adopted.id,
          entity: 'transfer',
          status: adopted.state === 'reversed' ? 'reversed' : 'processed',
          source: adopted.paymentId,
          recipient: adopted.accountId,
          amount: adopted.amountMinor,
          currency,
          amount_reversed: adopted.state === 'reversed' ? adopted.amountMinor : 0,
          notes: [],
          on_hold: adopted.state === 'on_hold',
          on_hold_until:
            adopted.state === 'on_hold' && adopted.holdUntil ? Math.floor(adopted.holdUntil.getTime() / 1000) : null,
          recipient_settlement_id: adopted.state === 'settled' ? `setl_adopted${adopted.id.slice(-8)}` : null,
          created_at: created,
          processed_at: created,
          released_at: adopted.state === 'on_hold' ? null : adopted.createdAt.getTime(),
        }
      }
      save()
    },
    /** Razorpay finishes its review of an account (and says so by webhook). */
    activate(accountId: string) {
      const account = state.accounts[accountId]
      if (account) setActivation(account, 'activated')
      save()
    },
    /** Settles now what is released (all accounts, or one). */
    settle(accountId?: string) {
      const count = settle(accountId)
      save()
      return count
    },
    /** Processes now every pending transfer. */
    processPending() {
      for (const t of Object.values(state.transfers)) if (t.status === 'pending') process_(t)
      save()
    },
    /** Sends what is due now (and what was held back), rather than at the next tick. */
    async flush() {
      if (heldBack) {
        state.outbox.push(heldBack)
        heldBack = null
      }
      for (const d of state.outbox) d.dueAt = Math.min(d.dueAt, Date.now())
      await tick()
    },
    pendingDeliveries: () => state.outbox.length + (heldBack ? 1 : 0),
    transfer: transferOf,
    transfersOfPayment: (paymentId: string) =>
      Object.values(state.transfers)
        .filter((t) => t.source === paymentId)
        .map(transferEntity),
    allTransfers: () => Object.values(state.transfers).map(transferEntity),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type LoopbackRazorpayRoute = Awaited<ReturnType<typeof startLoopbackRazorpayRoute>>

function load(file: string | null | undefined): RouteTwinState | null {
  if (!file) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteTwinState
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
