import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '../../core/errors.ts'
import type { NotificationsService } from './notifications-service.ts'

type Delivery = {
  entry?: { changes?: { value?: { messages?: { from?: string; type?: string; text?: { body?: string } }[] } }[] }[]
}

/**
 * The WhatsApp Business webhook (decision 075). Verification: Meta sends hub.mode=subscribe with the verify
 * token the app was set up with, and gets hub.challenge back. Deliveries carry X-Hub-Signature-256, the
 * HMAC-SHA256 of the raw body with the app secret: anything else is refused (401). A text "STOP" opts the
 * number out of WhatsApp; statuses and other messages are acknowledged and left.
 */
export function createWhatsAppWebhook({
  appSecret,
  verifyToken,
  notifications,
}: {
  appSecret: string
  verifyToken: string
  notifications: Pick<NotificationsService, 'whatsappReply'>
}) {
  return {
    verify(query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string | undefined {
      const given = Buffer.from(query['hub.verify_token'] ?? '')
      const expected = Buffer.from(verifyToken)
      const matches = given.length === expected.length && timingSafeEqual(given, expected)
      return query['hub.mode'] === 'subscribe' && matches ? (query['hub.challenge'] ?? '') : undefined
    },

    async receive(raw: string, signatureHeader: string | string[] | undefined): Promise<{ stopped: number }> {
      const header = Array.isArray(signatureHeader) ? signatureHeader[0] : signatureHeader
      const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1]
      const expected = createHmac('sha256', appSecret).update(raw, 'utf8').digest('hex')
      if (!given || !timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'))) {
        throw new AppError('UNAUTHORIZED', 'The webhook signature does not match')
      }
      let delivery: Delivery
      try {
        delivery = JSON.parse(raw) as Delivery
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not JSON')
      }
      let stopped = 0
      for (const entry of delivery.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const message of change.value?.messages ?? []) {
            if (message.type !== 'text' || !message.from || !/^\d{8,15}$/.test(message.from)) continue
            if (await notifications.whatsappReply(message.from, message.text?.body ?? '')) stopped += 1
          }
        }
      }
      return { stopped }
    },
  }
}

export type WhatsAppWebhook = ReturnType<typeof createWhatsAppWebhook>

/** The signature header WhatsApp sends with a body (for the twin and the tests). */
export function whatsappSignature(appSecret: string, raw: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw, 'utf8').digest('hex')}`
}
