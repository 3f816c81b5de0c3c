import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A message sent from "Contact us"; the support e-mail and the sender's acknowledgement go out with it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of `contactTopics` (@rally/shared). */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The interface language the sender wrote in: their acknowledgement's. */
    language: text('language').notNull(),
    /** The signed-in person who sent it; anyone may write without an account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
)
