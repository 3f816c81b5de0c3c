import { and, asc, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { namedStatement, rowList } from '../../db/named-statements.ts'
import { mailOutbox, type OutboxAttachment } from '../../db/schema/index.ts'

/** An e-mail to send; attachment content is text (an .ics invitation), stored as it is. */
export type OutboxMessage = {
  to: string
  replyTo?: string
  /** The reader's one-click opt-out of this kind of e-mail (decision 075). */
  unsubscribeUrl?: string
  subject: string
  text: string
  html: string
  attachments?: OutboxAttachment[]
}

export type OutboxRow = typeof mailOutbox.$inferSelect

/**
 * Adds messages inside the caller's transaction `tx` (the one that writes what they announce), due at
 * `dueAt`: they exist if, and only if, that transaction commits. Several go in one INSERT (one round trip).
 */
/** The INSERT of `count` messages, built once per count and sent by name: every notice of every change runs one. */
function insertStatement(count: number) {
  return namedStatement(`mail_outbox_insert_${count}`, (executor) =>
    executor.insert(mailOutbox).values(
      Array.from({ length: count }, (_, index) => ({
        to: sql.placeholder(`to${index}`),
        replyTo: sql.placeholder(`replyTo${index}`),
        unsubscribeUrl: sql.placeholder(`unsubscribeUrl${index}`),
        subject: sql.placeholder(`subject${index}`),
        text: sql.placeholder(`text${index}`),
        html: sql.placeholder(`html${index}`),
        attachments: sql.placeholder(`attachments${index}`),
        nextAttemptAt: sql.placeholder('dueAt'),
      })),
    ),
  )
}
const insertStatements = new Map<number, ReturnType<typeof insertStatement>>()

/**
 * Adds messages inside the caller's transaction `tx` (the one that writes what they announce), due at
 * `dueAt`: they exist if, and only if, that transaction commits. Several go in one INSERT (one round trip).
 */
export async function insertOutboxMessages(tx: Transaction | Database, messages: OutboxMessage[], dueAt: Date) {
  if (messages.length === 0) return
  let statement = insertStatements.get(messages.length)
  if (!statement) {
    statement = insertStatement(messages.length)
    insertStatements.set(messages.length, statement)
  }
  const values: Record<string, unknown> = { dueAt }
  messages.forEach((message, index) => {
    values[`to${index}`] = message.to
    values[`replyTo${index}`] = message.replyTo ?? null
    values[`unsubscribeUrl${index}`] = message.unsubscribeUrl ?? null
    values[`subject${index}`] = message.subject
    values[`text${index}`] = message.text
    values[`html${index}`] = message.html
    values[`attachments${index}`] = message.attachments ?? []
  })
  await statement(tx, values)
}

/**
 * The outbox's part of a statement another module writes (decision 070): an INSERT of the messages given as
 * one JSON parameter, for a data-modifying CTE beside the row they announce. One statement is atomic: the
 * messages exist if, and only if, that row is written. Its text is the same for any number of messages, so
 * the statement around it is built once and sent by name; its values are named `outboxMessages` and
 * `outboxDueAt` (outboxPartValues).
 */
/** A part of another module's statement: SQL with placeholders by name. */
export type StatementPart = SQL

export const outboxInsertPart: StatementPart = sql`insert into ${mailOutbox} (${sql.join(
  [
    mailOutbox.to,
    mailOutbox.replyTo,
    mailOutbox.unsubscribeUrl,
    mailOutbox.subject,
    mailOutbox.text,
    mailOutbox.html,
    mailOutbox.attachments,
    mailOutbox.nextAttemptAt,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
)}) select m.to_address, m.reply_to, m.unsubscribe_url, m.subject, m.text_body, m.html_body, coalesce(m.attachments, '[]'::jsonb), ${sql.placeholder(
  'outboxDueAt',
)}::timestamptz from jsonb_to_recordset(${sql.placeholder('outboxMessages')}::jsonb) as m(to_address text, reply_to text, unsubscribe_url text, subject text, text_body text, html_body text, attachments jsonb)`

/** The values of outboxInsertPart for these messages, due at `dueAt`. */
export function outboxPartValues(messages: OutboxMessage[], dueAt: Date): Record<string, unknown> {
  return {
    outboxMessages: rowList(
      messages.map((message) => ({
        to_address: message.to,
        reply_to: message.replyTo ?? null,
        unsubscribe_url: message.unsubscribeUrl ?? null,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        attachments: message.attachments ?? [],
      })),
    ),
    outboxDueAt: dueAt.toISOString(),
  }
}

/**
 * The claim: one UPDATE takes up to `batchSize` due rows `FOR UPDATE SKIP LOCKED`, counts the attempt and moves
 * `next_attempt_at` to `leaseUntil`. Built once and sent by name: each delivery run sends it at least once.
 */
const claimStatement = namedStatement<OutboxRow>(
  'mail_outbox_claim',
  (executor) => {
    const due = executor
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql.placeholder('now'))))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(sql.placeholder('batchSize'))
      .for('update', { skipLocked: true })
    return executor
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`${sql.placeholder('leaseUntil')}::timestamptz`,
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
      .returning()
  },
  getTableColumns(mailOutbox),
)

/** A batch's sent rows, each only as the claim that counted its attempt left it, in one UPDATE sent by name. */
const markSentStatement = namedStatement(
  'mail_outbox_mark_sent',
  () =>
    sql`update ${mailOutbox} set status = 'sent', sent_at = ${sql.placeholder('sentAt')}::timestamptz, last_error = null from jsonb_to_recordset(${sql.placeholder('claims')}::jsonb) as c(id uuid, attempts integer) where ${mailOutbox.id} = c.id and ${mailOutbox.attempts} = c.attempts`,
)

export function createOutboxRepository(db: Database) {
  /** Only the claim that counted this attempt may record its outcome. */
  const ours = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts))

  return {
    /**
     * One UPDATE takes up to `batchSize` due rows `FOR UPDATE SKIP LOCKED`, counts the attempt and
     * moves `next_attempt_at` to `leaseUntil`: concurrent workers each get different rows.
     */
    async claimDue(now: Date, batchSize: number, leaseUntil: Date): Promise<OutboxRow[]> {
      return claimStatement(db, { now, batchSize, leaseUntil: leaseUntil.toISOString() })
    },

    /** A batch's sent rows in one UPDATE: one statement and one commit, not one per message (decision 049). */
    async markSent(rows: OutboxRow[], sentAt: Date) {
      if (rows.length === 0) return
      await markSentStatement(db, {
        sentAt: sentAt.toISOString(),
        claims: rowList(rows.map(({ id, attempts }) => ({ id, attempts }))),
      })
    },

    async markRetry(row: OutboxRow, nextAttemptAt: Date, lastError: string) {
      await db.update(mailOutbox).set({ nextAttemptAt, lastError }).where(ours(row))
    },

    async markFailed(row: OutboxRow, lastError: string) {
      await db.update(mailOutbox).set({ status: 'failed', lastError }).where(ours(row))
    },
  }
}
