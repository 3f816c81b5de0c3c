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
 * A thread between two people (decision 073): a question (an asker and a provider they may book or ask:
 * one per asker and provider profile) or a booking's (the booker and the provider's owner: one per
 * booking). Both parties' state is on the row, so sending reads and writes one row: the read positions
 * (`*_read_seq`, a sender has read their own message), how far an unread digest e-mail was sent
 * (`*_digest_seq`), the provider's profile name and picture as the other side sees them.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'question' | 'booking' (conversationKinds in shared). */
    kind: text('kind').notNull(),
    /** A question's provider profile: 'coach' | 'partner' | 'academy' and its id. */
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    bookingId: uuid('booking_id'),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider as the asker sees them: the profile's public name and picture, never a contact. */
    providerName: text('provider_name').notNull(),
    providerPicture: text('provider_picture'),
    lastSeq: integer('last_seq').notNull().default(0),
    askerReadSeq: integer('asker_read_seq').notNull().default(0),
    providerReadSeq: integer('provider_read_seq').notNull().default(0),
    askerDigestSeq: integer('asker_digest_seq').notNull().default(0),
    providerDigestSeq: integer('provider_digest_seq').notNull().default(0),
    /** The provider wrote at least once: a stranger may write again. */
    answered: boolean('answered').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (the opening's until then): the lists' order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_question_key')
      .on(table.askerId, table.subjectKind, table.subjectId)
      .where(sql`${table.kind} = 'question'`),
    uniqueIndex('conversations_booking_key').on(table.bookingId).where(sql`${table.bookingId} is not null`),
    index('conversations_asker_idx').on(table.askerId, table.updatedAt.desc(), table.id.desc()),
    index('conversations_provider_idx').on(table.providerId, table.updatedAt.desc(), table.id.desc()),
    // The digest's scan: threads with a message someone has not read.
    index('conversations_unread_idx')
      .on(table.updatedAt)
      .where(sql`${table.lastSeq} > ${table.askerReadSeq} or ${table.lastSeq} > ${table.providerReadSeq}`),
  ],
)

/** One message, exactly as typed; `seq` counts from 1 in its thread. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').notNull(),
    text: text('text'),
    /** {url, contentType, name, size} of the sender's upload. */
    attachment: jsonb('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('conversation_messages_seq_key').on(table.conversationId, table.seq)],
)

/** A person blocked another: no messages either way while it stands. */
export const conversationBlocks = pgTable(
  'conversation_blocks',
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
    index('conversation_blocks_blocked_idx').on(table.blockedId),
  ],
)

/** A report of a message or of the other party, for the operators' console. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').notNull(),
    reportedId: uuid('reported_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    closeReason: text('close_reason'),
  },
  (table) => [index('conversation_reports_status_idx').on(table.status, table.createdAt.desc(), table.id.desc())],
)
