import { type ContactTopic, languages } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { ContactMessage, ContactNotifier } from '../contact/contact-service.ts'
import { renderEmail } from './email-layout.ts'
import { emailTexts, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'

/** The support team reads one language; only the sender's acknowledgement follows theirs. */
const supportTexts = {
  subject: 'Contact us: {topic} — {reference}',
  greeting: 'Hello,',
  intro: '{name} wrote through the contact page. Replying to this e-mail answers them.',
  details: 'Message',
  name: 'Name',
  language: 'Language',
  account: 'Signed in as user',
  link: 'Open Rally',
  footer: 'Sent from the Rally contact page.',
}

/**
 * The e-mails of a contact message, written to the outbox in the transaction
 * that stores it: the message to the support address (Reply-To: the sender),
 * and an acknowledgement to the sender in the language they wrote in.
 *
 * The acknowledgement carries only our own words and the message's reference: anyone
 * may give any address and any name, and our mail server must not carry a stranger's
 * words to it (decision 032). No subject carries a typed word either: support's names
 * the topic and the reference, and the sender's name is in the body.
 */
export function createContactNotifier({
  outbox,
  supportEmail,
  publicUrl,
}: {
  outbox: OutboxWriter
  supportEmail: string
  publicUrl: string
}): ContactNotifier {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  const english = emailTexts.en
  const topicIn = (texts: typeof english, topic: string) => texts.contactTopics[topic as ContactTopic] ?? topic

  return {
    async messageReceived(tx: Transaction, message: ContactMessage) {
      const topic = topicIn(english, message.topic)
      const languageName = languages.find((language) => language.code === message.language)?.name ?? message.language
      const toSupport = renderEmail({
        language: 'en',
        subject: fillText(supportTexts.subject, { topic, reference: reference(message) }),
        greeting: supportTexts.greeting,
        intro: fillText(supportTexts.intro, { name: message.name }),
        detailsTitle: supportTexts.details,
        rows: [
          { label: supportTexts.name, values: [message.name] },
          { label: english.email, values: [message.email] },
          { label: english.contactTopic, values: [topic] },
          { label: supportTexts.language, values: [languageName] },
          { label: supportTexts.account, values: message.userId ? [message.userId] : [] },
          { label: english.reference, values: [reference(message)] },
          { label: english.message, values: [message.message] },
        ],
        link: { label: supportTexts.link, url: siteUrl },
        footer: supportTexts.footer,
        colon: english.colon,
      })
      await outbox.enqueue(tx, {
        to: supportEmail,
        replyTo: message.email,
        subject: fillText(supportTexts.subject, { topic, reference: reference(message) }),
        ...toSupport,
      })

      const texts = textsFor(message.language)
      const acknowledgement = renderEmail({
        language: message.language,
        subject: texts.contactSubject,
        greeting: texts.greetingGuest,
        intro: texts.contactIntro,
        detailsTitle: texts.contactDetails,
        rows: [
          { label: texts.contactTopic, values: [topicIn(texts, message.topic)] },
          { label: texts.reference, values: [reference(message)] },
        ],
        link: { label: texts.contactLink, url: siteUrl },
        footer: texts.contactFooter,
        colon: texts.colon,
      })
      await outbox.enqueue(tx, { to: message.email, subject: texts.contactSubject, ...acknowledgement })
    },
  }
}

/** The short reference both e-mails show, so a reply can name the message. */
function reference(message: ContactMessage): string {
  return message.id.slice(0, 8).toUpperCase()
}
