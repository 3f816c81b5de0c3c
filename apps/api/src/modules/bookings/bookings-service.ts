import { randomUUID } from 'node:crypto'
import {
  type Booking,
  bookingMessages,
  type bookingRequestSchema,
  type coachBookingFormSchema,
  createBookingInputSchema,
  isUuid,
  type Money,
  notProvided,
  onlinePaymentCurrency,
  ownProfileBookingMessage,
  pastSessionDateMessage,
  scheduleMessages,
  todayIn,
} from '@rally/shared'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { sharedWrites } from '../../core/shared-writes.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isRefusedStatement } from '../../db/errors.ts'
import { type StoredAnswer, withIdempotency } from '../../db/idempotency.ts'
import type { Bookable } from '../bookables/bookables.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { CapturedOrder, PaymentsService, ReportedPayment } from '../payments/payments-service.ts'
import type { HeldSlot, SlotBookings } from '../schedules/slot-claims.ts'
import type { BookingJuniors } from './booking-juniors.ts'
import type { BookingNotifier } from './booking-notifier.ts'
import {
  type BookingRow,
  type BookingWrite,
  bookingsWithNoticesStatement,
  findBooking,
  hasOpenRequest,
  isOpenRequestCollision,
  type NewBooking,
  newBookingRow,
  recordBookingEvent,
  toBooking,
} from './bookings-repository.ts'
import { zonedDateTimeToInstant } from './time-zones.ts'

type CreateBookingInput = z.output<typeof createBookingInputSchema>
type SparringRequest = z.output<typeof bookingRequestSchema>
type CoachRequest = z.output<typeof coachBookingFormSchema>

const isCoachRequest = (input: CreateBookingInput): input is CoachRequest => input.bookingType === 'coach'

