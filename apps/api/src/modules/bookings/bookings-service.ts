import {
  type Booking,
  bookingMessages,
  type bookingRequestSchema,
  type coachBookingFormSchema,
  createBookingInputSchema,
  notProvided,
  onlinePaymentCurrency,
  ownProfileBookingMessage,
  type PaymentProof,
  pastSessionDateMessage,
  todayIn,
} from '@rally/shared'
import type { z } from 'zod'
import type { PaymentsProvider, WebhookHeaders } from '../../adapters/payments/payments.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { type StoredAnswer, withIdempotency } from '../../db/idempotency.ts'
import type { Bookable } from '../bookables/bookables.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { BookingNotifier } from './booking-notifier.ts'
import {
  type BookingRow,
  claimWebhookEvent,
  findBooking,
  findPaymentOrderAmount,
  hasOpenRequest,
  insertBooking,
  insertPaymentOrder,
  isOpenRequestCollision,
  lockPaymentOrder,
  markPaymentOrderFailed,
  markPaymentOrderPaid,
  markPaymentOrderRefunded,
  type NewBooking,
  recordBookingEvent,
  toBooking,
} from './bookings-repository.ts'
import { zonedDateTimeToInstant } from './time-zones.ts'

type CreateBookingInput = z.output<typeof createBookingInputSchema>
type SparringRequest = z.output<typeof bookingRequestSchema>
type CoachRequest = z.output<typeof coachBookingFormSchema>

/**
 * A paid order whose booker already has an open request: the booking is not made, so the
 * transaction that tried is undone and the money goes back (decision 012).
 */
class OpenRequestCollision extends Error {
  override name = 'OpenRequestCollision'
}

