import {
  type Booking,
  bookingMessages,
  type bookingRequestSchema,
  type coachBookingFormSchema,
  createBookingInputSchema,
  notProvided,
  onlinePaymentCurrency,
} from '@rally/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { PaymentsProvider } from '../../adapters/payments/payments.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { type StoredAnswer, withIdempotency } from '../../db/idempotency.ts'
import { bookings, paymentOrders, personalCoaches, sparringPartners, webhookEvents } from '../../db/schema/index.ts'
import { zonedDateTimeToInstant } from './time-zones.ts'

type CreateBookingInput = z.output<typeof createBookingInputSchema>
type SparringRequest = z.output<typeof bookingRequestSchema>
type CoachRequest = z.output<typeof coachBookingFormSchema>
type BookingRow = typeof bookings.$inferSelect
type PaymentProof = { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }

/** What happens after a booking is written or changes, inside its transaction (e-mails through the outbox). */
export interface BookingNotifier {
  bookingCreated(tx: Transaction, booking: BookingRow): Promise<void>
  bookingStatusChanged(
    tx: Transaction,
    booking: BookingRow,
    from: BookingRow['status'],
    to: BookingRow['status'],
  ): Promise<void>
}

/** The person booked, as the server knows them: their name and fee are facts, not what the browser says. */
type Resource = {
  type: 'partner' | 'coach'
  id: string
  name: string
  feeAmount: number | null
  feeCurrency: string
  minutes: number
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    bookingType: row.bookingType,
    requestedEntityName: row.requestedEntityName,
    sport: row.sport,
    fees: row.fees,
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountMinor: row.amountMinor,
    currency: row.currency,
    preferredAt: row.preferredAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    meetingUrl: row.meetingUrl,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  }
}

