import type { Config } from '../../config.ts'
import { createLocalMailbox, type LocalMailbox } from './local-mailbox.ts'
import { createSmtpMailer, type SmtpMailer } from './smtp-mailer.ts'

export type { LocalMailbox, MailboxEntry, MailboxSummary } from './local-mailbox.ts'
export type { MailAttachment, Mailer, MailMessage } from './mailer.ts'
export type { SmtpMailer } from './smtp-mailer.ts'

/**
 * SMTP when SMTP_URL is set, otherwise the local mailbox under DATA_DIR (the
 * embedded default). `kind` tells them apart: only the local one has pages to show.
 */
export function createMailer(config: Config['mail']): SmtpMailer | LocalMailbox {
  return config.transport === 'smtp'
    ? createSmtpMailer({ url: config.url, from: config.from })
    : createLocalMailbox({ dir: config.dir, from: config.from })
}
