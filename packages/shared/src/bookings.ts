import { z } from 'zod'
import { coachCategories } from './coaches.ts'
import { bookingJuniorSchema } from './juniors.ts'
import { rupees } from './money.ts'
import { noShowSchema } from './no-show-record.ts'
import { bookingTimeSchema, rescheduleProposalSchema, slotHoldIdField } from './schedules.ts'
import { sports } from './sports.ts'
import { isKnownTimeZone } from './time-zones.ts'

/** Spec section 9: the booking fee players pay, per currency; online payments are in INR. */
export const bookingFees = { INR: 290, USD: 9, EUR: 9 } as const
export const onlinePaymentCurrency = rupees
export const defaultCountryCode = '+91'
/** After a booking succeeds the browser waits this long, then goes to the partner search, scrolled to the top. */
export const bookingRedirectDelayMs = 500
export const notProvided = 'Not Provided'

export { isKnownTimeZone }

/** Today's date ("2026-12-05") in an IANA time zone. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => Object.assign(found, { [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

export const bookingStatuses = ['pending', 'accepted', 'declined', 'cancelled', 'completed'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export const paymentStatuses = ['pending', 'awaiting_confirmation', 'completed', 'refunded'] as const

/** The status machine the server enforces; any other step answers 409. */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['accepted', 'declined', 'cancelled'],
  accepted: ['completed', 'cancelled'],
  declined: [],
  cancelled: [],
  completed: [],
}

/** Spec section 8, as written. */
export const bookingMessages = {
  payLaterFailed: 'Booking Failed — An error occurred ! Keep in mind that a user can make one request at a time',
  oneRequestAtATime: 'A user can make one request at a time',
  paidRequestRefunded:
    'A user can make one request at a time: you already have an open request, so this payment is being refunded to the original payment method.',
  general: 'Failed to process booking. Please try again.',
  razorpayFailedToLoad: 'Razorpay failed to load!',
  orderFailed: 'Failed to create payment order',
  paymentProcessingFailed: 'Failed to process payment booking. Please try again.',
  paymentCancelled: 'Payment was cancelled',
  paidButNotBooked: 'Payment successful but failed to create booking. Please contact support.',
  paymentCompleted: 'Payment completed successfully!',
  bookingConfirmed: 'Booking confirmed successfully!',
  bookingSuccess: 'Booking Success — Check your mail',
} as const

const blankMessage = (label: string) => `${label} cannot be empty or just spaces`
const notBlank = (value: string) => value.trim().length > 0

/** Phone and WhatsApp rules of spec section 5, worded for each field. */
const phoneDigits = (label: string) =>
  z
    .string({ error: `${label} must be at least 4 digits` })
    .refine(notBlank, blankMessage(label))
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d+$/, `${label} must contain only digits`)
        .min(4, `${label} must be at least 4 digits`)
        .max(15, `${label} must be at most 15 digits`),
    )

const juniorIdField = z.uuid({ error: 'juniorId must be a valid junior id' }).optional()

const optionalText = (max = 200) => z.string().trim().max(max).optional().or(z.literal(''))

/** The sparring-partner booking request (spec sections 3 and 5). Status and payment are the server's. */
export const bookingRequestSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .refine(notBlank, 'Name cannot be empty or just spaces')
    .pipe(z.string().trim().min(2, 'Name must be at least 2 characters').max(100)),
  age: optionalText(3),
  city: optionalText(),
  country: optionalText(),
  countryCode: optionalText(8),
  phone: phoneDigits('Phone number'),
  whatsappNumber: phoneDigits('WhatsApp number'),
  category: optionalText(),
  sport: z.enum(sports, { error: 'Select a Sport' }),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .refine(notBlank, 'Email cannot be empty or just spaces')
    .pipe(
      z
        .string()
        .trim()
        .min(5, 'Email must be at least 5 characters')
        .max(254)
        .pipe(z.email('Please enter a valid email address')),
    ),
  comment: optionalText(2000),
  status: optionalText(),
  requestedEntityName: optionalText(),
  fees: optionalText(60),
  bookingType: z.enum(['player', 'sparringPartner']).default('sparringPartner'),
  resourceId: z.uuid({ error: 'resourceId must be a valid record id' }).optional(),
  paymentStatus: optionalText(),
  /**
   * The hold on the chosen slot (POST /v1/slot-holds), when the partner publishes availability: the
   * session's time is the hold's.
   */
  slotHoldId: slotHoldIdField,
  /** The guardian's junior this session is for (issue 26): only a provider verified for juniors is booked for one. */
  juniorId: juniorIdField,
  /** The booker's IANA time zone, for the times in their e-mails; UTC when absent. */
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isKnownTimeZone, 'timeZone must be an IANA time zone such as Asia/Kolkata')
    .optional(),
})
export type BookingRequest = z.input<typeof bookingRequestSchema>

