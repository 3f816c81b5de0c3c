import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
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
import { users } from './users.ts'

/**
 * A thread between two people (decision 073): a question (one per asker × provider profile) or a booking's
 * (one per booking, between the booker and the provider's owner). The two parties' state (read position,
 * the last message a notifier and the digest covered) lives on the row, so sending reads one row.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'question' | 'booking' */
    kind: text('kind').notNull(),
    /** A question thread: the profile asked ('coach' | 'partner' | 'academy') and its id. */
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    /** A booking thread: the booking. */
    bookingId: uuid('booking_id'),
    /** The asker or booker. */
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user who owns the provider's profile. */
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider as the asker sees them: the profile's name and picture (kept when the thread is opened). */
    providerName: text('provider_name').notNull(),
    providerPicture: text('provider_picture'),
    /** Whether the asker had booked the provider when the thread was opened (not a stranger). */
    askerHasBooked: boolean('asker_has_booked').notNull().default(false),
    /** The last message's seq (0: none yet), its time, and whether the provider ever wrote. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    providerWrote: boolean('provider_wrote').notNull().default(false),
    askerReadSeq: integer('asker_read_seq').notNull().default(0),
    providerReadSeq: integer('provider_read_seq').notNull().default(0),
    /** The seq of the first message of the current unread run each party was notified of (0: none). */
    askerNotifiedSeq: integer('asker_notified_seq').notNull().default(0),
    providerNotifiedSeq: integer('provider_notified_seq').notNull().default(0),
    /** The seq up to which each party's unread digest e-mail was sent. */
    askerDigestSeq: integer('asker_digest_seq').notNull().default(0),
    providerDigestSeq: integer('provider_digest_seq').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_question_idx')
      .on(table.askerId, table.subjectKind, table.subjectId)
      .where(sql`${table.kind} = 'question'`),
    uniqueIndex('conversations_booking_idx').on(table.bookingId).where(sql`${table.kind} = 'booking'`),
    index('conversations_asker_idx').on(table.askerId, table.lastMessageAt, table.id),
    index('conversations_provider_idx').on(table.providerId, table.lastMessageAt, table.id),
  ],
)

/** One message, stored exactly as typed; `seq` counts from 1 in its thread. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text'),
    /** {url, contentType, name, size} of the sender's own upload. */
    attachment: jsonb('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('conversation_messages_seq_idx').on(table.conversationId, table.seq)],
)

/** A person blocks another: no messages either way between them while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
)

/** A report of a message or of the other party of a thread, for the operators' console. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_reports_status_idx').on(table.status, table.createdAt, table.id),
    // A person reports a message once, and the other party of a thread once while that report is open.
    uniqueIndex('conversation_reports_message_once')
      .on(table.reporterId, table.messageId)
      .where(sql`${table.messageId} is not null`),
    uniqueIndex('conversation_reports_person_open_once')
      .on(table.reporterId, table.conversationId)
      .where(sql`${table.messageId} is null and ${table.status} = 'open'`),
  ],
)
