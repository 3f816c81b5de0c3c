import { randomUUID } from 'node:crypto'
import {
  type ConsolePayout,
  type ConsolePayoutFilter,
  isRoutePayoutCountry,
  type ManualPayoutInput,
  manualPayoutInputSchema,
  type Payout,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutRequirement,
  type PayoutStatus,
  type PayoutTotals,
  payoutAccountInputSchema,
  payoutDisputeWindowHours,
  payoutMessages,
  payoutsPageSize,
} from '@rally/shared'
import {
  type LinkedAccount,
  PayoutProviderError,
  type PayoutsProvider,
  type PayoutWebhookEvent,
  type RouteRequirement,
  type RouteTransfer,
} from '../../adapters/payouts/payouts.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { type Operator, recordAudit } from '../../db/audit-log.ts'
import { afterCommit, type Transaction } from '../../db/client.ts'
import type { BookingPayouts } from '../bookings/booking-payouts.ts'
import type { Journal, Ledger } from '../ledger/ledger.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type {
  Cursor,
  PayoutAccountRow,
  PayoutsRepository,
  PayoutTransferRow,
  TransferStatus,
} from './payouts-repository.ts'

/** How long a process holds a transfer while it calls Razorpay for it; a process that died loses it after this. */
export const payoutClaimMs = 2 * 60_000
/** Razorpay's own hold ends this long after our window, so that our release (or a refund) always comes first. */
export const payoutHoldMarginHours = 24
const windowMs = payoutDisputeWindowHours * 3_600_000
const batch = 20

/** What the capture's transaction tells payouts (the port payments calls, wired in app.ts). */
export type CapturedBooking = {
  bookingId: string
  /** The owner of the profile booked, as the capture found it (null: nobody to pay). */
  providerUserId: string | null
  paymentId: string
  amountMinor: number
  currency: string
}
export type PaidBookingTransfers = {
  /** Writes the booking's payout intent in the capture's transaction; the transfer is made by the job, once. */
  onCaptured(tx: Transaction, captured: CapturedBooking): Promise<void>
  /** Before a booking's payment is refunded: its transfer is reversed (or never made). Outside any transaction. */
  onRefunding(booking: { id: string; amountMinor: number }): Promise<void>
}

export type PayoutWebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'payout-processed'
  | 'payout-failed'
  | 'payout-reversed'
  | 'payouts-settled'
  | 'payout-account-updated'

/** A Route event, applied once: `claim` records its id in the caller's transaction (payments' webhook_events). */
export type PayoutWebhooks = {
  parse(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutWebhookEvent | null
  handle(
    event: PayoutWebhookEvent,
    claim: (tx: Transaction) => Promise<boolean>,
  ): Promise<{ handled: PayoutWebhookOutcome }>
}

type Deps = {
  repository: PayoutsRepository
  provider: PayoutsProvider
  ledger: Pick<Ledger, 'post' | 'balanceOf'>
  bookings: BookingPayouts
  /** Whether a user is a partner, a specialist or an academy owner. */
  isProvider: (userId: string) => Promise<boolean>
  people: Pick<UserDirectory, 'contactsOf'>
  /** Asks the scheduler for a run of the transfer job soon (after the writing transaction commits). */
  /** Asks for a run of the transfer job soon (after the commit of what it must see). */
  requestTransfers: () => void
  clock: () => Date
  logger: { warn(object: unknown, message: string): void }
}

const accountStates: Record<LinkedAccount['activation'], PayoutAccountRow['status']> = {
  requested: 'under_review',
  under_review: 'under_review',
  needs_clarification: 'needs_details',
  activated: 'active',
  suspended: 'suspended',
}

/** Razorpay's field references in plain-words keys ("needs your PAN"). */
function requirementKey(requirement: RouteRequirement): PayoutRequirement {
  const field = requirement.fieldReference.toLowerCase()
  if (field.includes('pan')) return 'pan'
  if (field.includes('settlement') || field.includes('bank') || field.includes('ifsc')) return 'bank_account'
  if (field.includes('address')) return 'address'
  if (field.includes('name')) return 'legal_name'
  if (field.includes('email') || field.includes('phone')) return 'contact'
  return 'other'
}
const requirementsOf = (account: LinkedAccount) => [
  ...new Set(account.requirements.filter((r) => r.status !== 'resolved').map(requirementKey)),
]

/** How a transfer reads to its provider and the console. */
function payoutStatusOf(row: PayoutTransferRow): PayoutStatus {
  switch (row.status) {
    case 'pending':
      return 'on_hold'
    case 'released':
      return 'on_the_way'
    case 'cancelled':
      return 'reversed'
    default:
      return row.status
  }
}

const consoleStatuses: Record<ConsolePayoutFilter, TransferStatus[]> = {
  held: ['pending', 'on_hold'],
  due: ['due_by_hand', 'awaiting_account'],
  failed: ['failed'],
  paid_by_hand: [],
  on_the_way: ['released'],
  paid_out: ['paid_out'],
  reversed: ['reversed', 'cancelled'],
}

/** Razorpay's refusal in a client's words: its own message for bad details, "try again" when it cannot be reached. */
function fromRazorpay(error: unknown): unknown {
  if (!(error instanceof PayoutProviderError)) return error
  return error.status >= 400 && error.status < 500
    ? new AppError('BAD_REQUEST', `Razorpay refused this: ${error.message}`)
    : new AppError('SERVICE_UNAVAILABLE', 'Razorpay could not be reached; please try again in a moment')
}

/** An operator's call to Razorpay under a claim: the claim is given back when the call fails. */
async function underClaim<T>(drop: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    await drop()
    throw fromRazorpay(error)
  }
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url')
function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|')
  const createdAt = new Date(at ?? '')
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'cursor must be the nextCursor of the previous page', {
      cursor: 'cursor must be the nextCursor of the previous page',
    })
  }
  return { createdAt, id }
}