/** The specialist booking form (spec sections 3 and 5): date and time in the booker's own time zone. */
export const coachBookingFormSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is required').max(100),
  email: z.string({ error: 'Invalid email address' }).trim().pipe(z.email('Invalid email address')),
  phoneNumber: phoneDigits('Phone number'),
  whatsappNumber: phoneDigits('WhatsApp number'),
  preferredDate: z
    .string({ error: 'Preferred date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Preferred date is required'),
  preferredTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time such as 18:30')
    .optional()
    .or(z.literal('')),
  /**
   * The IANA time zone the date and time were chosen in, such as Asia/Kolkata; "today" is the booker's
   * today in it. A client that sends none is taken to be on UTC.
   */
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isKnownTimeZone, 'timeZone must be an IANA time zone such as Asia/Kolkata')
    .default('UTC'),
  message: optionalText(2000),
  coachId: z.string({ error: 'Coach ID is required' }).trim().min(1, 'Coach ID is required'),
  resourceId: z.string().optional(),
  coachName: z.string({ error: 'Coach name is required' }).trim().min(1, 'Coach name is required'),
  fees: optionalText(60),
  sport: z.enum(coachCategories).default('Badminton'),
  paymentStatus: optionalText(),
  bookingType: z.literal('coach').default('coach'),
  /** The guardian's junior this session is for (issue 26): only a provider verified for juniors is booked for one. */
  juniorId: juniorIdField,
  /**
   * The hold on the chosen slot (POST /v1/slot-holds), when the specialist publishes availability: the
   * session's time is then the hold's, and preferredDate and preferredTime only echo it.
   */
  slotHoldId: slotHoldIdField,
})
export type CoachBookingForm = z.input<typeof coachBookingFormSchema>

/** POST /v1/booking takes either form; `bookingType: 'coach'` marks a specialist booking. */
export const createBookingInputSchema = z.discriminatedUnion('bookingType', [
  coachBookingFormSchema.extend({ bookingType: z.literal('coach') }),
  bookingRequestSchema,
])

/**
 * After a verified online payment the browser sends the provider's order and payment ids and its
 * signature with the booking, under provider-neutral names (the API also reads the spec's names).
 */
export const paymentProofSchema = z.object({
  paymentOrderId: z.string().trim().min(1),
  paymentId: z.string().trim().min(1),
  paymentSignature: z.string().trim().min(1),
})
export type PaymentProof = z.infer<typeof paymentProofSchema>

export const bookingSchema = z.object({
  id: z.uuid(),
  resourceType: z.enum(['partner', 'coach']),
  resourceId: z.uuid().nullable(),
  bookingType: z.string(),
  requestedEntityName: z.string(),
  sport: z.string().nullable(),
  fees: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  amountMinor: z.number(),
  currency: z.string(),
  preferredAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** The booker's dialling code ("+91"), kept apart from the digits as the form sends them. */
  countryCode: z.string().nullable(),
  phone: z.string(),
  whatsappNumber: z.string().nullable(),
  /** The booker's Additional Comments (a specialist booking's message). */
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** A no-show reported after the session, for the parties (issue 23); absent when none was reported. */
  noShow: noShowSchema.nullable().optional(),
  ...bookingTimeSchema.shape,
  /** The reschedule proposal waiting for an answer, on the lists and the one-booking answer (issue 23). */
  openProposal: rescheduleProposalSchema.nullable().optional(),
  /** A session booked for a junior (issue 26): their first name and age, and the guardian to contact. */
  junior: bookingJuniorSchema.nullable().optional(),
})
export type Booking = z.infer<typeof bookingSchema>
/** GET /v1/coach-sparring-players/{id}, and POST /v1/booking. */
export const bookingResponseSchema = z.object({ data: bookingSchema })
/** GET /v1/coach-sparring-players: a person's bookings, or their inbox. */
export const bookingListResponseSchema = z.object({ data: z.array(bookingSchema) })

/** What the server says about money when a booking is cancelled. */
export const refundOutcomeSchema = z.object({ refunded: z.boolean(), amountMinor: z.number(), message: z.string() })
export type RefundOutcome = z.infer<typeof refundOutcomeSchema>

