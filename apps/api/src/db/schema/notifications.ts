import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { outboxStatusEnum } from './outbox.ts'
import { users } from './users.ts'

/**
 * A person's in-app notifications (decision 075): what happened (`event`, one of `notificationEvents` in
 * `@rally/shared`) and its `params` (names and instants; the web writes the sentence in the reader's
 * language), with the page it is about. The id orders them (newest first, keyset-paged).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
)

/** What a person chose for one event, channel by channel; an event without a row takes the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    whatsapp: boolean('whatsapp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
)

/**
 * A person's WhatsApp number (E.164) and their explicit consent, kept with its time. A "STOP" from the
 * number sets `stopped_at`: nothing is sent until the person consents again.
 */
export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_contacts_number_idx').on(table.number)],
)

/**
 * WhatsApp template messages to send, written in the transaction of what they announce and sent after it
 * commits, exactly once (each row is claimed by one worker), with retries (as the mail outbox).
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    template: text('template').notNull(),
    /** A Cloud API language code (en, pt_BR, zh_CN, …). */
    language: text('language').notNull(),
    /** The template's body parameters, in order, as the recipient reads them. */
    params: jsonb('params').$type<string[]>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The id WhatsApp gave the message (wamid…). */
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('whatsapp_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // A person's newest messages of a template: the new-message cooldown (messageWhatsAppCooldownMinutes).
    index('whatsapp_outbox_user_template_idx').on(table.userId, table.template, table.createdAt),
  ],
)