const transferJournal = (row: PayoutTransferRow, kind: 'transfer' | 'transfer_reversal', memo: string): Journal => {
  const sign = kind === 'transfer' ? 1 : -1
  return {
    kind,
    reference: `${kind}:${row.id}`,
    currency: row.currency,
    bookingId: row.bookingId,
    lines: [
      { account: 'provider_payable', providerUserId: row.providerUserId, amountMinor: sign * row.amountMinor },
      { account: 'razorpay_clearing', amountMinor: -sign * row.amountMinor },
    ],
    memo,
  }
}

/**
 * Money to the people who teach (decision 065): payout accounts (Route linked accounts or hand-paid bank
 * accounts), transfers made exactly once from captured payments with a settlement hold, their release after
 * the session and the dispute window, reversals on refund, Route's webhooks, and the console's view.
 * Every outside call is made under a claim (a lease taken by a conditioned update), before the transaction
 * that records it; a retry first asks Razorpay whether the call was already made.
 */
export function createPayoutsService(deps: Deps) {
  const { repository, provider, ledger, bookings, clock, logger } = deps

  /** Runs `work` on each transfer claimed; a failure leaves its row to the next run (the claim lapses). */
  async function eachClaimed(
    claim: { statuses: TransferStatus[]; ids?: string[]; refundRequested?: boolean; limit?: number },
    work: (row: PayoutTransferRow, token: string) => Promise<void>,
  ): Promise<number> {
    const token = randomUUID()
    const rows = await repository.claim({ limit: batch, ...claim }, { token, now: clock(), leaseMs: payoutClaimMs })
    let done = 0
    for (const row of rows) {
      try {
        await work(row, token)
        done++
      } catch (error) {
        logger.warn({ err: error, payoutTransferId: row.id }, 'payouts: a call to Razorpay failed; tried again later')
        await repository.dropClaim({ id: row.id, token })
      }
    }
    return done
  }

  const holdUntilOf = (row: Pick<PayoutTransferRow, 'sessionEndsAt'>) =>
    row.sessionEndsAt ? new Date(row.sessionEndsAt.getTime() + windowMs + payoutHoldMarginHours * 3_600_000) : null

  /** The Route transfer of a row, once: the one a crashed run made (found by its notes), or a new one. */
  async function makeTransfer(row: PayoutTransferRow, token: string) {
    const now = clock()
    if (row.refundRequestedAt) {
      await repository.transaction((tx) =>
        repository.finishClaimed(tx, { id: row.id, token }, { status: 'cancelled' }, now),
      )
      return
    }
    if (row.amountMinor > row.capturedMinor) {
      await repository.transaction((tx) =>
        repository.finishClaimed(
          tx,
          { id: row.id, token },
          { status: 'failed', reason: payoutMessages.exceedsCaptured },
          now,
        ),
      )
      return
    }
    const account = await repository.findAccount(row.providerUserId)
    if (!account || account.method === 'bank_manual' || account.status !== 'active' || !account.routeAccountId) {
      const status = account?.method === 'bank_manual' ? 'due_by_hand' : 'awaiting_account'
      await repository.transaction((tx) => repository.finishClaimed(tx, { id: row.id, token }, { status }, now))
      return
    }
    const holdUntil = holdUntilOf(row)
    const made = (await provider.transfersOfPayment(row.paymentId)).find(
      (transfer) => transfer.notes.payout_transfer_id === row.id,
    )
    const transfer: RouteTransfer =
      made ??
      (await provider.createTransfer(row.paymentId, {
        accountId: account.routeAccountId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        onHold: true,
        onHoldUntil: holdUntil,
        notes: { payout_transfer_id: row.id, booking_id: row.bookingId },
      }))
    await repository.transaction(async (tx) => {
      const saved = await repository.finishClaimed(
        tx,
        { id: row.id, token },
        { status: 'on_hold', routeTransferId: transfer.transferId, routeAccountId: transfer.accountId, holdUntil },
        clock(),
      )
      if (saved) await ledger.post(tx, transferJournal(saved, 'transfer', `Route transfer ${transfer.transferId}`))
    })
  }

  /** Reverses a claimed transfer whose booking was refunded (or records a reversal Razorpay already made). */
  async function reverse(row: PayoutTransferRow, token: string) {
    const now = clock()
    if (
      !row.routeTransferId ||
      row.status === 'pending' ||
      row.status === 'awaiting_account' ||
      row.status === 'due_by_hand'
    ) {
      await repository.transaction((tx) =>
        repository.finishClaimed(
          tx,
          { id: row.id, token },
          { status: 'cancelled', reason: 'Refunded before the transfer' },
          now,
        ),
      )
      return
    }
    const atRazorpay = (await provider.transfersOfPayment(row.paymentId)).find(
      (t) => t.transferId === row.routeTransferId,
    )
    if (atRazorpay?.status !== 'reversed') await provider.reverseTransfer(row.routeTransferId, row.amountMinor)
    await repository.transaction(async (tx) => {
      const saved = await repository.finishClaimed(
        tx,
        { id: row.id, token },
        { status: 'reversed', reason: 'Refunded to the booker' },
        clock(),
      )
      if (saved) await ledger.post(tx, transferJournal(saved, 'transfer_reversal', 'Refunded to the booker'))
    })
  }

  async function release(row: PayoutTransferRow, token: string, operator?: { auth: Operator; reason: string }) {
    if (!row.routeTransferId) throw new AppError('PAYOUT_NOT_RELEASABLE', payoutMessages.notHeld)
    await provider.setHold(row.routeTransferId, { onHold: false, onHoldUntil: null })
    return repository.transaction(async (tx) => {
      const saved = await repository.finishClaimed(
        tx,
        { id: row.id, token },
        { status: 'released', releasedAt: clock(), operatorHeldAt: null, reason: operator?.reason ?? null },
        clock(),
      )
      if (saved && operator) {
        await recordAudit(tx, operator.auth, {
          action: 'payout.release',
          entityType: 'payout_transfer',
          entityId: row.id,
          before: { status: row.status },
          after: { status: saved.status },
          reason: operator.reason,
        })
      }
      return saved
    })
  }

  /** Why an operator's release or hold of a transfer in this state is refused, or null. */
  function refusal(row: PayoutTransferRow, action: 'release' | 'hold'): AppError | null {
    if (row.status === 'reversed' || row.status === 'cancelled' || row.refundRequestedAt) {
      return new AppError('PAYOUT_REVERSED', payoutMessages.reversed)
    }
    if (action === 'release') {
      if (row.status === 'released' || row.status === 'paid_out') {
        return new AppError('PAYOUT_ALREADY_RELEASED', payoutMessages.alreadyReleased)
      }
      if (row.status === 'awaiting_account')
        return new AppError('PAYOUT_ACCOUNT_NOT_ACTIVE', payoutMessages.accountNotActive)
      if (row.status !== 'on_hold') return new AppError('PAYOUT_NOT_RELEASABLE', payoutMessages.notHeld)
    } else if (row.status !== 'on_hold' && row.status !== 'released') {
      return new AppError('PAYOUT_NOT_RELEASABLE', payoutMessages.notReleased)
    }
    return null
  }

  async function claimOne(id: string, statuses: TransferStatus[]) {
    const token = randomUUID()
    const [row] = await repository.claim(
      { statuses, ids: [id], refundRequested: false, limit: 1 },
      { token, now: clock(), leaseMs: payoutClaimMs },
    )
    return row ? { id: row.id, row, token } : undefined
  }

  /** When a held payout is released, as its provider reads it: the session's end plus the window; none under an operator's hold. */
  const holdEndOf = (row: PayoutTransferRow) =>
    (row.status === 'on_hold' || row.status === 'pending') && !row.operatorHeldAt && row.sessionEndsAt
      ? new Date(row.sessionEndsAt.getTime() + windowMs)
      : null

  async function toPayouts(rows: PayoutTransferRow[]): Promise<Payout[]> {
    return rows.map((row) => ({
      id: row.id,
      kind: 'transfer' as const,
      bookingId: row.bookingId,
      amount: { amountMinor: row.amountMinor, currency: row.currency },
      status: payoutStatusOf(row),
      holdUntil: holdEndOf(row)?.toISOString() ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }))
  }

  /** Transfers and hand payouts of one provider (or all), newest first, merged into one page. */
  async function payoutsPage(
    filter: { providerUserId?: string; statuses?: TransferStatus[]; manual: boolean; transfers: boolean },
    cursorText?: string,
  ) {
    const cursor = decodeCursor(cursorText)
    const limit = payoutsPageSize + 1
    const [transfers, manual] = await Promise.all([
      filter.transfers ? repository.transfersPage({ ...filter, cursor, limit }) : [],
      filter.manual ? repository.manualPage({ providerUserId: filter.providerUserId, cursor, limit }) : [],
    ])
    const merged = [
      ...(await toPayouts(transfers)).map((payout, index) => ({
        payout,
        row: transfers[index] as PayoutTransferRow | undefined,
        providerUserId: transfers[index]?.providerUserId as string,
        createdAt: transfers[index]?.createdAt as Date,
      })),
      ...manual.map((row) => ({
        payout: {
          id: row.id,
          kind: 'manual' as const,
          bookingId: null,
          amount: { amountMinor: row.amountMinor, currency: row.currency },
          status: 'paid_out' as const,
          holdUntil: null,
          reason: row.reference,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.createdAt.toISOString(),
        },
        row: undefined,
        providerUserId: row.providerUserId,
        createdAt: row.createdAt,
      })),
    ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.payout.id < b.payout.id ? 1 : -1))
    const page = merged.slice(0, payoutsPageSize)
    const last = page.at(-1)
    return {
      page,
      nextCursor:
        merged.length > payoutsPageSize && last
          ? encodeCursor({ createdAt: last.createdAt, id: last.payout.id })
          : null,
    }
  }

  async function accountView(userId: string): Promise<PayoutAccount> {
    const row = await repository.findAccount(userId)
    if (!row) {
      return {
        method: null,
        status: 'not_added',
        requirements: [],
        country: null,
        beneficiaryName: null,
        bankLast4: null,
        ifsc: null,
        updatedAt: null,
      }
    }
    return {
      method: row.method,
      status: row.status,
      requirements: row.requirements as PayoutRequirement[],
      country: row.country,
      beneficiaryName: row.beneficiaryName,
      bankLast4: row.bankLast4,
      ifsc: row.ifsc,
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  async function assertProvider(auth: Auth) {
    if (!(await deps.isProvider(auth.userId))) throw new AppError('FORBIDDEN', payoutMessages.notProvider)
  }

  const transfers: PaidBookingTransfers = {
    async onCaptured(tx, captured) {
      const session = (await bookings.sessionsOf([captured.bookingId], tx)).get(captured.bookingId)
      const { providerUserId } = captured
      // A profile nobody signed up for has nobody to pay: the money stays owed in the ledger.
      if (!providerUserId) return
      const inserted = await repository.insertIntent(tx, {
        bookingId: captured.bookingId,
        providerUserId,
        paymentId: captured.paymentId,
        amountMinor: captured.amountMinor,
        capturedMinor: captured.amountMinor,
        currency: captured.currency,
        sessionEndsAt: session?.endsAt ?? null,
        createdAt: clock(),
        updatedAt: clock(),
      })
      // Asked once the capture commits: a run that looked before would not see the intent (it waited a minute).
      if (inserted) afterCommit(tx, deps.requestTransfers)
    },

    async onRefunding(booking) {
      const row = await repository.markRefundRequested(booking.id, clock())
      if (!row || ['reversed', 'cancelled', 'failed', 'paid_out'].includes(row.status)) return
      // Reversed now when nobody else holds it; otherwise the transfer job's next run does it.
      await eachClaimed(
        { statuses: ['pending', 'awaiting_account', 'due_by_hand', 'on_hold', 'released'], ids: [row.id], limit: 1 },
        reverse,
      )
    },
  }

  return {
    transfers,

    /** The scheduled job (`payout-transfers`): makes due transfers, then reverses refunded ones. */
    async runTransfers() {
      const made = await eachClaimed({ statuses: ['pending'] }, makeTransfer)
      const reversed = await eachClaimed({ statuses: ['on_hold', 'released'], refundRequested: true }, reverse)
      return { made, reversed }
    },

    /** The scheduled job (`payout-releases`): releases the holds of completed sessions whose dispute window passed. */
    async releaseDue() {
      const now = clock()
      const candidates = await repository.heldForRelease(new Date(now.getTime() - windowMs), 100)
      const sessions = await bookings.sessionsOf(candidates.map((row) => row.bookingId))
      const due = candidates.filter((row) => {
        const session = sessions.get(row.bookingId)
        if (session?.status !== 'completed' || !session.completedAt) return false
        const from = row.sessionEndsAt ?? session.completedAt
        return now.getTime() >= from.getTime() + windowMs
      })
      // A session not completed (or disputed) when Razorpay's own hold is about to end: held with no end,
      // so Razorpay never settles what Rally has not released.
      const stalling = candidates.filter(
        (row) =>
          row.holdUntil !== null &&
          row.routeTransferId !== null &&
          row.holdUntil.getTime() - now.getTime() <= payoutHoldMarginHours * 1_800_000 &&
          sessions.get(row.bookingId)?.status !== 'completed',
      )
      await eachClaimed(
        { statuses: ['on_hold'], ids: stalling.map((row) => row.id), refundRequested: false },
        async (row, token) => {
          await provider.setHold(row.routeTransferId as string, { onHold: true, onHoldUntil: null })
          await repository.transaction((tx) =>
            repository.finishClaimed(tx, { id: row.id, token }, { holdUntil: null }, clock()),
          )
        },
      )
      return eachClaimed(
        { statuses: ['on_hold'], ids: due.map((row) => row.id), refundRequested: false },
        async (row, token) => {
          if (row.operatorHeldAt) return repository.dropClaim({ id: row.id, token })
          await release(row, token)
        },
      )
    },

    async myAccount(auth: Auth) {
      await assertProvider(auth)
      return accountView(auth.userId)
    },

    /** Saves a provider's payout details: a Route linked account opened first (the outside call), or a hand-paid bank account. */
    async saveMyAccount(auth: Auth, body: PayoutAccountInput) {
      await assertProvider(auth)
      const input = payoutAccountInputSchema.parse(body)
      const number = input.accountNumber ?? input.iban ?? ''
      const common = {
        userId: auth.userId,
        country: input.country,
        legalName: input.legalName,
        email: input.email,
        beneficiaryName: input.beneficiaryName,
        bankLast4: number.slice(-4),
        ifsc: input.ifsc ?? null,
        swift: input.swift ?? null,
      }
      if (!isRoutePayoutCountry(input.country)) {
        await repository.transaction((tx) =>
          repository.saveAccount(
            tx,
            {
              ...common,
              method: 'bank_manual',
              status: 'active',
              requirements: [],
              manualAccount: number,
              // A Route account opened before stays recorded: changing back to Route updates it.
            },
            clock(),
          ),
        )
        return accountView(auth.userId)
      }
      const recorded = await repository.findAccount(auth.userId)
      const record = (routeAccountId: string, routeProductId: string | null) =>
        repository.transaction((tx) =>
          repository.recordRouteProgress(
            tx,
            { ...common, requirements: [], manualAccount: null, routeAccountId, routeProductId },
            clock(),
          ),
        )
      const linked = await provider
        .openLinkedAccount(
          {
            referenceId: auth.userId.replaceAll('-', '').slice(0, 20),
            email: input.email,
            phone: input.phone,
            legalName: input.legalName,
            pan: input.pan ?? '',
            address: { ...input.address, country: input.country },
            bank: {
              accountNumber: number,
              ifsc: input.ifsc ?? input.swift ?? '',
              beneficiaryName: input.beneficiaryName,
            },
          },
          {
            accountId: recorded?.routeAccountId,
            productId: recorded?.routeProductId,
            recordAccount: (accountId) => record(accountId, null),
            recordProduct: (accountId, productId) => record(accountId, productId),
          },
        )
        .catch((error: unknown) => {
          if (
            error instanceof PayoutProviderError &&
            error.refusal === 'duplicate_reference' &&
            !recorded?.routeAccountId
          ) {
            // Razorpay made this provider's account, but its id never reached us (a crash between its answer
            // and our record); Route cannot be asked for an account by its reference id, so an operator links it.
            logger.warn(
              { err: error, userId: auth.userId, referenceId: auth.userId.replaceAll('-', '').slice(0, 20) },
              'payouts: Razorpay already holds a Route account for this provider whose id was never recorded',
            )
            throw new AppError(
              'CONFLICT',
              'Razorpay already holds a payout account for you that Rally has not linked yet; support has been told',
            )
          }
          throw fromRazorpay(error)
        })
      const status = accountStates[linked.activation]
      await repository.transaction(async (tx) => {
        await repository.saveAccount(
          tx,
          {
            ...common,
            method: 'route',
            status,
            requirements: requirementsOf(linked),
            manualAccount: null,
            routeAccountId: linked.accountId,
            routeProductId: linked.productId,
          },
          clock(),
        )
        if (status === 'active') await repository.wakeAwaiting(tx, auth.userId, clock())
      })
      if (status === 'active') deps.requestTransfers()
      return accountView(auth.userId)
    },

    async myPayouts(auth: Auth, cursor?: string) {
      await assertProvider(auth)
      const { page, nextCursor } = await payoutsPage(
        { providerUserId: auth.userId, manual: true, transfers: true },
        cursor,
      )
      return { data: page.map((entry) => entry.payout), nextCursor }
    },

    async consoleList(query: { status?: ConsolePayoutFilter; providerUserId?: string; cursor?: string }) {
      const statuses = query.status ? consoleStatuses[query.status] : undefined
      const { page, nextCursor } = await payoutsPage(
        {
          providerUserId: query.providerUserId,
          statuses,
          transfers: query.status !== 'paid_by_hand',
          manual: !query.status || query.status === 'paid_by_hand',
        },
        query.cursor,
      )
      return { data: await toConsole(page), nextCursor }
    },

    async consoleRelease(operator: Auth, id: string, reason: string): Promise<ConsolePayout> {
      const row = await repository.findTransfer(id)
      if (!row) throw new AppError('NOT_FOUND', 'Payout not found')
      const refused = refusal(row, 'release')
      if (refused) throw refused
      const account = await repository.findAccount(row.providerUserId)
      if (account?.status !== 'active') throw new AppError('PAYOUT_ACCOUNT_NOT_ACTIVE', payoutMessages.accountNotActive)
      const claimed = await claimOne(id, ['on_hold'])
      if (!claimed) throw refusal((await repository.findTransfer(id)) ?? row, 'release') ?? busy()
      const saved = await underClaim(
        () => repository.dropClaim(claimed),
        () => release(claimed.row, claimed.token, { auth: operator, reason }),
      )
      if (!saved) throw busy()
      return (await toConsole(await wrap([saved])))[0] as ConsolePayout
    },

    async consoleHold(operator: Auth, id: string, reason: string): Promise<ConsolePayout> {
      const row = await repository.findTransfer(id)
      if (!row) throw new AppError('NOT_FOUND', 'Payout not found')
      const refused = refusal(row, 'hold')
      if (refused) throw refused
      const claimed = await claimOne(id, ['on_hold', 'released'])
      if (!claimed) throw refusal((await repository.findTransfer(id)) ?? row, 'hold') ?? busy()
      // Held with no end at Razorpay: only an operator's release lets it go now.
      const transferId = claimed.row.routeTransferId
      if (transferId) {
        await underClaim(
          () => repository.dropClaim(claimed),
          () => provider.setHold(transferId, { onHold: true, onHoldUntil: null }),
        )
      }
      const saved = await repository.transaction(async (tx) => {
        const changed = await repository.finishClaimed(
          tx,
          claimed,
          { status: 'on_hold', operatorHeldAt: clock(), releasedAt: null, reason },
          clock(),
        )
        if (changed) {
          await recordAudit(tx, operator, {
            action: 'payout.hold',
            entityType: 'payout_transfer',
            entityId: id,
            before: { status: claimed.row.status },
            after: { status: changed.status },
            reason,
          })
        }
        return changed
      })
      if (!saved) throw busy()
      return (await toConsole(await wrap([saved])))[0] as ConsolePayout
    },

    /** Records a bank transfer an operator made by hand: the hand payout, its `manual_payout` journal and the audit row. */
    async recordManual(operator: Auth, body: ManualPayoutInput) {
      const input = manualPayoutInputSchema.parse(body)
      const account = await repository.findAccount(input.providerUserId)
      if (!account && !(await deps.isProvider(input.providerUserId))) {
        throw new AppError('NOT_FOUND', 'This person receives no payouts')
      }
      const owed = (await ledger.balanceOf(input.providerUserId)).find((b) => b.currency === input.amount.currency)
      if ((owed?.heldMinor ?? 0) < input.amount.amountMinor)
        throw new AppError('PAYOUT_EXCEEDS_OWED', payoutMessages.manualNotOwed)
      const row = await repository.transaction(async (tx) => {
        const inserted = await repository.insertManual(tx, {
          providerUserId: input.providerUserId,
          amountMinor: input.amount.amountMinor,
          currency: input.amount.currency,
          reference: input.reference,
          note: input.note ?? null,
          recordedBy: operator.userId,
          createdAt: clock(),
        })
        if (!inserted)
          throw new AppError('PAYMENT_REFERENCE_EXISTS', 'This reference is already recorded for this person')
        await ledger.post(tx, {
          kind: 'manual_payout',
          reference: `manual_payout:${inserted.id}`,
          currency: inserted.currency,
          lines: [
            { account: 'provider_payable', providerUserId: inserted.providerUserId, amountMinor: inserted.amountMinor },
            { account: 'rally_bank', amountMinor: -inserted.amountMinor },
          ],
          memo: `Paid by hand: ${inserted.reference}`,
          recordedBy: operator.userId,
        })
        await recordAudit(tx, operator, {
          action: 'payout.manual',
          entityType: 'manual_payout',
          entityId: inserted.id,
          before: null,
          after: {
            providerUserId: inserted.providerUserId,
            amountMinor: inserted.amountMinor,
            currency: inserted.currency,
            reference: inserted.reference,
          },
          reason: input.note ?? null,
        })
        return inserted
      })
      const { page } = await payoutsPage({ providerUserId: row.providerUserId, manual: true, transfers: false })
      return (await toConsole(page.filter((entry) => entry.payout.id === row.id)))[0] as ConsolePayout
    },

    async totals(): Promise<PayoutTotals[]> {
      const { transfers: sums, manual, providers } = await repository.totals()
      const owed = await Promise.all(providers.map((id) => ledger.balanceOf(id)))
      const byCurrency = new Map<string, PayoutTotals>()
      const of = (currency: string) => {
        const found = byCurrency.get(currency) ?? {
          currency,
          heldMinor: 0,
          dueMinor: 0,
          failedMinor: 0,
          paidByHandMinor: 0,
          transferredMinor: 0,
          owedMinor: 0,
        }
        byCurrency.set(currency, found)
        return found
      }
      for (const { currency, status, total } of sums) {
        const totals = of(currency)
        if (status === 'pending' || status === 'on_hold') totals.heldMinor += total
        if (status === 'due_by_hand' || status === 'awaiting_account') totals.dueMinor += total
        if (status === 'failed') totals.failedMinor += total
        if (status === 'released' || status === 'paid_out') totals.transferredMinor += total
      }
      for (const { currency, total } of manual) of(currency).paidByHandMinor += total
      for (const balances of owed) for (const { currency, heldMinor } of balances) of(currency).owedMinor += heldMinor
      return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency))
    },

    webhooks: {
      parse: (rawBody, headers) => provider.parseWebhook(rawBody, headers),

      async handle(event, claim) {
        const now = clock()
        // Razorpay's word on an account's state is read before the transaction (its requirements).
        const account =
          event.kind.startsWith('product.route.') && event.accountId
            ? await linkedAccountOf(event.accountId)
            : undefined
        let wake = false
        const result = await repository.transaction(async (tx): Promise<{ handled: PayoutWebhookOutcome }> => {
          if (!(await claim(tx))) return { handled: 'duplicate' }
          if (event.kind === 'settlement.processed' && event.accountId) {
            const settled = await repository.markSettled(tx, event.accountId, event.settlementId, event.occurredAt)
            return { handled: settled.length > 0 ? 'payouts-settled' : 'ignored' }
          }
          if (account && event.accountId) {
            const status = accountStates[account.activation]
            const saved = await repository.setRouteAccountState(
              tx,
              event.accountId,
              { status, requirements: requirementsOf(account) },
              now,
            )
            if (saved && status === 'active') wake = (await repository.wakeAwaiting(tx, saved.userId, now)) > 0
            return { handled: saved ? 'payout-account-updated' : 'ignored' }
          }
          if (!event.transferId) return { handled: 'ignored' }
          const row = await repository.byRouteTransfer(tx, event.transferId)
          if (!row) return { handled: 'ignored' }
          const live: TransferStatus[] = ['on_hold', 'released']
          if (event.kind === 'transfer.processed') {
            // Processed is the transfer reaching the linked account; it never brings back a reversed or failed one.
            await repository.changeFrom(
              tx,
              { id: row.id, from: [...live, 'paid_out'], now },
              { processedAt: event.occurredAt },
            )
            return { handled: 'payout-processed' }
          }
          if (event.kind === 'transfer.failed' || event.kind === 'transfer.reversed') {
            const failed = event.kind === 'transfer.failed'
            const changed = await repository.changeFrom(
              tx,
              { id: row.id, from: [...live, ...(failed ? [] : (['paid_out', 'failed'] as TransferStatus[]))], now },
              failed
                ? { status: 'failed', reason: 'Razorpay could not make the transfer' }
                : { status: 'reversed', reason: row.reason ?? 'Reversed at Razorpay' },
            )
            // A failed transfer moved nothing, a reversed one came back: Rally holds the money again (posted once).
            if (changed && (failed || row.status !== 'failed')) {
              await ledger.post(
                tx,
                transferJournal(changed, 'transfer_reversal', failed ? 'Transfer failed' : 'Transfer reversed'),
              )
            }
            return { handled: changed ? (failed ? 'payout-failed' : 'payout-reversed') : 'ignored' }
          }
          return { handled: 'ignored' }
        })
        if (wake) deps.requestTransfers()
        return result
      },
    } satisfies PayoutWebhooks,
  }

  async function linkedAccountOf(accountId: string): Promise<LinkedAccount | undefined> {
    const row = await repository.findRouteAccount(accountId)
    if (!row?.routeProductId) return undefined
    return provider.fetchLinkedAccount(accountId, row.routeProductId)
  }

  function busy() {
    return new AppError('CONFLICT', 'This payout is being changed by another request; reload and try again')
  }

  async function wrap(rows: PayoutTransferRow[]) {
    return (await toPayouts(rows)).map((payout, index) => {
      const row = rows[index] as PayoutTransferRow
      return { payout, row, providerUserId: row.providerUserId, createdAt: row.createdAt }
    })
  }

  async function toConsole(
    page: { payout: Payout; row: PayoutTransferRow | undefined; providerUserId: string }[],
  ): Promise<ConsolePayout[]> {
    const ids = [...new Set(page.map((entry) => entry.providerUserId))]
    const [contacts, accounts] = await Promise.all([deps.people.contactsOf(ids), repository.accountsOf(ids)])
    return page.map(({ payout, row, providerUserId }) => {
      const contact = contacts.get(providerUserId)
      const account = accounts.get(providerUserId)
      return {
        ...payout,
        provider: {
          userId: providerUserId,
          name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
          email: contact?.email ?? '',
        },
        accountMethod: account?.method ?? null,
        accountStatus: account?.status ?? 'not_added',
        providerTransferId: row?.routeTransferId ?? null,
        providerPaymentId: row?.paymentId ?? null,
      }
    })
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>