/** PATCH /v1/booking/{id}: the booking as it now is, and for a cancellation what happened to the money. */
export const bookingStatusChangeResponseSchema = z.object({
  data: bookingSchema,
  refund: refundOutcomeSchema.optional(),
})
export type BookingStatusChangeResponse = z.infer<typeof bookingStatusChangeResponseSchema>

/** The status changes a client may ask for; `pending` is only ever the server's starting point. */
export const bookingStatusChangeSchema = z.object({
  status: z.enum(['accepted', 'declined', 'cancelled', 'completed'], {
    error: 'status must be accepted, declined, cancelled or completed',
  }),
})

/** POST /v1/payments/orders, and the spec's /v1/razorpay: the spec's payment order request. The amount is decided by the server. */
export const paymentOrderRequestSchema = z.object({
  action: z.literal('CreateOrder', { error: 'action must be CreateOrder' }),
  currency: z.literal(onlinePaymentCurrency, { error: 'Online payments are in INR' }).default(onlinePaymentCurrency),
  amount: z.number().optional(),
  receipt: z.string().trim().max(40).optional(),
  bookingData: createBookingInputSchema,
  bookingType: z.string().optional(),
})
/** The order the checkout dialog opens with. `amount` is the server's, in paise: the only amount to show. */
export const paymentOrderSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The key id the checkout dialog opens with. */
  key: z.string(),
  /** Where the browser loads the provider's checkout script from. */
  checkoutScriptUrl: z.string(),
})
export type PaymentOrder = z.infer<typeof paymentOrderSchema>
export const paymentOrderResponseSchema = z.object({ data: paymentOrderSchema })

/** What the server did with a payment provider's webhook; any 2xx tells the provider to stop retrying. */
export const paymentWebhookResponseSchema = z.object({
  handled: z.enum([
    'duplicate',
    'ignored',
    'booking-created',
    'already-booked',
    'failed',
    'refunded',
    // Razorpay Route's events (payouts).
    'payout-processed',
    'payout-failed',
    'payout-reversed',
    'payouts-settled',
    'payout-account-updated',
  ]),
})

/** /payment: a UPI payment the payer reports after scanning the QR code. */
export const manualPaymentInputSchema = z.object({
  amount: z.coerce
    .number({ error: 'Enter the amount you paid' })
    .positive('Enter the amount you paid')
    .max(1_000_000, 'Enter the amount you paid'),
  reference: z
    .string({ error: 'Enter the UPI transaction reference (UTR)' })
    .trim()
    .regex(/^[A-Za-z0-9]{8,30}$/, 'Enter the UPI transaction reference (UTR): 8 to 30 letters and digits'),
  payerName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100),
  payerEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email('Please enter a valid email address')),
  /** The payer's own pay-later booking this payment is for (the payment page opened from it). */
  bookingId: z.uuid({ error: 'This booking link is not valid' }).optional(),
  /** The signature of the booking e-mail's payment link: it lets a payer who is not signed in name their booking. */
  bookingToken: z.string().trim().max(100).optional(),
})
export type ManualPaymentInput = z.input<typeof manualPaymentInputSchema>

export const manualPaymentStatuses = ['awaiting_confirmation', 'confirmed', 'rejected'] as const

export const manualPaymentSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number(),
  currency: z.string(),
  reference: z.string(),
  status: z.enum(manualPaymentStatuses),
  bookingId: z.uuid().nullable(),
  createdAt: z.string(),
})
export type ManualPayment = z.infer<typeof manualPaymentSchema>
export const manualPaymentResponseSchema = z.object({ data: manualPaymentSchema })
export const manualPaymentListResponseSchema = z.object({ data: z.array(manualPaymentSchema) })

/** GET /v1/payments/upi: the upi:// link and payee for an amount in rupees. */
export const upiPaymentSchema = z.object({
  uri: z.string(),
  payeeVpa: z.string(),
  payeeName: z.string(),
  amount: z.number(),
})
export type UpiPayment = z.infer<typeof upiPaymentSchema>
export const upiPaymentResponseSchema = z.object({ data: upiPaymentSchema })

/** The UPI deep link a QR code carries: payee, name, amount in rupees, currency. */
export function upiPaymentUri({
  payeeVpa,
  payeeName,
  amount,
  note,
}: {
  payeeVpa: string
  payeeName: string
  amount: number
  note?: string
}) {
  const params: [string, string][] = [
    ['pa', payeeVpa],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', rupees],
    ...(note ? [['tn', note] as [string, string]] : []),
  ]
  // UPI apps expect the payee's @ as it is.
  const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@')
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`
}