const isUuid = (value: string | undefined) =>
  Boolean(value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
const isCoachRequest = (input: CreateBookingInput): input is CoachRequest => input.bookingType === 'coach'

export function createBookingsService({
  db,
  payments,
  notifier,
}: {
  db: Database
  payments: PaymentsProvider
  notifier: BookingNotifier
}) {
  // Reads inside a booking's transaction must use that transaction: PGlite has one connection.
  async function findResource(
    executor: Database | Transaction,
    input: CreateBookingInput,
  ): Promise<Resource | undefined> {
    const id = isCoachRequest(input) ? (input.resourceId ?? input.coachId) : input.resourceId
    if (!id || !isUuid(id)) return undefined
    if (isCoachRequest(input)) {
      const [coach] = await executor
        .select()
        .from(personalCoaches)
        .where(and(eq(personalCoaches.id, id), eq(personalCoaches.isApproved, true)))
      if (!coach) throw new AppError('NOT_FOUND', 'This specialist is not available for booking')
      const name = `${coach.firstName} ${coach.lastName}`.trim()
      return {
        type: 'coach',
        id,
        name,
        feeAmount: coach.feeAmount,
        feeCurrency: coach.feeCurrency,
        minutes: coach.sessionMinutes,
      }
    }
    const [partner] = await executor
      .select()
      .from(sparringPartners)
      .where(and(eq(sparringPartners.id, id), eq(sparringPartners.status, 'ACTIVE')))
    if (!partner) throw new AppError('NOT_FOUND', 'This sparring partner is not available for booking')
    const name = `${partner.firstName} ${partner.lastName}`.trim()
    return { type: 'partner', id, name, feeAmount: partner.feeAmount, feeCurrency: partner.feeCurrency, minutes: 60 }
  }

  /** The amount to pay online, in paise, decided from the person's fee: 0 means a free booking. */
  function amountFor(resource: Resource | undefined): number {
    if (!resource?.feeAmount) return 0
    return resource.feeAmount * 100
  }

  function draft(input: CreateBookingInput, resource: Resource | undefined, auth: Auth | null, language: string) {
    const fees = resource?.feeAmount ? `${resource.feeAmount}${resource.feeCurrency}` : input.fees || notProvided
    const common = {
      resourceType: resource?.type ?? (isCoachRequest(input) ? ('coach' as const) : ('partner' as const)),
      resourceId: resource?.id ?? null,
      userId: auth?.userId ?? null,
      requestedEntityName:
        resource?.name ?? (isCoachRequest(input) ? input.coachName : input.requestedEntityName) ?? notProvided,
      fees,
      currency: resource?.feeCurrency ?? onlinePaymentCurrency,
      durationMinutes: resource?.minutes ?? 60,
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
      requestedEntityName: common.requestedEntityName || notProvided,
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

  async function insertBooking(tx: Transaction, values: typeof bookings.$inferInsert): Promise<BookingRow> {
    try {
      const [row] = await tx.insert(bookings).values(values).returning()
      const booking = row as BookingRow
      await notifier.bookingCreated(tx, booking)
      return booking
    } catch (error) {
      if (
        isUniqueViolation(error, 'bookings_one_open_request_per_user') ||
        isUniqueViolation(error, 'bookings_one_open_request_per_guest')
      ) {
        throw new AppError('CONFLICT', bookingMessages.payLaterFailed)
      }
      throw error
    }
  }

  /** Creates the booking a paid order stands for, once: the browser's report and the webhook meet here. */
  async function completePaidOrder(tx: Transaction, providerOrderId: string, providerPaymentId: string) {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, providerOrderId))
      .for('update')
    if (!order) throw new AppError('NOT_FOUND', 'Unknown payment order')
    if (order.bookingId) {
      const [existing] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId))
      return { booking: existing as BookingRow, created: false }
    }
    const input = createBookingInputSchema.parse(order.bookingData)
    const resource = await findResource(tx, input)
    const auth = order.userId ? { userId: order.userId, sessionId: '', isAdmin: false } : null
    const language = typeof order.bookingData.language === 'string' ? order.bookingData.language : 'en'
    const booking = await insertBooking(tx, {
      ...draft(input, resource, auth, language),
      amountMinor: order.amountMinor,
      currency: order.currency,
      paymentStatus: 'completed',
      razorpayOrderId: order.providerOrderId,
      razorpayPaymentId: providerPaymentId,
    })
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId, bookingId: booking.id, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id))
    return { booking, created: true }
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
          if (!verified) throw new AppError('BAD_REQUEST', 'The payment could not be verified')
          const { booking, created } = await completePaidOrder(tx, proof.razorpayOrderId, proof.razorpayPaymentId)
          return { status: created ? 201 : 200, body: toBooking(booking) }
        }
        const resource = await findResource(tx, input)
        const free = amountFor(resource) === 0 && resource !== undefined
        const booking = await insertBooking(tx, {
          ...draft(input, resource, auth, language),
          paymentStatus: free ? 'completed' : 'pending',
        })
        return { status: 201, body: toBooking(booking) }
      })
    },

    /** POST /v1/razorpay CreateOrder: the amount comes from the person's fee, never from the browser. */
    async createOrder(
      input: { bookingData: CreateBookingInput; receipt?: string },
      auth: Auth | null,
      language: string,
    ) {
      const resource = await findResource(db, input.bookingData)
      if (!resource) throw new AppError('BAD_REQUEST', 'Online payment needs a partner or specialist to book')
      const amountMinor = amountFor(resource)
      if (amountMinor === 0) throw new AppError('BAD_REQUEST', 'This booking is free: book it without paying')
      if (resource.feeCurrency !== onlinePaymentCurrency) {
        throw new AppError('BAD_REQUEST', 'Online payment is in INR only: choose Book Now & Pay Later')
      }
      const receipt = (input.receipt || `rally_${Date.now().toString(36)}`).slice(0, 40)
      const order = await payments.createOrder({
        amountMinor,
        currency: onlinePaymentCurrency,
        receipt,
        notes: { sport: input.bookingData.sport ?? '', requestedEntity: resource.name },
      })
      await db.insert(paymentOrders).values({
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
     * POST /v1/razorpay/webhook. Verified over the raw body; a repeated event id is ignored; a captured
     * payment completes its order (creating the booking if the browser never did); a failure never
     * overrides a capture.
     */
    async handleWebhook(rawBody: string, signature: string | undefined, eventId: string | undefined) {
      if (!signature || !payments.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError('UNAUTHORIZED', 'Invalid webhook signature')
      }
      const event = JSON.parse(rawBody) as {
        event: string
        payload?: { payment?: { entity?: { id: string; order_id: string } } }
      }
      const payment = event.payload?.payment?.entity
      return db.transaction(async (tx) => {
        if (eventId) {
          const inserted = await tx
            .insert(webhookEvents)
            .values({ eventId, type: event.event })
            .onConflictDoNothing()
            .returning({ eventId: webhookEvents.eventId })
          if (inserted.length === 0) return { handled: 'duplicate' as const }
        }
        if (!payment?.order_id) return { handled: 'ignored' as const }
        if (event.event === 'payment.captured' || event.event === 'order.paid') {
          const { created } = await completePaidOrder(tx, payment.order_id, payment.id)
          return { handled: created ? ('booking-created' as const) : ('already-booked' as const) }
        }
        if (event.event === 'payment.failed') {
          await tx
            .update(paymentOrders)
            .set({ status: 'failed', updatedAt: sql`now()` })
            .where(and(eq(paymentOrders.providerOrderId, payment.order_id), eq(paymentOrders.status, 'created')))
          return { handled: 'failed' as const }
        }
        return { handled: 'ignored' as const }
      })
    },

    async orderExists(providerOrderId: string) {
      const [order] = await db
        .select({
          amountMinor: paymentOrders.amountMinor,
          currency: paymentOrders.currency,
          status: paymentOrders.status,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
      return order
    },
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