const isUuid = (value: string | undefined) =>
  Boolean(value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
const isCoachRequest = (input: CreateBookingInput): input is CoachRequest => input.bookingType === 'coach'

export function createBookingsService({
  db,
  payments,
  notifier,
  bookables,
  clock = () => new Date(),
}: {
  db: Database
  payments: PaymentsProvider
  notifier: BookingNotifier
  bookables: Pick<Bookables, 'findPublic'>
  clock?: () => Date
}) {
  // Reads inside a booking's transaction must use that transaction: PGlite has one connection.
  async function findResource(
    executor: Database | Transaction,
    input: CreateBookingInput,
  ): Promise<Bookable | undefined> {
    const coach = isCoachRequest(input)
    const id = coach ? (input.resourceId ?? input.coachId) : input.resourceId
    if (!id || !isUuid(id)) return undefined
    const bookable = await bookables.findPublic({ kind: coach ? 'coach' : 'partner', id }, executor)
    if (!bookable) {
      throw new AppError(
        'NOT_FOUND',
        coach ? 'This specialist is not available for booking' : 'This sparring partner is not available for booking',
      )
    }
    return bookable
  }

  /**
   * What a new request must meet before anything is written or paid: a specialist session today or later
   * in the booker's time zone, and a person booked who is not the booker themself.
   */
  function assertBookable(input: CreateBookingInput, resource: Bookable | undefined, auth: Auth | null) {
    if (isCoachRequest(input) && input.preferredDate < todayIn(input.timeZone, clock())) {
      throw new AppError('VALIDATION_FAILED', pastSessionDateMessage, { preferredDate: pastSessionDateMessage })
    }
    if (auth && resource?.ownerUserId && resource.ownerUserId === auth.userId) {
      throw new AppError('BOOKING_OWN_PROFILE', ownProfileBookingMessage)
    }
  }

  /** The amount to pay online, in paise, decided from the person's fee: 0 means a free booking. */
  function amountFor(resource: Bookable | undefined): number {
    return resource?.fee?.amountMinor ?? 0
  }

  // The name and fee of the person booked are the server's: what the browser says of them is never kept,
  // since they end up in e-mails and in the console's payment checks.
  function draft(input: CreateBookingInput, resource: Bookable | undefined, auth: Auth | null, language: string) {
    const fees = resource?.fee?.amountMinor ? `${resource.fee.amountMinor / 100}${resource.fee.currency}` : notProvided
    const common = {
      resourceType: resource?.ref.kind ?? (isCoachRequest(input) ? ('coach' as const) : ('partner' as const)),
      resourceId: resource?.ref.id ?? null,
      userId: auth?.userId ?? null,
      requestedEntityName: resource?.name ?? notProvided,
      fees,
      currency: resource?.fee?.currency ?? onlinePaymentCurrency,
      durationMinutes: resource?.sessionMinutes ?? 60,
      language,
    }
    if (isCoachRequest(input)) {
      return {
        ...common,
        bookingType: 'coach',
        name: input.name,
        email: input.email,
        phone: input.phoneNumber,
        whatsappNumber: input.whatsappNumber,
        sport: input.sport,
        comment: input.message || null,
        preferredAt: zonedDateTimeToInstant(input.preferredDate, input.preferredTime || '09:00', input.timeZone),
        timeZone: input.timeZone,
      }
    }
    const sparring = input as SparringRequest
    return {
      ...common,
      bookingType: sparring.bookingType,
      name: sparring.name,
      email: sparring.email,
      phone: sparring.phone,
      whatsappNumber: sparring.whatsappNumber,
      countryCode: sparring.countryCode || null,
      age: sparring.age || null,
      city: sparring.city || null,
      country: sparring.country || null,
      sport: sparring.sport,
      comment: sparring.comment || null,
    }
  }

  /** Writes the booking and its notices; a booker with an open request gets 409 (one request at a time). */
  async function book(tx: Transaction, values: NewBooking, collision: () => Error): Promise<BookingRow> {
    try {
      const booking = await insertBooking(tx, values)
      await recordBookingEvent(tx, {
        bookingId: booking.id,
        actor: { id: booking.userId, kind: 'booker' },
        kind: 'created',
        to: booking.status,
        note: `payment: ${values.razorpayPaymentId ? 'pending' : booking.paymentStatus}`,
      })
      await notifier.bookingCreated(tx, booking)
      return booking
    } catch (error) {
      if (isOpenRequestCollision(error)) throw collision()
      throw error
    }
  }

  const payLaterCollision = () => new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.payLaterFailed)

  /** Creates the booking a paid order stands for, once: the browser's report and the webhook meet here. */
  async function completePaidOrder(tx: Transaction, providerOrderId: string, providerPaymentId: string) {
    const order = await lockPaymentOrder(tx, providerOrderId)
    if (!order) throw new AppError('NOT_FOUND', 'Unknown payment order')
    if (order.bookingId) {
      const existing = await findBooking(tx, order.bookingId)
      return { booking: existing as BookingRow, created: false }
    }
    // Its money went back already: a refunded order never becomes a booking, however late it is reported.
    if (order.status === 'refunded') throw new OpenRequestCollision()
    const input = createBookingInputSchema.parse(order.bookingData)
    const resource = await findResource(tx, input)
    const auth = order.userId ? { userId: order.userId, sessionId: '', isAdmin: false, isEditor: false } : null
    const language = typeof order.bookingData.language === 'string' ? order.bookingData.language : 'en'
    const booking = await book(
      tx,
      {
        ...draft(input, resource, auth, language),
        amountMinor: order.amountMinor,
        currency: order.currency,
        paymentStatus: 'completed',
        razorpayOrderId: order.providerOrderId,
        razorpayPaymentId: providerPaymentId,
      },
      () => new OpenRequestCollision(),
    )
    await markPaymentOrderPaid(tx, { id: order.id, providerPaymentId, bookingId: booking.id })
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      actor: { id: null, kind: 'payment-provider' },
      kind: 'payment',
      from: 'pending',
      to: 'completed',
      note: `${payments.name} payment ${providerPaymentId}`,
    })
    return { booking, created: true }
  }

  /** Gives back the whole payment of an order that cannot become a booking; repeats refund once. */
  async function refundCollidedOrder(providerOrderId: string, providerPaymentId: string) {
    const order = await findPaymentOrderAmount(db, providerOrderId)
    if (!order) throw new AppError('NOT_FOUND', 'Unknown payment order')
    await payments.refund(providerPaymentId, order.amountMinor, `refund-order-${providerOrderId}`)
    await markPaymentOrderRefunded(db, { providerOrderId, providerPaymentId })
  }

  return {
    /**
     * POST /v1/booking. Status is always "pending"; payment is "completed" only for a free booking or
     * with a verified payment signature, else "pending" (pay later). Whatever status the client sends is ignored.
     */
    async create(
      input: CreateBookingInput,
      auth: Auth | null,
      { idempotencyKey, proof, language }: { idempotencyKey?: string; proof?: PaymentProof; language: string },
    ): Promise<StoredAnswer<Booking>> {
      const scope = auth?.userId ?? 'guest'
      return withIdempotency(db, idempotencyKey, scope, { input, proof }, async (tx) => {
        if (proof) {
          const verified = payments.verifyPaymentSignature({
            orderId: proof.razorpayOrderId,
            paymentId: proof.razorpayPaymentId,
            signature: proof.razorpaySignature,
          })
          if (!verified) throw new AppError('PAYMENT_NOT_VERIFIED', 'The payment could not be verified')
          const { booking, created } = await completePaidOrder(tx, proof.razorpayOrderId, proof.razorpayPaymentId)
          return { status: created ? 201 : 200, body: toBooking(booking) }
        }
        const resource = await findResource(tx, input)
        assertBookable(input, resource, auth)
        const free = amountFor(resource) === 0 && resource !== undefined
        const booking = await book(
          tx,
          { ...draft(input, resource, auth, language), paymentStatus: free ? 'completed' : 'pending' },
          payLaterCollision,
        )
        return { status: 201, body: toBooking(booking) }
      }).catch(async (error: unknown) => {
        if (!(error instanceof OpenRequestCollision) || !proof) throw error
        await refundCollidedOrder(proof.razorpayOrderId, proof.razorpayPaymentId)
        throw new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.paidRequestRefunded)
      })
    },

    /** POST /v1/razorpay CreateOrder: the amount comes from the person's fee, never from the browser. */
    async createOrder(
      input: { bookingData: CreateBookingInput; receipt?: string },
      auth: Auth | null,
      language: string,
    ) {
      const resource = await findResource(db, input.bookingData)
      if (!resource) {
        throw new AppError('ONLINE_PAYMENT_UNAVAILABLE', 'Online payment needs a partner or specialist to book')
      }
      assertBookable(input.bookingData, resource, auth)
      const amountMinor = amountFor(resource)
      if (amountMinor === 0) throw new AppError('BOOKING_IS_FREE', 'This booking is free: book it without paying')
      if (resource.fee?.currency !== onlinePaymentCurrency) {
        throw new AppError('ONLINE_PAYMENT_UNAVAILABLE', 'Online payment is in INR only: choose Book Now & Pay Later')
      }
      // Asked before any money is taken; a request opened during the payment is caught when it completes.
      if (await hasOpenRequest(db, { userId: auth?.userId ?? null, email: input.bookingData.email })) {
        throw new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.oneRequestAtATime)
      }
      const receipt = (input.receipt || `rally_${Date.now().toString(36)}`).slice(0, 40)
      const order = await payments.createOrder({
        amountMinor,
        currency: onlinePaymentCurrency,
        receipt,
        notes: { sport: input.bookingData.sport ?? '', requestedEntity: resource.name },
      })
      await insertPaymentOrder(db, {
        provider: payments.name,
        providerOrderId: order.id,
        amountMinor,
        currency: onlinePaymentCurrency,
        receipt,
        bookingData: { ...input.bookingData, language },
        userId: auth?.userId ?? null,
      })
      return {
        id: order.id,
        amount: amountMinor,
        currency: onlinePaymentCurrency,
        key: payments.keyId,
        checkoutScriptUrl: payments.checkoutScriptUrl,
      }
    },

    /**
     * POST /v1/razorpay/webhook. Verified by the provider's adapter; a repeated event id is ignored; a
     * captured payment completes its order (creating the booking if the browser never did, or refunding
     * it when the booker already has an open request); a failure never overrides a capture.
     */
    async handleWebhook(rawBody: string, headers: WebhookHeaders) {
      const event = payments.parseWebhook(rawBody, headers)
      if (!event) throw new AppError('UNAUTHORIZED', 'Invalid webhook signature')
      const { eventId, kind, orderId, paymentId } = event
      try {
        return await db.transaction(async (tx) => {
          if (eventId && !(await claimWebhookEvent(tx, { eventId, type: kind }))) {
            return { handled: 'duplicate' as const }
          }
          if (!orderId) return { handled: 'ignored' as const }
          if (kind === 'captured' && paymentId) {
            const { created } = await completePaidOrder(tx, orderId, paymentId)
            return { handled: created ? ('booking-created' as const) : ('already-booked' as const) }
          }
          if (kind === 'failed') {
            await markPaymentOrderFailed(tx, orderId)
            return { handled: 'failed' as const }
          }
          return { handled: 'ignored' as const }
        })
      } catch (error) {
        if (!(error instanceof OpenRequestCollision) || !orderId || !paymentId) throw error
        await refundCollidedOrder(orderId, paymentId)
        return { handled: 'refunded' as const }
      }
    },

    /** The amount of an order, for the sandbox's checkout dialog. */
    orderAmount: (providerOrderId: string) => findPaymentOrderAmount(db, providerOrderId),
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
