import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { feedbackResourceTypeEnum, feedbackStatusEnum } from './enums.ts'
import { users } from './users.ts'

/** A rating with optional words about a partner or a specialist; listed once approved. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceType: feedbackResourceTypeEnum('resource_type').notNull(),
    /** The id of the sparring partner or personal coach the feedback is about. */
    resourceId: uuid('resource_id').notNull(),
    authorName: text('author_name').notNull(),
    /** The signed-in user who rated (seeded and imported feedback has none). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: feedbackStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedbacks_rating_range', sql`${table.rating} between 1 and 5`),
    // One rating per person per partner or specialist.
    uniqueIndex('feedbacks_user_resource_key').on(table.userId, table.resourceId),
    // The ratings queue, oldest first; counted off it (decision 049).
    index('feedbacks_waiting_idx').on(table.createdAt, table.id).where(sql`${table.status} = 'pending'`),
    index('feedbacks_resource_idx').on(table.resourceId, table.status, table.rating.desc(), table.createdAt.desc()),
  ],
)
