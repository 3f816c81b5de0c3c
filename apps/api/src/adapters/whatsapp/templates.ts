/**
 * Rally's WhatsApp message templates as submitted to WhatsApp Business (decision 075): one per notification
 * event, approved in the 13 interface languages. A template's body has numbered parameters ({{1}}, {{2}}):
 * the other person's name and, for a session, its time written in the recipient's language. Every body
 * ends with the opt-out sentence; a reply "STOP" turns WhatsApp off for that number (the webhook).
 */

/** The project's language code → the Cloud API's. */
export const whatsappLanguageCodes = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt_BR',
  zh: 'zh_CN',
  id: 'id',
  ms: 'ms',
  ru: 'ru',
  th: 'th',
  ja: 'ja',
  ko: 'ko',
} as const
export type WhatsAppLanguage = (typeof whatsappLanguageCodes)[keyof typeof whatsappLanguageCodes]

export function whatsappLanguageOf(language: string): WhatsAppLanguage {
  return whatsappLanguageCodes[language as keyof typeof whatsappLanguageCodes] ?? 'en'
}

type Bodies = Record<WhatsAppLanguage, string>

const stop: Bodies = {
  en: 'Reply STOP to stop.',
  es: 'Responde STOP para dejar de recibirlos.',
  fr: 'Répondez STOP pour ne plus les recevoir.',
  de: 'Antworte STOP, um sie abzubestellen.',
  it: 'Rispondi STOP per non riceverli più.',
  pt_BR: 'Responda STOP para parar.',
  zh_CN: '回复 STOP 即可退订。',
  id: 'Balas STOP untuk berhenti.',
  ms: 'Balas STOP untuk berhenti.',
  ru: 'Ответьте STOP, чтобы отписаться.',
  th: 'ตอบกลับ STOP เพื่อหยุดรับข้อความ',
  ja: '配信停止は STOP と返信してください。',
  ko: '수신을 원하지 않으시면 STOP이라고 답장하세요.',
}

