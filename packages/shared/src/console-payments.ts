import { z } from 'zod'
import { bookingStatuses, manualPaymentStatuses, paymentStatuses } from './bookings.ts'
import { openedVersionSchema, operatorReasonSchema } from './console.ts'

/**
 * The console's payments and bookings (/admin/payments, /admin/bookings; /v1/console/payments/...,
 * /v1/console/bookings/...): UPI reports to confirm or reject, bookings to search, one booking's
 * payments and history, and refunds by an operator.
 */

/** A booking as the console lists it. */
export const consoleBookingSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  requestedEntityName: z.string(),
  resourceType: z.enum(['partner', 'coach']),
  sport: z.string().nullable(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** What was paid, in the smallest unit (0 until paid). */
  amountMinor: z.number(),
  currency: z.string(),
  /** The fee as booked ("290INR"). */
  fees: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ConsoleBookingSummary = z.infer<typeof consoleBookingSummarySchema>

/** The fee a booking expects, from its fee text; null when it names none. */
export const expectedFeeSchema = z.object({ amountMinor: z.number(), currency: z.string() }).nullable()

/** A UPI "I have paid" report, with what the operator checks it against. */
export const upiReportSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number(),
  currency: z.string(),
  reference: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  status: z.enum(manualPaymentStatuses),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  booking: consoleBookingSummarySchema.extend({ expectedFee: expectedFeeSchema }).nullable(),
  /**
   * Hints, not decisions: `amount` whether the amount equals the booking's fee (null without a booking
   * or a fee); `referenceUnique` whether no other report carries the same reference digits.
   */
  matches: z.object({ amount: z.boolean().nullable(), referenceUnique: z.boolean() }),
})
export type UpiReport = z.infer<typeof upiReportSchema>

export const upiReportsQuerySchema = z.object({
  status: z
    .enum(manualPaymentStatuses, { error: 'status must be awaiting_confirmation, confirmed or rejected' })
    .default('awaiting_confirmation'),
})
export const upiReportListResponseSchema = z.object({ data: z.array(upiReportSchema) })
export const upiReportResponseSchema = z.object({ data: upiReportSchema })

export const upiConfirmInputSchema = z.object({ openedVersion: openedVersionSchema.optional() })
export type UpiConfirmInput = z.input<typeof upiConfirmInputSchema>
export const upiRejectInputSchema = z.object({
  reason: operatorReasonSchema,
  openedVersion: openedVersionSchema.optional(),
})
export type UpiRejectInput = z.input<typeof upiRejectInputSchema>

export const consoleBookingsPageSize = 20
const dateMessage = (name: string) => `${name} must be a date (YYYY-MM-DD)`
/** Search: booker's or booked person's name or e-mail, status, payment status, booked between two dates. */
export const consoleBookingsQuerySchema = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  status: z.enum(bookingStatuses, { error: 'status must be a booking status' }).optional(),
  paymentStatus: z.enum(paymentStatuses, { error: 'paymentStatus must be a payment status' }).optional(),
  from: z.iso.date({ error: dateMessage('from') }).optional(),
  to: z.iso.date({ error: dateMessage('to') }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
})
export type ConsoleBookingsQuery = z.input<typeof consoleBookingsQuerySchema>
export const consoleBookingListResponseSchema = z.object({
  data: z.array(consoleBookingSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
})
export type ConsoleBookingList = z.infer<typeof consoleBookingListResponseSchema>

export const bookingEventActorKinds = ['booker', 'provider', 'operator', 'system', 'payment-provider'] as const
export const bookingEventKinds = ['created', 'status', 'payment', 'refund', 'rescheduled', 'no-show'] as const
export const bookingEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** The signed-in actor's e-mail, when there is one. */
  actorEmail: z.string().nullable(),
  actorKind: z.enum(bookingEventActorKinds),
  kind: z.enum(bookingEventKinds),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>

export const paymentOrderRowSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'refunded']),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export const refundRowSchema = z.object({
  id: z.uuid(),
  providerRefundId: z.string(),
  amountMinor: z.number(),
  method: z.enum(['provider', 'manual']),
  reason: z.string().nullable(),
  outsidePolicy: z.boolean(),
  refundedBy: z.string().nullable(),
  refundedByEmail: z.string().nullable(),
  createdAt: z.string(),
})

/**
 * Whether the console may refund a booking, by the refund policy: `within` (paid online, within the
 * window), `outside` (a written reason is needed: too late, or paid by UPI, paid back by hand),
 * `refunded`, or `nothingPaid`.
 */
export const refundPolicyStates = ['within', 'outside', 'refunded', 'nothingPaid'] as const
export const refundPolicyStateSchema = z.object({
  state: z.enum(refundPolicyStates),
  /** How the money goes back: through the payment provider, or by hand (a UPI payment). */
  method: z.enum(['provider', 'manual']).nullable(),
  /** Why it is outside the policy. */
  outsideBecause: z.enum(['tooLate', 'notPaidOnline']).nullable(),
  /** The end of the refund window of an online payment. */
  windowEndsAt: z.string().nullable(),
})
export type RefundPolicyState = z.infer<typeof refundPolicyStateSchema>

export const consoleBookingDetailSchema = z.object({
  booking: consoleBookingSummarySchema.extend({
    userId: z.string().nullable(),
    phone: z.string(),
    bookingType: z.string(),
    preferredAt: z.string().nullable(),
    timeZone: z.string().nullable(),
    paymentOrderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  paymentOrders: z.array(paymentOrderRowSchema),
  refunds: z.array(refundRowSchema),
  upiReports: z.array(upiReportSchema.omit({ booking: true, matches: true })),
  history: z.array(bookingEventSchema),
  refundPolicy: refundPolicyStateSchema,
})
export type ConsoleBookingDetail = z.infer<typeof consoleBookingDetailSchema>
export const consoleBookingDetailResponseSchema = z.object({ data: consoleBookingDetailSchema })

/** POST /v1/console/bookings/:id/refund. A reason is required outside the policy. */
export const consoleRefundInputSchema = z.object({
  reason: operatorReasonSchema.optional(),
  openedVersion: openedVersionSchema,
})
export type ConsoleRefundInput = z.input<typeof consoleRefundInputSchema>
export const refundReasonRequiredMessage = 'A refund outside the policy needs a written reason'
