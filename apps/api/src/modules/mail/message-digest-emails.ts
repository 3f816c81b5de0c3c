import type { LanguageCode } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { UserContact } from '../users/user-directory.ts'
import { renderEmail } from './email-layout.ts'
import { emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'

/**
 * The words of the unread-message digest (issue 25, decision 073) in the 13 interface languages. `{name}`
 * is the sender's public name; no subject carries a typed word (decision 032), and no e-mail carries the
 * message itself: it is read on Rally.
 */
export type MessageDigestTexts = {
  subject: string
  intro: string
  from: string
  details: string
  link: string
  footer: string
}

export const messageDigestTexts: Record<LanguageCode, MessageDigestTexts> = {
  en: {
    subject: 'You have an unread message on Rally',
    intro: '{name} sent you a message that has waited unread for 15 minutes.',
    details: 'Conversation',
    from: 'From',
    link: 'Read the message',
    footer: 'We send this e-mail once for each message left unread for 15 minutes.',
  },
  es: {
    subject: 'Tienes un mensaje sin leer en Rally',
    intro: '{name} te envió un mensaje que lleva 15 minutos sin leer.',
    details: 'Conversación',
    from: 'De',
    link: 'Leer el mensaje',
    footer: 'Enviamos este correo una sola vez por cada mensaje que queda sin leer durante 15 minutos.',
  },
  fr: {
    subject: 'Vous avez un message non lu sur Rally',
    intro: '{name} vous a envoyé un message qui attend depuis 15 minutes sans être lu.',
    details: 'Conversation',
    from: 'De',
    link: 'Lire le message',
    footer: 'Nous envoyons cet e-mail une seule fois pour chaque message resté non lu pendant 15 minutes.',
  },
  de: {
    subject: 'Du hast eine ungelesene Nachricht auf Rally',
    intro: '{name} hat dir eine Nachricht geschickt, die seit 15 Minuten ungelesen ist.',
    details: 'Unterhaltung',
    from: 'Von',
    link: 'Nachricht lesen',
    footer: 'Wir senden diese E-Mail einmal für jede Nachricht, die 15 Minuten lang ungelesen bleibt.',
  },
  it: {
    subject: 'Hai un messaggio non letto su Rally',
    intro: '{name} ti ha inviato un messaggio che da 15 minuti non è stato letto.',
    details: 'Conversazione',
    from: 'Da',
    link: 'Leggi il messaggio',
    footer: 'Inviamo questa e-mail una sola volta per ogni messaggio rimasto non letto per 15 minuti.',
  },
  pt: {
    subject: 'Você tem uma mensagem não lida no Rally',
    intro: '{name} enviou uma mensagem que está há 15 minutos sem ser lida.',
    details: 'Conversa',
    from: 'De',
    link: 'Ler a mensagem',
    footer: 'Enviamos este e-mail uma única vez para cada mensagem que fica 15 minutos sem ser lida.',
  },
  zh: {
    subject: '你在 Rally 上有一条未读消息',
    intro: '{name} 给你发送的消息已有 15 分钟未读。',
    details: '对话',
    from: '发件人',
    link: '阅读消息',
    footer: '每条消息未读满 15 分钟时，我们只发送一次这封邮件。',
  },
  id: {
    subject: 'Anda punya pesan belum dibaca di Rally',
    intro: '{name} mengirimi Anda pesan yang sudah 15 menit belum dibaca.',
    details: 'Percakapan',
    from: 'Dari',
    link: 'Baca pesan',
    footer: 'Kami mengirim e-mail ini satu kali untuk setiap pesan yang belum dibaca selama 15 menit.',
  },
  ms: {
    subject: 'Anda ada mesej yang belum dibaca di Rally',
    intro: '{name} menghantar mesej kepada anda yang belum dibaca selama 15 minit.',
    details: 'Perbualan',
    from: 'Daripada',
    link: 'Baca mesej',
    footer: 'Kami menghantar e-mel ini sekali sahaja bagi setiap mesej yang tidak dibaca selama 15 minit.',
  },
  ru: {
    subject: 'У вас непрочитанное сообщение в Rally',
    intro: '{name} отправил(а) вам сообщение, которое не прочитано уже 15 минут.',
    details: 'Переписка',
    from: 'От',
    link: 'Прочитать сообщение',
    footer: 'Мы отправляем это письмо один раз для каждого сообщения, не прочитанного в течение 15 минут.',
  },
  th: {
    subject: 'คุณมีข้อความที่ยังไม่ได้อ่านใน Rally',
    intro: '{name} ส่งข้อความถึงคุณ ซึ่งยังไม่ได้อ่านมา 15 นาทีแล้ว',
    details: 'การสนทนา',
    from: 'จาก',
    link: 'อ่านข้อความ',
    footer: 'เราส่งอีเมลนี้เพียงครั้งเดียวสำหรับแต่ละข้อความที่ยังไม่ได้อ่านนาน 15 นาที',
  },
  ja: {
    subject: 'Rally に未読のメッセージがあります',
    intro: '{name} さんから届いたメッセージが 15 分間未読のままです。',
    details: '会話',
    from: '差出人',
    link: 'メッセージを読む',
    footer: 'このメールは、15 分間未読のメッセージごとに一度だけお送りしています。',
  },
  ko: {
    subject: 'Rally에 읽지 않은 메시지가 있습니다',
    intro: '{name} 님이 보낸 메시지가 15분 동안 읽지 않은 상태입니다.',
    details: '대화',
    from: '보낸 사람',
    link: '메시지 읽기',
    footer: '15분 동안 읽지 않은 메시지마다 이 이메일을 한 번만 보내 드립니다.',
  },
}

/** The digest e-mail to one person in their own language, written to the outbox in the caller's transaction. */
export function createMessageDigestMailer({
  outbox,
  contactsOf,
  publicUrl,
  unsubscribeUrl,
}: {
  outbox: OutboxWriter
  contactsOf: (ids: readonly string[], executor: Transaction) => Promise<Map<string, UserContact>>
  publicUrl: string
  /** The recipient's signed one-click opt-out of new-message e-mails (List-Unsubscribe, decision 075). */
  unsubscribeUrl?: (userId: string) => string
}) {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  return async (tx: Transaction, digest: { recipientId: string; conversationId: string; senderName: string }) => {
    const contact = (await contactsOf([digest.recipientId], tx)).get(digest.recipientId)
    if (!contact?.email) return
    const language = emailLanguage(contact.language)
    const texts = textsFor(language)
    const words = messageDigestTexts[language]
    const name = `${contact.firstName} ${contact.lastName}`.trim()
    const content = renderEmail({
      language,
      subject: words.subject,
      greeting: name ? fillText(texts.greeting, { name }) : texts.greetingGuest,
      intro: fillText(words.intro, { name: digest.senderName }),
      detailsTitle: words.details,
      rows: [{ label: words.from, values: [digest.senderName] }],
      link: {
        label: words.link,
        // The web's thread page, /messages/:conversationId (issue 25).
        url: `${siteUrl}/messages/${digest.conversationId}`,
      },
      footer: words.footer,
      colon: texts.colon,
    })
    await outbox.enqueue(tx, {
      to: contact.email,
      subject: words.subject,
      ...content,
      ...(unsubscribeUrl && { unsubscribeUrl: unsubscribeUrl(digest.recipientId) }),
    })
  }
}
