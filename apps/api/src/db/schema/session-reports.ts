import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

/**
 * A session's report (issue 26): written once by the person who gave the session, after it was completed.
 * The player (the booker) and the sport are kept on the row when it is written, so a player's timeline is
 * one read of this table.
 */
export const sessionReports = pgTable(
  'session_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The provider who wrote it. */
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The booker's account: the player, or the guardian of the junior the session was for. */
    playerUserId: uuid('player_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The junior the session was for (the booking's, issue 26), or null: a junior's reports make their own
     * timeline, not their guardian's. No foreign key: the juniors module owns that table (as bookings' junior_id).
     */
    juniorId: uuid('junior_id'),
    sport: sportEnum('sport').notNull(),
    /** Who gave the session, as the booking named them when the report was written. */
    providerName: text('provider_name').notNull(),
    /** When the session took place: its start, or when the report was written if the booking had none. */
    sessionAt: timestamp('session_at', { withTimezone: true }).notNull(),
    workedOn: text('worked_on').notNull(),
    drills: jsonb('drills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Exactly three { skill, rating } of the sport's list. */
    skills: jsonb('skills').$type<{ skill: string; rating: number }[]>().notNull(),
    nextGoals: text('next_goals').notNull().default(''),
    videoUrl: text('video_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One report per session: a second one is refused by this key, whatever the race.
    uniqueIndex('session_reports_one_per_booking').on(table.bookingId),
    // A player's timeline in one sport.
    index('session_reports_player_idx').on(table.playerUserId, table.sport, table.sessionAt),
    // A junior's.
    index('session_reports_junior_idx')
      .on(table.juniorId, table.sport, table.sessionAt)
      .where(sql`${table.juniorId} is not null`),
  ],
)

/**
 * A read-only link to a player's timeline in one sport. Only the token's SHA-256 is kept: the link is
 * shown once, when it is made; the player revokes it by its id.
 */
export const progressShares = pgTable(
  'progress_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: sportEnum('sport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('progress_shares_owner_idx').on(table.ownerUserId, table.createdAt)],
)

/**
 * Each reminder to write a report, sent the day after a completed session that had none: one row per
 * booking, inserted in the transaction of its e-mail, so it goes out once however many processes look.
 */
export const sessionReportReminders = pgTable('session_report_reminders', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
})
