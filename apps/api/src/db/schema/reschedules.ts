import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { users } from './users.ts'

export const reschedulePartyEnum = pgEnum('reschedule_party', ['booker', 'provider'])
export const rescheduleProposalStatusEnum = pgEnum('reschedule_proposal_status', [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
])

/**
 * A proposal to move a booking to another time (issue 23), made by one party and answered by the other.
 * The bookings module owns it; the proposed time is claimed in the schedules module's `slot_claims`
 * (purpose 'proposal', owner = the booking) until it is answered or expires.
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    proposedBy: reschedulePartyEnum('proposed_by').notNull(),
    /** The account that proposed; kept without a foreign key, as in the booking's history. */
    proposedByUserId: uuid('proposed_by_user_id'),
    /** The booking's time when this was proposed, and the time proposed (same length as the booking). */
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * Whether the proposed time is claimed in `slot_claims` (a provider who publishes availability, decision 055).
     * A booking of a provider without published hours moves to any time to come, with no claim (decision 061).
     */
    slotClaimed: boolean('slot_claimed').notNull().default(true),
    status: rescheduleProposalStatusEnum('status').notNull().default('open'),
    /** An open proposal lapses at this moment (the earlier of 48 hours and the proposed start). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('reschedule_proposals_booking_idx').on(table.bookingId, table.createdAt.desc()),
    // One open proposal per booking: a new one replaces the old in the same transaction.
    uniqueIndex('reschedule_proposals_one_open').on(table.bookingId).where(sql`${table.status} = 'open'`),
  ],
)

/**
 * A provider's private calendar subscription address (/calendar/{token}.ics). Only the token's SHA-256
 * is kept: the address cannot be read back from the database, and a new one replaces (revokes) the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