const bodies: Record<string, Bodies> = {
  rally_booking_requested: {
    en: 'Rally: {{1}} asked to book a session with you on {{2}}. Open Rally to accept or decline.',
    es: 'Rally: {{1}} quiere reservar una sesión contigo el {{2}}. Abre Rally para aceptarla o rechazarla.',
    fr: 'Rally : {{1}} souhaite réserver une séance avec vous le {{2}}. Ouvrez Rally pour l’accepter ou la refuser.',
    de: 'Rally: {{1}} möchte am {{2}} eine Einheit bei dir buchen. Öffne Rally, um anzunehmen oder abzulehnen.',
    it: 'Rally: {{1}} vuole prenotare una sessione con te il {{2}}. Apri Rally per accettarla o rifiutarla.',
    pt_BR: 'Rally: {{1}} quer reservar uma sessão com você em {{2}}. Abra o Rally para aceitar ou recusar.',
    zh_CN: 'Rally：{{1}} 想在 {{2}} 预约你的课程。打开 Rally 接受或拒绝。',
    id: 'Rally: {{1}} ingin memesan sesi denganmu pada {{2}}. Buka Rally untuk menerima atau menolak.',
    ms: 'Rally: {{1}} ingin menempah sesi dengan anda pada {{2}}. Buka Rally untuk menerima atau menolak.',
    ru: 'Rally: {{1}} хочет записаться к вам на {{2}}. Откройте Rally, чтобы принять или отклонить.',
    th: 'Rally: {{1}} ขอจองเซสชันกับคุณในวันที่ {{2}} เปิด Rally เพื่อยอมรับหรือปฏิเสธ',
    ja: 'Rally：{{1}}さんが{{2}}のセッションを予約リクエストしました。Rallyで承認または辞退してください。',
    ko: 'Rally: {{1}}님이 {{2}}에 세션 예약을 요청했습니다. Rally에서 수락하거나 거절하세요.',
  },
  rally_booking_accepted: {
    en: 'Rally: {{1}} accepted your booking for {{2}}. See you on court!',
    es: 'Rally: {{1}} aceptó tu reserva para el {{2}}. ¡Nos vemos en la pista!',
    fr: 'Rally : {{1}} a accepté votre réservation du {{2}}. À bientôt sur le terrain !',
    de: 'Rally: {{1}} hat deine Buchung für {{2}} angenommen. Bis bald auf dem Platz!',
    it: 'Rally: {{1}} ha accettato la tua prenotazione per il {{2}}. Ci vediamo in campo!',
    pt_BR: 'Rally: {{1}} aceitou sua reserva para {{2}}. Nos vemos na quadra!',
    zh_CN: 'Rally：{{1}} 已接受你 {{2}} 的预约。球场见！',
    id: 'Rally: {{1}} menerima pemesananmu untuk {{2}}. Sampai jumpa di lapangan!',
    ms: 'Rally: {{1}} menerima tempahan anda untuk {{2}}. Jumpa di gelanggang!',
    ru: 'Rally: {{1}} подтвердил(а) вашу запись на {{2}}. До встречи на корте!',
    th: 'Rally: {{1}} ยอมรับการจองของคุณสำหรับ {{2}} แล้ว แล้วพบกันที่สนาม!',
    ja: 'Rally：{{1}}さんが{{2}}の予約を承認しました。コートでお会いしましょう！',
    ko: 'Rally: {{1}}님이 {{2}} 예약을 수락했습니다. 코트에서 만나요!',
  },
  rally_booking_declined: {
    en: 'Rally: {{1}} could not take your booking for {{2}}. Open Rally to find another time.',
    es: 'Rally: {{1}} no puede aceptar tu reserva para el {{2}}. Abre Rally para buscar otro horario.',
    fr: 'Rally : {{1}} ne peut pas accepter votre réservation du {{2}}. Ouvrez Rally pour trouver un autre créneau.',
    de: 'Rally: {{1}} kann deine Buchung für {{2}} nicht annehmen. Öffne Rally, um eine andere Zeit zu finden.',
    it: 'Rally: {{1}} non può accettare la tua prenotazione per il {{2}}. Apri Rally per trovare un altro orario.',
    pt_BR: 'Rally: {{1}} não pôde aceitar sua reserva para {{2}}. Abra o Rally para encontrar outro horário.',
    zh_CN: 'Rally：{{1}} 无法接受你 {{2}} 的预约。打开 Rally 选择其他时间。',
    id: 'Rally: {{1}} tidak dapat menerima pemesananmu untuk {{2}}. Buka Rally untuk mencari waktu lain.',
    ms: 'Rally: {{1}} tidak dapat menerima tempahan anda untuk {{2}}. Buka Rally untuk mencari masa lain.',
    ru: 'Rally: {{1}} не может принять вашу запись на {{2}}. Откройте Rally, чтобы выбрать другое время.',
    th: 'Rally: {{1}} ไม่สามารถรับการจองของคุณสำหรับ {{2}} ได้ เปิด Rally เพื่อหาเวลาอื่น',
    ja: 'Rally：{{1}}さんは{{2}}の予約をお受けできませんでした。Rallyで別の日時をお探しください。',
    ko: 'Rally: {{1}}님이 {{2}} 예약을 받을 수 없습니다. Rally에서 다른 시간을 찾아보세요.',
  },
  rally_reschedule_proposed: {
    en: 'Rally: {{1}} proposed moving your session to {{2}}. Open Rally to accept or decline.',
    es: 'Rally: {{1}} propone mover tu sesión al {{2}}. Abre Rally para aceptar o rechazar.',
    fr: 'Rally : {{1}} propose de déplacer votre séance au {{2}}. Ouvrez Rally pour accepter ou refuser.',
    de: 'Rally: {{1}} schlägt vor, eure Einheit auf {{2}} zu verschieben. Öffne Rally, um anzunehmen oder abzulehnen.',
    it: 'Rally: {{1}} propone di spostare la sessione al {{2}}. Apri Rally per accettare o rifiutare.',
    pt_BR: 'Rally: {{1}} propôs mudar sua sessão para {{2}}. Abra o Rally para aceitar ou recusar.',
    zh_CN: 'Rally：{{1}} 提议将课程改到 {{2}}。打开 Rally 接受或拒绝。',
    id: 'Rally: {{1}} mengusulkan memindahkan sesimu ke {{2}}. Buka Rally untuk menerima atau menolak.',
    ms: 'Rally: {{1}} mencadangkan sesi anda dipindahkan ke {{2}}. Buka Rally untuk menerima atau menolak.',
    ru: 'Rally: {{1}} предлагает перенести занятие на {{2}}. Откройте Rally, чтобы принять или отклонить.',
    th: 'Rally: {{1}} เสนอให้เลื่อนเซสชันของคุณไปเป็น {{2}} เปิด Rally เพื่อยอมรับหรือปฏิเสธ',
    ja: 'Rally：{{1}}さんがセッションを{{2}}に変更することを提案しました。Rallyで承認または辞退してください。',
    ko: 'Rally: {{1}}님이 세션을 {{2}}(으)로 옮기자고 제안했습니다. Rally에서 수락하거나 거절하세요.',
  },
  rally_reschedule_accepted: {
    en: 'Rally: {{1}} accepted the new time. Your session is now on {{2}}.',
    es: 'Rally: {{1}} aceptó el nuevo horario. Tu sesión es ahora el {{2}}.',
    fr: 'Rally : {{1}} a accepté le nouvel horaire. Votre séance a maintenant lieu le {{2}}.',
    de: 'Rally: {{1}} hat die neue Zeit angenommen. Eure Einheit ist jetzt am {{2}}.',
    it: 'Rally: {{1}} ha accettato il nuovo orario. La tua sessione ora è il {{2}}.',
    pt_BR: 'Rally: {{1}} aceitou o novo horário. Sua sessão agora é em {{2}}.',
    zh_CN: 'Rally：{{1}} 已接受新时间。你的课程现在是 {{2}}。',
    id: 'Rally: {{1}} menerima waktu baru. Sesimu sekarang pada {{2}}.',
    ms: 'Rally: {{1}} menerima masa baharu. Sesi anda kini pada {{2}}.',
    ru: 'Rally: {{1}} принял(а) новое время. Ваше занятие теперь {{2}}.',
    th: 'Rally: {{1}} ยอมรับเวลาใหม่แล้ว เซสชันของคุณคือ {{2}}',
    ja: 'Rally：{{1}}さんが新しい日時を承認しました。セッションは{{2}}になりました。',
    ko: 'Rally: {{1}}님이 새 시간을 수락했습니다. 세션은 이제 {{2}}입니다.',
  },
  rally_reschedule_declined: {
    en: 'Rally: {{1}} declined the new time. Your session stays on {{2}}.',
    es: 'Rally: {{1}} rechazó el nuevo horario. Tu sesión sigue el {{2}}.',
    fr: 'Rally : {{1}} a refusé le nouvel horaire. Votre séance reste le {{2}}.',
    de: 'Rally: {{1}} hat die neue Zeit abgelehnt. Eure Einheit bleibt am {{2}}.',
    it: 'Rally: {{1}} ha rifiutato il nuovo orario. La tua sessione resta il {{2}}.',
    pt_BR: 'Rally: {{1}} recusou o novo horário. Sua sessão continua em {{2}}.',
    zh_CN: 'Rally：{{1}} 拒绝了新时间。你的课程仍在 {{2}}。',
    id: 'Rally: {{1}} menolak waktu baru. Sesimu tetap pada {{2}}.',
    ms: 'Rally: {{1}} menolak masa baharu. Sesi anda kekal pada {{2}}.',
    ru: 'Rally: {{1}} отклонил(а) новое время. Занятие остаётся {{2}}.',
    th: 'Rally: {{1}} ปฏิเสธเวลาใหม่ เซสชันของคุณยังคงเป็น {{2}}',
    ja: 'Rally：{{1}}さんが新しい日時を辞退しました。セッションは{{2}}のままです。',
    ko: 'Rally: {{1}}님이 새 시간을 거절했습니다. 세션은 {{2}} 그대로입니다.',
  },
  rally_session_reminder: {
    en: 'Rally: a reminder of your session with {{1}} on {{2}}.',
    es: 'Rally: te recordamos tu sesión con {{1}} el {{2}}.',
    fr: 'Rally : rappel de votre séance avec {{1}} le {{2}}.',
    de: 'Rally: Erinnerung an deine Einheit mit {{1}} am {{2}}.',
    it: 'Rally: ti ricordiamo la sessione con {{1}} il {{2}}.',
    pt_BR: 'Rally: lembrete da sua sessão com {{1}} em {{2}}.',
    zh_CN: 'Rally：提醒你 {{2}} 与 {{1}} 的课程。',
    id: 'Rally: pengingat sesimu dengan {{1}} pada {{2}}.',
    ms: 'Rally: peringatan sesi anda dengan {{1}} pada {{2}}.',
    ru: 'Rally: напоминаем о занятии с {{1}} {{2}}.',
    th: 'Rally: แจ้งเตือนเซสชันของคุณกับ {{1}} ในวันที่ {{2}}',
    ja: 'Rally：{{2}}に{{1}}さんとのセッションがあります。',
    ko: 'Rally: {{2}}에 {{1}}님과의 세션이 있습니다.',
  },
  rally_message_received: {
    en: 'Rally: {{1}} sent you a message. Open Rally to read and reply.',
    es: 'Rally: {{1}} te envió un mensaje. Abre Rally para leerlo y responder.',
    fr: 'Rally : {{1}} vous a envoyé un message. Ouvrez Rally pour le lire et répondre.',
    de: 'Rally: {{1}} hat dir eine Nachricht geschickt. Öffne Rally, um sie zu lesen und zu antworten.',
    it: 'Rally: {{1}} ti ha inviato un messaggio. Apri Rally per leggerlo e rispondere.',
    pt_BR: 'Rally: {{1}} enviou uma mensagem para você. Abra o Rally para ler e responder.',
    zh_CN: 'Rally：{{1}} 给你发了一条消息。打开 Rally 阅读并回复。',
    id: 'Rally: {{1}} mengirimimu pesan. Buka Rally untuk membaca dan membalas.',
    ms: 'Rally: {{1}} menghantar mesej kepada anda. Buka Rally untuk membaca dan membalas.',
    ru: 'Rally: {{1}} отправил(а) вам сообщение. Откройте Rally, чтобы прочитать и ответить.',
    th: 'Rally: {{1}} ส่งข้อความถึงคุณ เปิด Rally เพื่ออ่านและตอบกลับ',
    ja: 'Rally：{{1}}さんからメッセージが届きました。Rallyで読んで返信してください。',
    ko: 'Rally: {{1}}님이 메시지를 보냈습니다. Rally에서 읽고 답장하세요.',
  },
}

export type WhatsAppTemplate = { name: string; language: WhatsAppLanguage; body: string; parameterCount: number }

/** Every approved template in every language, with its full body (the opt-out sentence last). */
export const whatsappTemplates: WhatsAppTemplate[] = Object.entries(bodies).flatMap(([name, byLanguage]) =>
  (Object.keys(byLanguage) as WhatsAppLanguage[]).map((language) => {
    const body = `${byLanguage[language]} ${stop[language]}`
    return { name, language, body, parameterCount: new Set(body.match(/\{\{\d+\}\}/g)).size }
  }),
)

/** A template's body with its parameters filled in: what the recipient reads. */
export function renderTemplate(template: WhatsAppTemplate, params: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => params[Number(index) - 1] ?? '')
}
