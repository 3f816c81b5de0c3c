import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from '../../adapters/mail/mailer.ts'
import { afterCommit, type Database, type Transaction } from '../../db/client.ts'
import {
  createOutboxRepository,
  insertOutboxMessages,
  type OutboxMessage,
  type OutboxRow,
  outboxInsertPart,
  outboxPartValues,
  type StatementPart,
} from './outbox-repository.ts'

export type { OutboxMessage } from './outbox-repository.ts'

export type OutboxWriter = {
  /**
   * Adds the messages to the outbox inside `tx`: they are sent if, and only if, the transaction commits.
   * The messages of one change go in one call: one INSERT, one round trip (decision 051).
   */
  enqueue(tx: Transaction | Database, ...messages: OutboxMessage[]): Promise<void>
  /**
   * The outbox's part of a statement that another module writes with what the messages announce (a
   * data-modifying CTE, decision 070): `sql` is the same for every call; `values` are those of these
   * messages, and `written` is called once the statement ran (it asks for a delivery run).
   */
  readonly statementPart: {
    sql: StatementPart
    values(
      messages: OutboxMessage[],
      executor: Transaction | Database,
    ): { values: Record<string, unknown>; written(): void }
  }
}

// A line break in a header would start another header.
const headerSafe = (message: OutboxMessage): OutboxMessage => ({
  ...message,
  subject: message.subject.replace(/\s+/g, ' ').trim(),
})

/**
 * `onEnqueued` says there is mail (the app asks the job scheduler for a delivery run): once the transaction
 * that wrote it commits (`afterCommit`), so that the run sees it (decision 071).
 */
export function createOutboxWriter({ onEnqueued }: { onEnqueued?: () => void } = {}): OutboxWriter {
  return {
    async enqueue(tx, ...messages) {
      if (messages.length === 0) return
      await insertOutboxMessages(
        tx,
        messages.map(headerSafe),
        // Due from this process's clock, the clock the worker compares with. The
        // column's default (the database's now(), in microseconds) can fall later
        // than a worker's millisecond "now" taken at once after, missing the kick.
        new Date(),
      )
      if (onEnqueued) afterCommit(tx, onEnqueued)
    },
    statementPart: {
      sql: outboxInsertPart,
      values(messages, executor) {
        return {
          // Due from this process's clock, as enqueue's.
          values: outboxPartValues(messages.map(headerSafe), new Date()),
          written: () => {
            if (messages.length > 0 && onEnqueued) afterCommit(executor, onEnqueued)
          },
        }
      },
    },
  }
}

/** The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failure is final. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const
export const maxAttempts = retryDelaysMs.length + 1

export type DeliveryReport = { sent: number; retried: number; failed: number }

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

/**
 * How long after a write's commit the outbox's delivery run starts (decisions 062, 071): the writes of these
 * milliseconds share one run. The request itself waits for the commit (`afterCommit`), so that the run sees
 * the mail; before, this delay alone stood for the commit, and a run that started before it waited a minute.
 */
export const deliveryRequestDelayMs = 200

/**
 * Sends what the outbox holds, after the transactions that wrote it commit. The job scheduler runs it
 * soon after each write and every minute (retries, anything a request missed) (decision 062).
 *
 * A row is claimed by one UPDATE that takes due rows `FOR UPDATE SKIP LOCKED`,
 * counts the attempt and moves `next_attempt_at` a lease ahead; so any number of
 * runs, in any number of processes, each get different rows, and no
 * connection or lock is held while the mail server is talking. A run that
 * dies mid-send leaves its rows to be claimed again when the lease runs out:
 * delivery is at least once, each attempt with the same Message-ID.
 */
export function createOutboxWorker({
  db,
  mailer,
  logger,
  clock = () => new Date(),
  batchSize = 50,
  sendingAtOnce = 10,
  leaseMs = 10 * 60_000,
}: {
  db: Database
  mailer: Mailer
  logger: Logger
  clock?: () => Date
  /** Rows claimed (and marked) by one statement. */
  batchSize?: number
  /** Messages of a batch handed to the mailer at once (each SMTP send is a connection of its own). */
  sendingAtOnce?: number
  /** Longer than a send can take (the SMTP adapter gives up within a minute). */
  leaseMs?: number
}) {
  const outbox = createOutboxRepository(db)

  async function claim(): Promise<OutboxRow[]> {
    const now = clock()
    return outbox.claimDue(now, batchSize, new Date(now.getTime() + leaseMs))
  }

  async function deliver(row: OutboxRow): Promise<keyof DeliveryReport> {
    try {
      await mailer.send({
        id: row.id,
        to: row.to,
        ...(row.replyTo && { replyTo: row.replyTo }),
        ...(row.unsubscribeUrl && { unsubscribeUrl: row.unsubscribeUrl }),
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
      })
    } catch (error) {
      const lastError = errorText(error)
      if (row.attempts >= maxAttempts) {
        await outbox.markFailed(row, lastError)
        logger.error({ outboxId: row.id, attempts: row.attempts, error: lastError }, 'mail delivery failed for good')
        return 'failed'
      }
      const delay = retryDelaysMs[Math.min(row.attempts, retryDelaysMs.length) - 1] ?? retryDelaysMs[0]
      const nextAttemptAt = new Date(clock().getTime() + delay)
      await outbox.markRetry(row, nextAttemptAt, lastError)
      logger.warn(
        { outboxId: row.id, attempts: row.attempts, nextAttemptAt, error: lastError },
        'mail delivery failed; will retry',
      )
      return 'retried'
    }
    return 'sent'
  }

  /** Sends every message that is due now, batch by batch; answers what became of them. */
  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
    for (;;) {
      const rows = await claim()
      const outcomes = await eachAtMost(sendingAtOnce, rows, deliver)
      // The sent rows of a batch are marked together: a connection and a commit per batch, not per message,
      // so delivering does not crowd out the requests writing the mail (decision 049).
      await outbox.markSent(
        rows.filter((_, index) => outcomes[index] === 'sent'),
        clock(),
      )
      for (const outcome of outcomes) report[outcome] += 1
      if (rows.length < batchSize) return report
    }
  }

  return {
    deliverDue,

    /** One scheduled run: delivers what is due and logs what it did. */
    async run(): Promise<DeliveryReport> {
      const report = await deliverDue()
      if (report.sent + report.retried + report.failed > 0) logger.info(report, 'mail outbox delivered')
      return report
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>

/** `work` on every item, at most `most` at once; the outcomes in the items' order. */
async function eachAtMost<Item, Outcome>(
  most: number,
  items: readonly Item[],
  work: (item: Item) => Promise<Outcome>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      outcomes[index] = await work(items[index] as Item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(most, items.length) }, lane))
  return outcomes
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 1000)
}
