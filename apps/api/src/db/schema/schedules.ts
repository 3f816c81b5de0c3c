import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { feedbackResourceTypeEnum } from './enums.ts'

/** A PostgreSQL range of instants; the queries build and read it with tstzrange(), lower() and upper(). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' })

/** Weekly hours: ISO weekday ("1" = Monday) → ranges of wall-clock times ("09:00"–"12:30") in the schedule's zone. */
export type WeeklyHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', { start: string; end: string }[]>>
/** A date's own hours (none: the day is off), replacing the weekly ones on that date. */
export type DateExceptions = { date: string; ranges: { start: string; end: string }[] }[]

/**
 * A bookable person's availability (issue 23): one row per partner or specialist who set it, owned by
 * modules/schedules. Times are wall-clock times in the provider's own zone; the slots are computed from them.
 */
export const schedules = pgTable(
  'schedules',
  {
    bookableKind: feedbackResourceTypeEnum('bookable_kind').notNull(),
    bookableId: uuid('bookable_id').notNull(),
    timeZone: text('time_zone').notNull(),
    weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
    exceptions: jsonb('exceptions').$type<DateExceptions>().notNull().default([]),
    sessionMinutes: integer('session_minutes').array().notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(720),
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
    /** Off: the profile keeps the request flow ("Contact for availability"). */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookableKind, table.bookableId] })],
)

/**
 * Every claim on a provider's time: a hold while the booker pays, a booking, a reschedule proposal. `period`
 * is the session plus the provider's buffer after it. The database forbids two live claims that overlap on one
 * provider unless they have the same owner (`slot_claims_no_overlap`, an exclusion constraint over btree_gist,
 * written in the migration): a booking's own proposal may overlap its current time, nobody else's may.
 */
export const slotClaims = pgTable(
  'slot_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['hold', 'booking', 'proposal'] }).notNull(),
    bookableKind: feedbackResourceTypeEnum('bookable_kind').notNull(),
    bookableId: uuid('bookable_id').notNull(),
    period: tstzrange('period').notNull(),
    /** The session's length: `period` is it plus the provider's buffer after it. */
    sessionMinutes: integer('session_minutes').notNull(),
    /** The booking's id for a booking's and a proposal's claim, the hold's own id for a hold. */
    ownerKey: uuid('owner_key').notNull(),
    bookingId: uuid('booking_id'),
    proposalId: uuid('proposal_id'),
    /** Holds and proposals lapse; a booking's claim lasts until it is released. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('slot_claims_purpose', sql`${table.purpose} in ('hold', 'booking', 'proposal')`),
    check('slot_claims_expiry', sql`(${table.purpose} = 'booking') = (${table.expiresAt} is null)`),
    // One live claim per booking and per proposal.
    uniqueIndex('slot_claims_live_booking_key')
      .on(table.bookingId)
      .where(sql`${table.purpose} = 'booking' and ${table.releasedAt} is null`),
    uniqueIndex('slot_claims_live_proposal_key')
      .on(table.proposalId)
      .where(sql`${table.purpose} = 'proposal' and ${table.releasedAt} is null`),
    // The sweep of lapsed holds and proposals.
    index('slot_claims_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.releasedAt} is null and ${table.expiresAt} is not null`),
  ],
)
