import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

export const testimonialRoleEnum = pgEnum('testimonial_role', ['player', 'parent', 'coach', 'academy'])
export const testimonialStatusEnum = pgEnum('testimonial_status', ['pending', 'approved', 'rejected'])

/** What a player, parent, coach or academy says about Rally; listed once an admin approves it. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: text('quote').notNull(),
    /** The name shown, taken from the account when it was sent. */
    authorName: text('author_name').notNull(),
    role: testimonialRoleEnum('role').notNull(),
    sport: sportEnum('sport').notNull(),
    country: text('country').notNull(),
    /** An uploaded picture or a drawn demo avatar (/media/...); null shows initials. */
    photoUrl: text('photo_url'),
    /** Who sent it (seeded testimonials from before accounts have none). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: testimonialStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('testimonials_listed_idx').on(table.status, table.sport, table.createdAt.desc()),
    // One testimonial waiting for moderation per person, however many tabs send one.
    uniqueIndex('testimonials_one_pending_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'pending' and ${table.userId} is not null`),
  ],
)
