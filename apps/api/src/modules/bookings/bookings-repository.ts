import { type Booking, type BookingStatus, feeTextOf, notProvided, storedMoney } from '@rally/shared'
import { and, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { DateTime } from 'luxon'
import { type BookingEvent, bookingEventRows, bookingEventsPart } from '../../db/booking-events.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { joinValues, namedStatement, rowList } from '../../db/named-statements.ts'

export { type BookingActor, recordBookingEvent } from '../../db/booking-events.ts'

import { bookings } from '../../db/schema/index.ts'

export type BookingRow = typeof bookings.$inferSelect

/**
 * What a new booking is written with: every other column takes its default (the id, the status, the
 * calendar sequence, the times, the meeting link). A column left out here is null, and one that may not
 * be null is the caller's to give: the statement is the same for every booking (see bookingsWithNoticesStatement).
 */
const writtenColumns = [
  'resourceType',
  'resourceId',
  'bookingType',
  'userId',
  'name',
  'email',
  'age',
  'city',
  'country',
  'countryCode',
  'phone',
  'whatsappNumber',
  'sport',
  'comment',
  'requestedEntityName',
  'priceMinor',
  'priceCurrency',
  'amountMinor',
  'currency',
  'preferredAt',
  'timeZone',
  'durationMinutes',
  'providerTimeZone',
  'paymentStatus',
  'paymentOrderId',
  'paymentId',
  'language',
  'juniorId',
] as const satisfies (keyof typeof bookings.$inferInsert)[]

type WrittenColumn = (typeof writtenColumns)[number]
export type NewBooking = Pick<typeof bookings.$inferInsert, WrittenColumn> &
  Required<
    Pick<
      typeof bookings.$inferInsert,
      'amountMinor' | 'currency' | 'durationMinutes' | 'language' | 'paymentStatus' | 'requestedEntityName'
    >
  >
/** Reads inside a booking's transaction must use that transaction: PGlite has one connection. */
type Executor = Database | Transaction

/** Where the person booked is written to, and in which language (that of the user who owns their record). */

/** A booking counts towards "booked N times" unless it was declined or cancelled. */
const countsAsBooked = inArray(bookings.status, ['pending', 'accepted', 'completed'])

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
    startsAt: row.preferredAt?.toISOString() ?? null,
    endsAt: row.preferredAt
      ? (DateTime.fromJSDate(row.preferredAt).plus({ minutes: row.durationMinutes }).toUTC().toISO() as string)
      : null,
    providerTimeZone: row.providerTimeZone,
    sequence: row.sequence,
  }
}

export async function findBooking(executor: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await executor.select().from(bookings).where(eq(bookings.id, id))
  return row
}

/**
 * The "booked N times" of every rendered profile, prepared once: it skips query building and planning on each
 * call (decision 058).
 */
export function prepareBookedCount(db: Database): (resourceId: string) => Promise<number> {
  const counted = db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.resourceId, sql.placeholder('resourceId')), countsAsBooked))
    .prepare('bookings_booked_count')
  return async (resourceId) => (await counted.execute({ resourceId }))[0]?.total ?? 0
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

/** A part of a statement that another module gives (its SQL, with placeholders by name): decision 070. */
export type StatementPart = SQL

/**
 * The row a new booking will be, before it is written: what its notices are composed from (decision 070).
 * The columns it is not written with take their defaults (a new booking is pending, at sequence 0, without a
 * meeting link); its id is made here, and its times are the database's (`at` stands for them).
 */
export function newBookingRow(id: string, values: NewBooking, at: Date): BookingRow {
  const given: Record<string, unknown> = values
  const written = Object.fromEntries(writtenColumns.map((column) => [column, given[column] ?? null]))
  return {
    ...(written as Pick<BookingRow, WrittenColumn>),
    id,
    sequence: 0,
    status: 'pending',
    meetingUrl: null,
    createdAt: at,
    updatedAt: at,
  }
}

/** A new booking as its statement writes it: the row it will be, its first event, its notices' values. */
export type BookingWrite = {
  row: BookingRow
  event: Omit<BookingEvent, 'bookingId'>
  noticeValues: Record<string, unknown>
}

/**
 * New bookings, their history's first events and their notices as one statement of data-modifying CTEs
 * (decision 070): one round trip, atomic on its own, so bookings that write nothing else need no BEGIN/COMMIT.
 * The bookings are one JSON list read as the table's rows (`jsonb_populate_recordset`), so the same statement
 * writes one booking or the several that arrive together (decision 083); the notices' lists are joined.
 * `notices` is the part its notifier gives (the outbox is the mail module's); the statement is built once and
 * sent by name. Answers the bookings as written, in the order given.
 */
export function bookingsWithNoticesStatement(
  notices: StatementPart,
  more: readonly { name: string; sql: StatementPart }[] = [],
) {
  for (const part of more) if (!/^[a-z_]+$/.test(part.name)) throw new Error(`a CTE name, not ${part.name}`)
  const columns = getTableColumns(bookings)
  const written = sql.join(
    (['id', ...writtenColumns] as const).map((column) => sql.identifier(columns[column].name)),
    sql`, `,
  )
  const returned = sql.join(
    Object.values(columns).map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  const statement = namedStatement<BookingRow>(
    'bookings_insert_with_notices',
    () => {
      // Further notices (the in-app notifications, decision 075) are CTEs of their own, each named by its writer.
      const further = more.map((part) => sql`, ${sql.raw(part.name)} as (${part.sql})`)
      return sql`with booking as (insert into ${bookings} (${written}) select ${written} from jsonb_populate_recordset(null::${bookings}, ${sql.placeholder('bookings')}::jsonb) returning ${returned}), event as (${bookingEventsPart}), notices as (${notices})${sql.join(further)} select * from booking`
    },
    columns,
  )
  return async (executor: Executor, writes: readonly BookingWrite[]): Promise<BookingRow[]> => {
    const rows = await statement(executor, {
      bookings: rowList(writes.map(({ row }) => columnsOf(row))),
      events: bookingEventRows(writes.map(({ row, event }) => ({ ...event, bookingId: row.id }))),
      ...joinValues(writes.map((write) => write.noticeValues)),
    })
    const byId = new Map(rows.map((row) => [row.id, row]))
    return writes.map(({ row }) => byId.get(row.id) as BookingRow)
  }

  /** A new booking's written columns under their names in the table, as its JSON row. */
  function columnsOf(row: BookingRow): Record<string, unknown> {
    const given: Record<string, unknown> = row
    const json: Record<string, unknown> = { id: row.id }
    for (const column of writtenColumns) json[columns[column].name] = given[column] ?? null
    return json
  }
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