export function createBookingsService({
  db,
  payments,
  notifier,
  bookables,
  slots,
  juniors,
  clock = () => new Date(),
}: {
  db: Database
  payments: PaymentsService
  notifier: BookingNotifier
  bookables: Pick<Bookables, 'findPublic'>
  juniors: Pick<BookingJuniors, 'checkBooking'>
  slots: Pick<SlotBookings, 'publishes' | 'heldSlot' | 'keepHoldForPayment' | 'bookHold'>
  clock?: () => Date
}) {
  /** The person a request names, if it names one (an id that is no UUID names no one). */
  function namedResourceId(input: CreateBookingInput): string | undefined {
    const id = isCoachRequest(input) ? (input.resourceId ?? input.coachId) : input.resourceId
    return id && isUuid(id) ? id : undefined
  }

  // Reads inside a booking's transaction must use that transaction: PGlite has one connection.
  async function findResource(
    executor: Database | Transaction,
    input: CreateBookingInput,
  ): Promise<Bookable | undefined> {
    const coach = isCoachRequest(input)
    const id = namedResourceId(input)
    if (!id) return undefined
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

  /**
   * The slot a booking is made from: the hold its form names, or none when the person booked publishes no
   * availability (their requests keep the booker's preferred date). One who publishes is booked only by a hold.
   */
  async function heldSlotFor(
    executor: Database | Transaction,
    input: CreateBookingInput,
    resource: Bookable | undefined,
    options: { lapsedToo?: boolean } = {},
  ): Promise<HeldSlot | undefined> {
    if (!resource) return undefined
    if (input.slotHoldId) return slots.heldSlot(input.slotHoldId, resource.ref, options, executor)
    if (await slots.publishes(resource.ref, executor)) {
      throw new AppError('VALIDATION_FAILED', scheduleMessages.chooseSlot, { slotHoldId: scheduleMessages.chooseSlot })
    }
    return undefined
  }

  /**
   * A booking for a junior (issue 26): only by their guardian (else 404), only with a provider who works with
   * juniors and whose safeguarding document an operator verified (else 409). Checked before anything is written.
   */
  async function assertJuniorBookable(
    executor: Database | Transaction,
    input: CreateBookingInput,
    resource: Bookable | undefined,
    auth: Auth | null,
  ) {
    if (!input.juniorId) return
    await juniors.checkBooking(executor, {
      juniorId: input.juniorId,
      guardianUserId: auth?.userId ?? null,
      provider: resource?.ref,
    })
  }

  /** The booked price, decided from the person's fee: none means a free booking. */
  const priceFor = (resource: Bookable | undefined): Money | null => resource?.fee ?? null

  // The name and fee of the person booked are the server's: what the browser says of them is never kept,
  // since they end up in e-mails and in the console's payment checks.
  function draft(
    input: CreateBookingInput,
    resource: Bookable | undefined,
    auth: Auth | null,
    language: string,
    slot?: HeldSlot,
  ) {
    const price = priceFor(resource)
    // A booking from a slot takes the slot's time and length, and the provider's zone beside the booker's.
    const time = slot && {
      preferredAt: slot.start,
      durationMinutes: slot.minutes,
      providerTimeZone: slot.providerTimeZone,
    }
    const common = {
      resourceType: resource?.ref.kind ?? (isCoachRequest(input) ? ('coach' as const) : ('partner' as const)),
      resourceId: resource?.ref.id ?? null,
      userId: auth?.userId ?? null,
      requestedEntityName: resource?.name ?? notProvided,
      priceMinor: price?.amountMinor ?? null,
      priceCurrency: price?.currency ?? null,
      // Nothing is charged online unless a paid order says so (bookPaidOrder).
      amountMinor: 0,
      currency: resource?.fee?.currency ?? onlinePaymentCurrency,
      durationMinutes: resource?.sessionMinutes ?? 60,
      language,
      juniorId: input.juniorId ?? null,
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
        ...time,
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
      timeZone: sparring.timeZone ?? null,
      ...time,
    }
  }

  const writeBookings = bookingsWithNoticesStatement(notifier.createdNotices.part, notifier.createdNotices.moreParts)
  // Bookings that need no transaction of their own share a statement when they arrive together (decision 083).
  const sharedBookings = sharedWrites({
    write: (writes: BookingWrite[]) => writeBookings(db, writes),
    refused: isRefusedStatement,
  })

  /**
   * Writes the booking, its first event and its notices in one statement (decision 070): in the caller's
   * transaction when it writes more, or on its own, atomic by itself, and then shared with the bookings that
   * arrive with it. The notices are composed first, from the row the booking will be. A booker with an open
   * request gets 409 (one request at a time).
   */
  async function book(
    executor: Database | Transaction,
    values: NewBooking,
    collision: () => Error,
  ): Promise<BookingRow> {
    const row = newBookingRow(randomUUID(), values, clock())
    const notices = await notifier.createdNotices.compose(executor, row)
    const write: BookingWrite = {
      row,
      event: {
        actor: { id: row.userId, kind: 'booker' },
        kind: 'created',
        to: row.status,
        note: `payment: ${values.paymentId ? 'pending' : row.paymentStatus}`,
      },
      noticeValues: notices.values,
    }
    try {
      const [booking] = executor === db ? [await sharedBookings.write(write)] : await writeBookings(executor, [write])
      notices.written()
      return booking as BookingRow
    } catch (error) {
      if (isOpenRequestCollision(error)) throw collision()
      throw error
    }
  }

  const payLaterCollision = () => new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.payLaterFailed)

  /** The booking a captured order stands for, in the capture's transaction (the port payments calls). */
  async function bookPaidOrder(tx: Transaction, order: CapturedOrder, notBookable: (reason?: AppError) => Error) {
    const input = createBookingInputSchema.parse(order.bookingData)
    const resource = await findResource(tx, input)
    const auth = order.userId ? { userId: order.userId, sessionId: '', isAdmin: false, isEditor: false } : null
    const language = typeof order.bookingData.language === 'string' ? order.bookingData.language : 'en'
    // The money is taken: a hold that lapsed while the booker paid still books the time if nobody took it.
    const slotLost = () => notBookable(new AppError('SLOT_NOT_OPEN', scheduleMessages.paidSlotRefunded))
    const slot =
      resource && input.slotHoldId
        ? await slots.heldSlot(input.slotHoldId, resource.ref, { lapsedToo: true }, tx).catch((error: unknown) => {
            throw error instanceof AppError ? slotLost() : error
          })
        : undefined
    const booking = await book(
      tx,
      {
        ...draft(input, resource, auth, language, slot),
        amountMinor: order.amountMinor,
        currency: order.currency,
        paymentStatus: 'completed',
        paymentOrderId: order.paymentOrderId,
        paymentId: order.paymentId,
      },
      notBookable,
    )
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      actor: { id: null, kind: 'payment-provider' },
      kind: 'payment',
      from: 'pending',
      to: 'completed',
      note: `${payments.providerName} payment ${order.paymentId}`,
    })
    if (slot && resource) {
      try {
        await slots.bookHold(tx, { holdId: slot.holdId, ref: resource.ref, bookingId: booking.id, reclaimLapsed: true })
      } catch (error) {
        throw error instanceof AppError ? slotLost() : error
      }
    }
    // Whom the money is owed to: the owner of the profile booked (null: a profile without an account).
    return { id: booking.id, providerUserId: resource?.ownerUserId ?? null }
  }

  return {
    /**
     * POST /v1/booking. Status is always "pending"; payment is "completed" only for a free booking or
     * with a verified payment signature, else "pending" (pay later). Whatever status the client sends is ignored.
     */
    async create(
      input: CreateBookingInput,
      auth: Auth | null,
      { idempotencyKey, proof, language }: { idempotencyKey?: string; proof?: ReportedPayment; language: string },
    ): Promise<StoredAnswer<Booking>> {
      // A request that names no one, without a payment or an Idempotency-Key, reads nothing and writes only
      // the booking with its event and notices: one statement, its own transaction (decision 070).
      if (!proof && !idempotencyKey && !input.juniorId && namedResourceId(input) === undefined) {
        assertBookable(input, undefined, auth)
        const booking = await book(
          db,
          { ...draft(input, undefined, auth, language), paymentStatus: 'pending' },
          payLaterCollision,
        )
        return { status: 201, body: toBooking(booking) }
      }
      const scope = auth?.userId ?? 'guest'
      return withIdempotency(db, idempotencyKey, scope, { input, proof }, async (tx) => {
        if (proof) {
          const { bookingId, created } = await payments.captureReported(tx, proof)
          const booking = (await findBooking(tx, bookingId)) as BookingRow
          return { status: created ? 201 : 200, body: toBooking(booking) }
        }
        const resource = await findResource(tx, input)
        assertBookable(input, resource, auth)
        await assertJuniorBookable(tx, input, resource, auth)
        const slot = await heldSlotFor(tx, input, resource)
        const free = priceFor(resource) === null && resource !== undefined
        const booking = await book(
          tx,
          { ...draft(input, resource, auth, language, slot), paymentStatus: free ? 'completed' : 'pending' },
          payLaterCollision,
        )
        // The hold becomes the booking's claim in the booking's transaction: both or neither.
        if (slot && resource)
          await slots.bookHold(tx, { holdId: slot.holdId, ref: resource.ref, bookingId: booking.id })
        return { status: 201, body: toBooking(booking) }
      }).catch(async (error: unknown) => {
        if (!payments.isUnbookableOrder(error) || !proof) throw error
        await payments.refundUnbookedOrder(proof.paymentOrderId, proof.paymentId)
        throw (
          payments.unbookableReason(error) ??
          new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.paidRequestRefunded)
        )
      })
    },

    /** POST /v1/payments/orders (the spec's /v1/razorpay) CreateOrder: the amount comes from the person's fee, never from the browser. */
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
      await assertJuniorBookable(db, input.bookingData, resource, auth)
      const price = priceFor(resource)
      if (!price) throw new AppError('BOOKING_IS_FREE', 'This booking is free: book it without paying')
      if (price.currency !== onlinePaymentCurrency) {
        throw new AppError('ONLINE_PAYMENT_UNAVAILABLE', 'Online payment is in INR only: choose Book Now & Pay Later')
      }
      // Asked before any money is taken; a request opened during the payment is caught when it completes.
      if (await hasOpenRequest(db, { userId: auth?.userId ?? null, email: input.bookingData.email })) {
        throw new AppError('BOOKING_OPEN_REQUEST_EXISTS', bookingMessages.oneRequestAtATime)
      }
      // The slot stays the booker's while they pay; a hold that lapsed now is refused before any money is taken.
      if (input.bookingData.slotHoldId) await slots.keepHoldForPayment(input.bookingData.slotHoldId, resource.ref)
      else await heldSlotFor(db, input.bookingData, resource)
      const receipt = (input.receipt || `rally_${Date.now().toString(36)}`).slice(0, 40)
      return payments.openOrder({
        amount: price,
        receipt,
        notes: { sport: input.bookingData.sport ?? '', requestedEntity: resource.name },
        bookingData: { ...input.bookingData, language },
        userId: auth?.userId ?? null,
      })
    },

    bookPaidOrder,
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
