import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed'])

export type OutboxAttachment = { filename: string; contentType: string; content: string }

/**
 * E-mails to send, written in the same transaction as what they announce and
 * delivered after commit, with retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    /** Where answers go when not to the sender (a contact message to support: the person who wrote it). */
    replyTo: text('reply_to'),
    /** The reader's one-click opt-out of this kind of e-mail (List-Unsubscribe, decision 075). */
    unsubscribeUrl: text('unsubscribe_url'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
)
