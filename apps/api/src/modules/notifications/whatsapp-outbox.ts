import type { FastifyBaseLogger } from 'fastify'
import { WhatsAppError, type WhatsAppSender } from '../../adapters/whatsapp/index.ts'
import type { NotificationsRepository, WhatsAppOutboxRow } from './notifications-repository.ts'

/** The wait after each failed attempt: 30 s, 2 min, 10 min, 1 h, 6 h; the 6th failure is final. */
export const whatsappRetryDelaysMs = [30_000, 2 * 60_000, 10 * 60_000, 3_600_000, 6 * 3_600_000] as const
export const whatsappMaxAttempts = whatsappRetryDelaysMs.length + 1

export type WhatsAppDeliveryReport = { sent: number; retried: number; failed: number }

/**
 * Sends the WhatsApp outbox (decision 075), as the mail outbox is sent: a row is claimed by one UPDATE over
 * due rows taken FOR UPDATE SKIP LOCKED (any number of runs in any number of processes get different
 * rows), counted as an attempt and leased; a refusal that will not get better (a template or number
 * WhatsApp rejects) fails at once, anything else waits and tries again.
 */
export function createWhatsAppOutboxWorker({
  repository,
  sender,
  logger,
  clock = () => new Date(),
  batchSize = 10,
  leaseMs = 5 * 60_000,
}: {
  repository: NotificationsRepository
  sender: WhatsAppSender
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  clock?: () => Date
  batchSize?: number
  leaseMs?: number
}) {
  async function deliver(row: WhatsAppOutboxRow): Promise<keyof WhatsAppDeliveryReport> {
    // A STOP (or a withdrawn consent) between queueing and sending wins: the message is not sent.
    if (!(await repository.mayWriteTo(row.to))) {
      await repository.markFailed(row, 'the number opted out of WhatsApp before it was sent')
      return 'failed'
    }
    try {
      const { messageId } = await sender.sendTemplate({
        to: row.to,
        template: row.template,
        language: row.language,
        params: row.params,
      })
      await repository.markSent(row, messageId, clock())
      return 'sent'
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const final = (error instanceof WhatsAppError && !error.retryable) || row.attempts >= whatsappMaxAttempts
      if (final) {
        await repository.markFailed(row, lastError)
        logger.error({ whatsappOutboxId: row.id, attempts: row.attempts, error: lastError }, 'WhatsApp message failed')
        return 'failed'
      }
      const delay = whatsappRetryDelaysMs[row.attempts - 1] ?? whatsappRetryDelaysMs[0]
      await repository.markRetry(row, new Date(clock().getTime() + delay), lastError)
      logger.warn({ whatsappOutboxId: row.id, attempts: row.attempts, error: lastError }, 'WhatsApp message will retry')
      return 'retried'
    }
  }

  async function deliverDue(): Promise<WhatsAppDeliveryReport> {
    const report: WhatsAppDeliveryReport = { sent: 0, retried: 0, failed: 0 }
    for (;;) {
      const now = clock()
      const rows = await repository.claimDue(now, batchSize, new Date(now.getTime() + leaseMs))
      for (const outcome of await Promise.all(rows.map(deliver))) report[outcome] += 1
      if (rows.length < batchSize) return report
    }
  }

  return {
    deliverDue,
    async run() {
      const report = await deliverDue()
      if (report.sent + report.retried + report.failed > 0) logger.info(report, 'WhatsApp outbox delivered')
      return report
    },
  }
}

export type WhatsAppOutboxWorker = ReturnType<typeof createWhatsAppOutboxWorker>
