import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const payoutAccountMethodEnum = pgEnum('payout_account_method', ['route', 'bank_manual'])
export const payoutAccountStatusEnum = pgEnum('payout_account_status', [
  'needs_details',
  'under_review',
  'active',
  'suspended',
])

/**
 * A provider's payout details (decision 065): a Razorpay Route linked account (India, Malaysia, Singapore)
 * or a bank account an operator pays by hand. Of a Route account Rally keeps Razorpay's ids and the last four
 * digits; Razorpay keeps the rest. A hand-paid account keeps what the operator needs to pay it.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: payoutAccountMethodEnum('method').notNull(),
  status: payoutAccountStatusEnum('status').notNull(),
  /** What Razorpay still needs, in the plain-words keys of `payoutRequirements`. */
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  country: text('country').notNull(),
  legalName: text('legal_name').notNull(),
  email: text('email').notNull(),
  beneficiaryName: text('beneficiary_name').notNull(),
  bankLast4: text('bank_last4').notNull(),
  ifsc: text('ifsc'),
  swift: text('swift'),
  /** A hand-paid account only: the account number or IBAN the operator transfers to. */
  manualAccount: text('manual_account'),
  routeAccountId: text('route_account_id'),
  routeProductId: text('route_product_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const payoutTransferStatusEnum = pgEnum('payout_transfer_status', [
  /** Written in the capture's transaction; the transfer job has not made it yet. */
  'pending',
  'awaiting_account',
  'due_by_hand',
  'on_hold',
  /** Released at Razorpay: on its way to the provider's bank. */
  'released',
  'paid_out',
  'reversed',
  'failed',
  /** Refunded before any transfer was made: nothing moved. */
  'cancelled',
])

/**
 * One booking's payout (decision 065): the intent written with the capture, then the Route transfer made
 * once from it. `claimToken`/`claimedUntil` are the lease of the process making an outside call for it
 * (create, release, reverse): a conditioned update takes it, so two processes never both call.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    providerUserId: uuid('provider_user_id').notNull(),
    /** The captured payment the transfer is made from. */
    paymentId: text('payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    capturedMinor: integer('captured_minor').notNull(),
    currency: text('currency').notNull(),
    status: payoutTransferStatusEnum('status').notNull().default('pending'),
    routeAccountId: text('route_account_id'),
    routeTransferId: text('route_transfer_id'),
    /** The end of the session paid for (null: a request without a time); the hold lasts past it. */
    sessionEndsAt: timestamp('session_ends_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Why an operator held it, why it failed, or why it was reversed. */
    reason: text('reason'),
    /** An operator's hold: the release job leaves it alone until an operator releases it. */
    operatorHeldAt: timestamp('operator_held_at', { withTimezone: true }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    settlementId: text('settlement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One payout per booking, however often its capture is reported.
    uniqueIndex('payout_transfers_booking_key').on(table.bookingId),
    uniqueIndex('payout_transfers_route_transfer_key').on(table.routeTransferId),
    index('payout_transfers_provider_idx').on(table.providerUserId, table.createdAt.desc(), table.id.desc()),
    index('payout_transfers_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('payout_transfers_account_idx').on(table.routeAccountId, table.status),
    check('payout_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    // Never more than the booker paid (Rally takes no fee: equal in practice).
    check('payout_transfers_within_captured', sql`${table.amountMinor} <= ${table.capturedMinor}`),
  ],
)

/** A bank transfer an operator made by hand to a provider, with the bank's reference (decision 065). */
export const manualPayouts = pgTable(
  'manual_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerUserId: uuid('provider_user_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The bank's reference names one payment: recording it twice records it once.
    uniqueIndex('manual_payouts_reference_key').on(table.providerUserId, table.reference),
    index('manual_payouts_provider_idx').on(table.providerUserId, table.createdAt.desc(), table.id.desc()),
    check('manual_payouts_amount_positive', sql`${table.amountMinor} > 0`),
  ],
)
