import { rupees } from '@rally/shared'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { users } from './users.ts'

export const paymentOrderStatusEnum = pgEnum('payment_order_status', ['created', 'paid', 'failed', 'refunded'])

/**
 * An online payment order. The amount and the booking it pays for are kept
 * here when the order is made, so that the booking created after payment
 * uses the server's facts, not the browser's.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    /** The validated booking request, replayed to create the booking once paid. */
    bookingData: jsonb('booking_data').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: paymentOrderStatusEnum('status').notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_orders_provider_order_key').on(table.providerOrderId)],
)

/** Provider webhook events already handled: a repeated delivery is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Money returned to a booker; one per booking. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The provider's refund id; for a refund paid back by hand (a UPI payment), `manual-<bookingId>`. */
    providerRefundId: text('provider_refund_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** `provider`: through the payments port; `manual`: a UPI payment paid back outside Rally, recorded here. */
    method: text('method').notNull().default('provider'),
    /** The operator who refunded from the console (null for a booker's cancellation within the policy). */
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's written reason; required when the refund is outside the policy. */
    reason: text('reason'),
    outsidePolicy: boolean('outside_policy').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('refunds_booking_key').on(table.bookingId)],
)

/** Idempotency-Key replays for POST /v1/booking: the same key gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** Whose key: a user id, or "guest"; keys of different callers never meet. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_key').on(table.scope, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
)

export const manualPaymentStatusEnum = pgEnum('manual_payment_status', [
  'awaiting_confirmation',
  'confirmed',
  'rejected',
])

/** A UPI payment made by scanning the /payment page's QR code: it counts once an admin confirms it. */
export const manualPayments = pgTable(
  'manual_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default(rupees),
    /** The UPI transaction reference (UTR) the payer reports. */
    reference: text('reference').notNull(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payer's own pay-later booking this payment is for, when they said so. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: manualPaymentStatusEnum('status').notNull().default('awaiting_confirmation'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why an operator rejected the report. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('manual_payments_reference_key').on(table.reference),
    index('manual_payments_status_idx').on(table.status),
    index('manual_payments_booking_idx').on(table.bookingId),
  ],
)
