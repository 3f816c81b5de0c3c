import nodemailer from 'nodemailer'
import { type Mailer, toNodemailerMessage } from './mailer.ts'

export type SmtpMailer = Mailer & { readonly kind: 'smtp' }

/**
 * Mail through an SMTP server named by a URL: `smtp://user:pass@host:587`
 * (STARTTLS when the server offers it) or `smtps://user:pass@host:465`
 * (TLS from the start). Timeouts are short, so a stalled server fails the
 * attempt and the outbox retries later instead of waiting for minutes.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): SmtpMailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(message, from))
      return { messageId: info.messageId }
    },
    async close() {
      transport.close()
    },
  }
}
