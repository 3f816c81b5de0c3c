import { rupees } from '@rally/shared'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { feedbackResourceTypeEnum } from './enums.ts'
import { users } from './users.ts'

export const bookingStatusEnum = pgEnum('booking_status', ['pending', 'accepted', 'declined', 'cancelled', 'completed'])
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'awaiting_confirmation', 'completed', 'refunded'])

/** A request to book a sparring partner or a specialist (the spec's booking request and coach booking form). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is booked: a sparring partner or a specialist. */
    resourceType: feedbackResourceTypeEnum('resource_type').notNull(),
    resourceId: uuid('resource_id'),
    /** The label the booking form sends ("player", "sparringPartner", "coach"). */
    bookingType: text('booking_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    age: text('age'),
    city: text('city'),
    country: text('country'),
    countryCode: text('country_code'),
    phone: text('phone').notNull(),
    whatsappNumber: text('whatsapp_number'),
    sport: text('sport'),
    comment: text('comment'),
    requestedEntityName: text('requested_entity_name').notNull().default('Not Provided'),
    /**
     * The booked price: the fee of the person booked when the booking was made, in minor units, or both
     * null when they ask none. The spec's `fees` text ("290INR") is only its form on the wire (decision 039).
     */
    priceMinor: integer('price_minor'),
    priceCurrency: text('price_currency'),
    /**
     * The amount charged online, in minor units, decided by the server: the price for a paid order, 0 for
     * a free or pay-later booking (a UPI payment confirmed later records its own amount). `currency` is the
     * price's currency, or rupees.
     */
    amountMinor: integer('amount_minor').notNull().default(0),
    currency: text('currency').notNull().default(rupees),
    /** A specialist session: the instant chosen, and the booker's time zone it was chosen in. */
    preferredAt: timestamp('preferred_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** A booking made from a slot: the provider's zone then, to show their local time beside the booker's. */
    providerTimeZone: text('provider_time_zone'),
    /** The calendar invitation's SEQUENCE: 0 when booked, one more at each accepted reschedule. */
    sequence: integer('sequence').notNull().default(0),
    status: bookingStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    /** The provider's order and payment this booking was paid online with (modules/payments keeps the order). */
    paymentOrderId: text('payment_order_id'),
    paymentId: text('payment_id'),
    /** The video-call link of an accepted specialist session. */
    meetingUrl: text('meeting_url'),
    /** The junior this session is for (issue 26): the booker is their guardian. modules/juniors owns the row. */
    juniorId: uuid('junior_id'),
    /** The language the booker used, for the e-mails. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_resource_idx').on(table.resourceId, table.status),
    index('bookings_user_idx').on(table.userId, table.createdAt.desc()),
    // A provider's dashboard and statements: their sessions by start, and bookings made by month (decision 066).
    index('bookings_resource_starts_idx').on(table.resourceId, table.preferredAt),
    index('bookings_resource_created_idx').on(table.resourceId, table.createdAt),
    index('bookings_resource_refunded_idx')
      .on(table.resourceId, table.updatedAt)
      .where(sql`${table.paymentStatus} = 'refunded'`),
    // The console's figures read the bookings of a span of days (decision 049).
    index('bookings_created_idx').on(table.createdAt),
    // The reminder job's look for accepted sessions starting within a day (decision 056).
    index('bookings_upcoming_sessions_idx')
      .on(table.preferredAt)
      .where(sql`${table.status} = 'accepted' and ${table.preferredAt} is not null`),
    // The dashboard's revenue reads only the span's paid bookings, not every booking of the span (decision 051).
    index('bookings_paid_created_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentStatus} in ('completed', 'refunded') and ${table.amountMinor} > 0`),
    // The console's booking search (`q`): a part of the name, e-mail or the name of who was booked, typed in any
    // case, found through trigrams rather than by reading every booking (decision 082).
    index('bookings_console_search_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.email} || ' ' || ${table.requestedEntityName}) gin_trgm_ops`,
    ),
    // One booking per payment, however often the browser and the webhook report it.
    uniqueIndex('bookings_payment_order_key').on(table.paymentOrderId),
    // A price is an amount with its currency, or no price at all.
    check('bookings_price_complete', sql`(${table.priceMinor} is null) = (${table.priceCurrency} is null)`),
    // One open (pending) request at a time per user, and per guest e-mail, paid, free or unpaid
    // (decision 012).
    uniqueIndex('bookings_one_open_request_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'pending' and ${table.userId} is not null`),
    uniqueIndex('bookings_one_open_request_per_guest')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending' and ${table.userId} is null`),
  ],
)

/**
 * Bookings made per UTC day and sport, kept by statement triggers on `bookings` in the writing statement
 * (migration 0032, decision 051): the console's bookings per day read a few rows per day instead of every
 * booking of the span. One row per shard (the writing connection's backend process id mod 16), so that
 * concurrent bookings on different connections do not wait on one counter row until they commit; a
 * day's figure is the sum of its shards. A booking without a sport counts under ''.
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sport: text('sport').notNull(),
    shard: smallint('shard').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.sport, table.shard] })],
)
