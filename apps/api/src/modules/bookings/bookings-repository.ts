import { type Booking, type BookingStatus, feeTextOf, notProvided, storedMoney } from '@rally/shared'
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'

export { type BookingActor, recordBookingEvent } from '../../db/booking-events.ts'

import { bookings, personalCoaches, sparringPartners, users } from '../../db/schema/index.ts'

export type BookingRow = typeof bookings.$inferSelect
export type NewBooking = typeof bookings.$inferInsert
/** Reads inside a booking's transaction must use that transaction: PGlite has one connection. */
type Executor = Database | Transaction

/** The person booked, as the server knows them: their name and fee are facts, not what the browser says. */
export type Bookable = {
  type: 'partner' | 'coach'
  id: string
  name: string
  feeAmount: number | null
  feeCurrency: string
  minutes: number
  /** The user whose account owns the profile: they cannot book it. */
  ownerUserId: string | null
}

/** Where the person booked is written to, and in which language (that of the user who owns their record). */
export type BookedPersonContact = { email: string; firstName: string; language: string }

/** A booking counts towards "booked N times" unless it was declined or cancelled. */
const countsAsBooked = inArray(bookings.status, ['pending', 'accepted', 'completed'])

const recordOf = (type: BookingRow['resourceType']) => (type === 'coach' ? personalCoaches : sparringPartners)

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    bookingType: row.bookingType,
    requestedEntityName: row.requestedEntityName,
    sport: row.sport,
    // The spec's fee text is only the wire's form of the booked price (decision 039).
    fees: feeTextOf(storedMoney(row.priceMinor, row.priceCurrency), notProvided),
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountMinor: row.amountMinor,
    currency: row.currency,
    preferredAt: row.preferredAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    meetingUrl: row.meetingUrl,
    name: row.name,
    email: row.email,
    countryCode: row.countryCode,
    phone: row.phone,
    whatsappNumber: row.whatsappNumber,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }
}

/** An approved specialist or an active sparring partner; anyone else cannot be booked. */
export async function findBookable(
  executor: Executor,
  { type, id }: { type: 'partner' | 'coach'; id: string },
): Promise<Bookable | undefined> {
  if (type === 'coach') {
    const [coach] = await executor
      .select({
        firstName: personalCoaches.firstName,
        lastName: personalCoaches.lastName,
        feeAmount: personalCoaches.feeAmount,
        feeCurrency: personalCoaches.feeCurrency,
        minutes: personalCoaches.sessionMinutes,
        ownerUserId: personalCoaches.userId,
      })
      .from(personalCoaches)
      .where(and(eq(personalCoaches.id, id), eq(personalCoaches.isApproved, true)))
    if (!coach) return undefined
    const { firstName, lastName, ...fee } = coach
    return { type, id, name: `${firstName} ${lastName}`.trim(), ...fee }
  }
  const [partner] = await executor
    .select({
      firstName: sparringPartners.firstName,
      lastName: sparringPartners.lastName,
      feeAmount: sparringPartners.feeAmount,
      feeCurrency: sparringPartners.feeCurrency,
      ownerUserId: sparringPartners.userId,
    })
    .from(sparringPartners)
    .where(and(eq(sparringPartners.id, id), eq(sparringPartners.status, 'ACTIVE')))
  if (!partner) return undefined
  const { firstName, lastName, ...fee } = partner
  return { type, id, name: `${firstName} ${lastName}`.trim(), ...fee, minutes: 60 }
}

/** The user who owns the partner or specialist record a booking was made with (the person booked). */
export async function findProviderUserId(
  executor: Executor,
  booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
): Promise<string | null> {
  if (!booking.resourceId) return null
  const table = recordOf(booking.resourceType)
  const [owner] = await executor.select({ userId: table.userId }).from(table).where(eq(table.id, booking.resourceId))
  return owner?.userId ?? null
}

export async function findBookedPersonContact(
  executor: Executor,
  booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
): Promise<BookedPersonContact | undefined> {
  if (!booking.resourceId) return undefined
  const table = recordOf(booking.resourceType)
  const [person] = await executor
    .select({ email: table.email, firstName: table.firstName, language: users.language })
    .from(table)
    .leftJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, booking.resourceId))
  if (!person?.email) return undefined
  return { email: person.email, firstName: person.firstName, language: person.language ?? 'en' }
}

/** The account of a signed-in booker, as the server knows it: where it gets mail, and the name it gave. */
export type BookerAccount = { email: string; firstName: string; lastName: string }

export async function findBookerAccount(executor: Executor, userId: string): Promise<BookerAccount | undefined> {
  const [account] = await executor
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return account
}

/** The partner and specialist records a user owns: their bookings are that user's inbox. */
export async function findResourceIdsOwnedBy(executor: Executor, userId: string): Promise<string[]> {
  const [partners, coaches] = await Promise.all([
    executor.select({ id: sparringPartners.id }).from(sparringPartners).where(eq(sparringPartners.userId, userId)),
    executor.select({ id: personalCoaches.id }).from(personalCoaches).where(eq(personalCoaches.userId, userId)),
  ])
  return [...partners, ...coaches].map((row) => row.id)
}

export async function findBooking(executor: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await executor.select().from(bookings).where(eq(bookings.id, id))
  return row
}

export async function countBooked(executor: Executor, resourceId: string): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.resourceId, resourceId), countsAsBooked))
  return row?.total ?? 0
}

/** The newest bookings made by a user, or made with a set of partner and specialist records. */
export async function listBookings(
  executor: Executor,
  scope: { userId: string } | { resourceIds: string[] },
  status?: BookingStatus,
): Promise<BookingRow[]> {
  const whose: SQL =
    'userId' in scope ? eq(bookings.userId, scope.userId) : inArray(bookings.resourceId, scope.resourceIds)
  return executor
    .select()
    .from(bookings)
    .where(and(whose, status ? eq(bookings.status, status) : undefined))
    .orderBy(desc(bookings.createdAt))
    .limit(200)
}

/**
 * Whether this booker already has an open (pending) request: a signed-in user by their id, a guest by
 * their e-mail in any case. The same rule as the partial unique indexes, asked before money is taken.
 */
export async function hasOpenRequest(
  executor: Executor,
  booker: { userId: string | null; email: string },
): Promise<boolean> {
  const whose = booker.userId
    ? eq(bookings.userId, booker.userId)
    : and(isNull(bookings.userId), eq(sql`lower(${bookings.email})`, booker.email.toLowerCase()))
  const [row] = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(whose, eq(bookings.status, 'pending')))
    .limit(1)
  return row !== undefined
}

/** Whether a write failed because the booker already has an open request (the partial unique indexes). */
export function isOpenRequestCollision(error: unknown): boolean {
  return (
    isUniqueViolation(error, 'bookings_one_open_request_per_user') ||
    isUniqueViolation(error, 'bookings_one_open_request_per_guest')
  )
}

export async function insertBooking(tx: Transaction, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning()
  return row as BookingRow
}

/** Moves a booking on only from the status it was read in: a concurrent change leaves nothing to return. */
export async function changeBookingStatus(
  tx: Transaction,
  {
    id,
    from,
    to,
    meetingUrl,
    refunded,
  }: {
    id: string
    from: BookingStatus
    to: BookingStatus
    meetingUrl: string | null
    refunded: boolean
  },
): Promise<BookingRow | undefined> {
  const [changed] = await tx
    .update(bookings)
    .set({ status: to, meetingUrl, ...(refunded && { paymentStatus: 'refunded' as const }), updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning()
  return changed
}
