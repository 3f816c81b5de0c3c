export type MailAttachment = { filename: string; contentType: string; content: string | Buffer }

export type MailMessage = {
  to: string
  /** An address, never a display name: nothing a visitor typed besides it reaches a header. */
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /**
   * A signed address that turns this kind of e-mail off for its reader (decision 075): sent as
   * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058's one-click), which mail clients show as a button.
   */
  unsubscribeUrl?: string
  /**
   * A stable id for this message (the outbox row's): it becomes the Message-ID, so a message sent
   * again after a crash is recognisably the same one.
   */
  id?: string
}

/** The port every mail transport implements: SMTP in production, a local mailbox in the embedded default. */
export interface Mailer {
  readonly kind: 'smtp' | 'local'
  send(message: MailMessage): Promise<{ messageId: string }>
  /** Releases connections; sending after close is a mistake. */
  close(): Promise<void>
}

/** `<id@domain>` with the sender's domain, as RFC 5322 wants a Message-ID to look. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rally.example'
  return `<${id}@${domain}>`
}

/** The fields nodemailer takes, from our message. */
export function toNodemailerMessage(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    ...(message.replyTo && { replyTo: message.replyTo }),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    ...(message.id && { messageId: messageIdFor(message.id, from) }),
    ...(message.unsubscribeUrl && {
      headers: {
        'List-Unsubscribe': `<${message.unsubscribeUrl.replace(/[<>\s]/g, '')}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  }
}
