import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { mailOutbox, type OutboxAttachment } from '../../db/schema/index.ts'

/** An e-mail to send; attachment content is text (an .ics invitation), stored as it is. */
export type OutboxMessage = {
  to: string
  replyTo?: string
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
export async function insertOutboxMessages(tx: Transaction | Database, messages: OutboxMessage[], dueAt: Date) {
  if (messages.length === 0) return
  await tx.insert(mailOutbox).values(
    messages.map((message) => ({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments ?? [],
      nextAttemptAt: dueAt,
    })),
  )
}

export function createOutboxRepository(db: Database) {
  /** Only the claim that counted this attempt may record its outcome. */
  const ours = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts))

  return {
    /**
     * One UPDATE takes up to `batchSize` due rows `FOR UPDATE SKIP LOCKED`, counts the attempt and
     * moves `next_attempt_at` to `leaseUntil`: concurrent workers each get different rows.
     */
    async claimDue(now: Date, batchSize: number, leaseUntil: Date): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true })
      return db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
        .returning()
    },

    /** A batch's sent rows in one UPDATE: one statement and one commit, not one per message (decision 049). */
    async markSent(rows: OutboxRow[], sentAt: Date) {
      if (rows.length === 0) return
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt, lastError: null })
        .where(or(...rows.map(ours)))
    },

    async markRetry(row: OutboxRow, nextAttemptAt: Date, lastError: string) {
      await db.update(mailOutbox).set({ nextAttemptAt, lastError }).where(ours(row))
    },

    async markFailed(row: OutboxRow, lastError: string) {
      await db.update(mailOutbox).set({ status: 'failed', lastError }).where(ours(row))
    },
  }
}
