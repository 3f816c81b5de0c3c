import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { LocalMailbox, MailboxEntry } from '../../adapters/mail/local-mailbox.ts'
import type { ReceivedWhatsAppMessage } from '../../adapters/whatsapp/index.ts'
import { escapeHtml as e } from './email-layout.ts'

/**
 * GET /dev/mailbox: the local mailbox, for reading what the app "sent" when no
 * SMTP server is configured. Register it only with the local mailbox
 * (`mailer.kind === 'local'`). Messages are shown, never trusted: every value is
 * escaped, and an HTML body runs in a sandboxed frame without scripts.
 */
export const devMailboxRoutes: FastifyPluginAsync<{
  mailbox: LocalMailbox
  /** The WhatsApp twin (decision 075): the template messages it received are listed beside the e-mails. */
  whatsapp?: { received(): ReceivedWhatsAppMessage[] }
}> = async (app, { mailbox, whatsapp }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await mailbox.list(200)
    const items = messages
      .map(
        (message) => `<li><a href="/dev/mailbox/${e(message.id)}">
<span class="subject">${e(message.subject) || '(no subject)'}</span>
<span class="meta">${e(message.to)} · <time datetime="${e(message.date)}">${e(displayTime(message.date))}</time>${
          message.attachments.length ? ` · 📎 ${message.attachments.map(e).join(', ')}` : ''
        }</span></a></li>`,
      )
      .join('\n')
    const body = messages.length
      ? `<ul class="messages">\n${items}\n</ul>`
      : '<p class="empty">No mail yet. Messages the app sends appear here, newest first.</p>'
    const sent = whatsapp ? whatsapp.received().slice(-200).reverse() : []
    const whatsappList = whatsapp
      ? `<h2 id="whatsapp">WhatsApp</h2>\n${
          sent.length
            ? `<ul class="messages whatsapp">\n${sent
                .map(
                  (message) => `<li><div class="message">
<span class="subject">${e(message.text)}</span>
<span class="meta">${e(message.to)} · ${e(message.template)} (${e(message.language)}) · <time datetime="${e(message.at)}">${e(displayTime(message.at))}</time></span></div></li>`,
                )
                .join('\n')}\n</ul>`
            : '<p class="empty">No WhatsApp messages yet. Template messages the app sends appear here, newest first.</p>'
        }`
      : ''
    return sendPage(
      reply,
      'Mailbox',
      `<h1>Mailbox</h1>\n<p class="hint">${e(mailbox.dir)}</p>\n<h2 id="email">E-mail</h2>\n${body}\n${whatsappList}`,
    )
  })

  // One attachment as sent (an invitation opens in the calendar app), by its place in the message.
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const message = await mailbox.get(request.params.id)
      const attachment = /^\d{1,3}$/.test(request.params.index)
        ? message?.attachments[Number(request.params.index)]
        : undefined
      if (!attachment?.content) return sendPage(reply.code(404), 'Not found', notFound)
      return reply
        .type(attachment.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(Buffer.from(attachment.content, 'base64'))
    },
  )

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params
    if (id.endsWith('.eml')) {
      const raw = await mailbox.raw(id.slice(0, -'.eml'.length))
      if (!raw) return sendPage(reply.code(404), 'Not found', notFound)
      return reply.type('message/rfc822').header('content-disposition', `attachment; filename="${id}"`).send(raw)
    }
    const message = await mailbox.get(id)
    if (!message) return sendPage(reply.code(404), 'Not found', notFound)
    return sendPage(reply, message.subject || 'Message', messagePage(message))
  })
}

const notFound = '<h1>Not found</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'

function messagePage(message: MailboxEntry): string {
  const headers: [string, string][] = [
    ['From', message.from],
    ['To', message.to],
    ...(message.replyTo ? [['Reply-To', message.replyTo] as [string, string]] : []),
    ...(message.unsubscribeUrl ? [['List-Unsubscribe', message.unsubscribeUrl] as [string, string]] : []),
    ['Subject', message.subject],
    ['Date', displayTime(message.date)],
    ['Message-ID', message.messageId],
  ]
  // Each attachment can be downloaded; a text one (an invitation's UID, SEQUENCE and times) is shown too.
  const attachments = message.attachments.length
    ? `<h2>Attachments</h2><ul>${message.attachments
        .map((a, index) => {
          const name = a.content
            ? `<a href="/dev/mailbox/${e(message.id)}/attachments/${index}" download="${e(a.filename)}">${e(a.filename)}</a>`
            : e(a.filename)
          const shown = a.content && a.contentType.startsWith('text/')
          return `<li>${name} <span class="meta">(${e(a.contentType)}, ${a.size} bytes)</span>${
            shown ? `<pre>${e(Buffer.from(a.content as string, 'base64').toString('utf8'))}</pre>` : ''
          }</li>`
        })
        .join('')}</ul>`
    : ''
  // Links open outside the frame; the frame itself may run nothing and reach nothing of this page.
  const framed = `<base target="_blank">${message.html}`
  return `<p><a href="/dev/mailbox">← Mailbox</a> · <a href="/dev/mailbox/${e(message.id)}.eml" download>Download .eml</a></p>
<h1>${e(message.subject) || '(no subject)'}</h1>
<dl class="headers">${headers.map(([name, value]) => `<dt>${e(name)}</dt><dd>${e(value)}</dd>`).join('')}</dl>
${attachments}
${
  message.html
    ? `<h2>HTML</h2>\n<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${e(framed)}"></iframe>`
    : ''
}
<h2>Text</h2>
<pre>${e(message.text)}</pre>`
}

function displayTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')
}

function sendPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · Rally dev mailbox</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
  main { max-width: 860px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.4rem; margin: 8px 0 4px; word-break: break-word; }
  h2 { font-size: 1.05rem; margin: 20px 0 8px; }
  a { color: #15803d; }
  .hint, .meta, .empty { color: #71717a; font-size: 0.85rem; word-break: break-all; }
  .messages { list-style: none; padding: 0; margin: 12px 0; }
  .messages li { border-bottom: 1px solid #e4e4e7; }
  .messages a { display: block; padding: 10px 4px; text-decoration: none; color: inherit; }
  .messages a:hover, .messages a:focus { background: #f0fdf4; }
  .messages .message { padding: 10px 4px; }
  .subject { display: block; font-weight: 600; word-break: break-word; }
  .headers { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 0.9rem; }
  .headers dt { color: #71717a; }
  .headers dd { margin: 0; word-break: break-word; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e4e4e7; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; border: 1px solid #e4e4e7; padding: 12px; }
  @media (max-width: 480px) { .headers { grid-template-columns: 1fr; } .headers dd { margin-bottom: 6px; } }
</style>
</head>
<body><main>
${body}
</main></body>
</html>
`)
}
