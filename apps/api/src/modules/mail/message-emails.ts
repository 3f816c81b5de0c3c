import type { Transaction } from '../../db/client.ts'
import { renderEmail } from './email-layout.ts'
import { emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'

/** One unread-message digest: to whom, in which language, from whom, and the thread's address. */
export type UnreadDigest = {
  to: string
  name: string
  language: string | null
  senderName: string
  unreadCount: number
  conversationId: string
}

/**
 * The unread-message digest e-mail (decision 073), in the recipient's language, through the outbox in the
 * caller's transaction. It names the sender and links to the thread; the message's own words stay in Rally.
 */
export function createMessageEmails({ outbox, publicUrl }: { outbox: OutboxWriter; publicUrl: string }) {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  return {
    async unreadDigest(tx: Transaction, digest: UnreadDigest) {
      const language = emailLanguage(digest.language)
      const texts = textsFor(language)
      const words = texts.messages
      const values = { name: digest.senderName }
      const subject = fillText(words.digestSubject, values)
      const { text, html } = renderEmail({
        language,
        subject,
        greeting: digest.name ? fillText(texts.greeting, { name: digest.name }) : texts.greetingGuest,
        intro: fillText(words.digestIntro, values),
        detailsTitle: words.details,
        rows: [
          { label: words.from, values: [digest.senderName] },
          { label: words.unread, values: [String(digest.unreadCount)] },
        ],
        link: { label: words.open, url: `${siteUrl}/messages/${encodeURIComponent(digest.conversationId)}` },
        footer: words.footer,
        colon: texts.colon,
      })
      await outbox.enqueue(tx, { to: digest.to, subject, text, html, attachments: [] })
    },
  }
}

export type MessageEmails = ReturnType<typeof createMessageEmails>
