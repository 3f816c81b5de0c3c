import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

/**
 * A person's level in one sport (issue 26): what they stated on a published scale, the Rally level 0–7 the
 * server computed from it (rallyLevelFrom), and how sure it is: self-stated, verified by an operator from the
 * evidence, or confirmed by a coach after a completed session. A change of the statement makes it self-stated
 * again. One row per person and sport.
 */
export const playerLevels = pgTable(
  'player_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: sportEnum('sport').notNull(),
    /** One of levelScales: rally, wtn, ntrp, national, bwf. */
    scale: text('scale').notNull(),
    value: numeric('value', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    rallyLevel: smallint('rally_level').notNull(),
    /** ISO 3166-1 alpha-2, with a national ranking only. */
    country: text('country'),
    /** One of levelStatuses. */
    status: text('status').notNull().default('self-stated'),
    /** One of levelEvidenceKinds, with its value (a ranking id, a results link, an upload's address). */
    evidenceKind: text('evidence_kind'),
    evidenceValue: text('evidence_value'),
    /** When the statement (scale, value, country, evidence) last changed: the console's queue order. */
    statedAt: timestamp('stated_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedBy: uuid('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    rejectedBy: uuid('rejected_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedReason: text('rejected_reason'),
    /** The coach's confirmation: the session it followed, the coach's account, when. */
    confirmedByBookingId: uuid('confirmed_by_booking_id'),
    confirmedBy: uuid('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_levels_user_sport_key').on(table.userId, table.sport),
    check('player_levels_rally_level_range', sql`${table.rallyLevel} between 0 and 7`),
    check('player_levels_status', sql`${table.status} in ('self-stated', 'verified', 'coach-confirmed')`),
    // The console's queue of evidence to review (given, neither verified nor rejected), oldest first.
    index('player_levels_pending_idx')
      .on(table.statedAt, table.id)
      .where(sql`${table.evidenceKind} is not null and ${table.verifiedAt} is null and ${table.rejectedAt} is null`),
  ],
)

/**
 * Each coach's confirmation of a level, one per booking (the key makes a second one fail): kept apart from
 * player_levels so that a statement changed since does not free the session to confirm again.
 */
export const levelConfirmations = pgTable('level_confirmations', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sport: sportEnum('sport').notNull(),
  rallyLevel: smallint('rally_level').notNull(),
  confirmedBy: uuid('confirmed_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
