import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalMailbox, type LocalMailbox } from '../../adapters/mail/local-mailbox.ts'
import { createCloudApiSender } from '../../adapters/whatsapp/cloud-api.ts'
import { startLoopbackWhatsApp } from '../../adapters/whatsapp/loopback-whatsapp-server.ts'
import { devMailboxRoutes } from './dev-mailbox.ts'

let dir: string
let mailbox: LocalMailbox
let app: FastifyInstance

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rally-dev-mailbox-'))
  mailbox = createLocalMailbox({ dir, from: 'Rally <no-reply@rally.example>' })
  app = Fastify()
  await app.register(devMailboxRoutes, { mailbox })
})
afterEach(async () => {
  await app.close()
  await rm(dir, { recursive: true, force: true })
})

const hostile = '<script>alert("pwned")</script> & more'

describe('/dev/mailbox', () => {
  it('lists the WhatsApp messages the twin received beside the e-mails, escaped, and keeps them across restarts', async () => {
    const logFile = path.join(dir, 'whatsapp', 'received.jsonl')
    const twin = await startLoopbackWhatsApp({ logFile })
    const sender = createCloudApiSender({ apiUrl: twin.url, token: twin.token, phoneNumberId: twin.phoneNumberId })
    await sender.sendTemplate({
      to: '+66812345678',
      template: 'rally_message_received',
      language: 'th',
      params: [hostile],
    })
    await twin.close()
    const again = await startLoopbackWhatsApp({ logFile })
    const withTwin = Fastify()
    await withTwin.register(devMailboxRoutes, { mailbox, whatsapp: again })
    const response = await withTwin.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.body).toContain('<h2 id="whatsapp">WhatsApp</h2>')
    expect(response.body).toContain('+66812345678 · rally_message_received (th)')
    expect(response.body).toContain('ตอบกลับ STOP')
    expect(response.body).not.toContain('<script>alert')
    await withTwin.close()
    await again.close()
  })

  it('lists the messages newest first, every value escaped', async () => {
    await mailbox.send({ to: 'first@mail.example', subject: 'Older', text: 'a', html: '<p>a</p>' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await mailbox.send({
      to: 'x"><img src=x onerror=alert(1)>@mail.example',
      subject: hostile,
      text: 'b',
      html: '<p>b</p>',
    })

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(response.body).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; more')
    expect(response.body).not.toContain('<script>')
    expect(response.body).not.toContain('<img')
    expect(response.body.indexOf('&lt;script&gt;')).toBeLessThan(response.body.indexOf('Older'))
    const [newest] = await mailbox.list()
    expect(response.body).toContain(`href="/dev/mailbox/${newest?.id}"`)
  })

  it('shows one message: headers, the HTML in a sandboxed frame, the text, the attachment names', async () => {
    await mailbox.send({
      to: 'asha@mail.example',
      subject: hostile,
      text: 'Plain <text> body',
      html: '<p onclick="steal()">Hello</p><script>steal()</script>',
      attachments: [{ filename: 'rally-session.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\n' }],
    })
    const [message] = await mailbox.list()
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id}` })

    expect(response.statusCode).toBe(200)
    const page = response.body
    expect(page).not.toContain('<script>')
    expect(page).toContain('<h1>&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; more</h1>')
    expect(page).toContain('<dd>asha@mail.example</dd>')
    expect(page).toContain('<dd>Rally &lt;no-reply@rally.example&gt;</dd>')
    expect(page).toMatch(/<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox"/)
    expect(page).not.toMatch(/sandbox="[^"]*allow-scripts/)
    expect(page).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=&quot;steal()&quot;&gt;Hello')
    expect(page).toContain('<pre>Plain &lt;text&gt; body</pre>')
    expect(page).toContain('rally-session.ics')
    expect(page).toContain(`href="/dev/mailbox/${message?.id}.eml"`)
  })

  it('links each attachment and shows an invitation (.ics) as text, escaped', async () => {
    const invitation = 'BEGIN:VCALENDAR\r\nUID:booking-1@rally\r\nSEQUENCE:2\r\nSUMMARY:<b>x</b>\r\nEND:VCALENDAR\r\n'
    await mailbox.send({
      to: 'asha@mail.example',
      subject: 'Session moved',
      text: 'x',
      html: 'x',
      attachments: [
        { filename: 'rally-session.ics', contentType: 'text/calendar; method=REQUEST', content: invitation },
      ],
    })
    const [message] = await mailbox.list()
    const page = (await app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id}` })).body
    const link = `/dev/mailbox/${message?.id}/attachments/0`
    expect(page).toContain(`<a href="${link}" download="rally-session.ics">rally-session.ics</a>`)
    expect(page).toContain('UID:booking-1@rally\r\nSEQUENCE:2')
    expect(page).toContain('SUMMARY:&lt;b&gt;x&lt;/b&gt;')

    const file = await app.inject({ method: 'GET', url: link })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/calendar; method=REQUEST')
    expect(file.headers['content-disposition']).toBe('attachment; filename="rally-session.ics"')
    expect(file.body).toBe(invitation)
    for (const missing of [`/dev/mailbox/${message?.id}/attachments/1`, `/dev/mailbox/${message?.id}/attachments/x`]) {
      expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404)
    }
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/../x/attachments/0' })).statusCode).toBe(404)
  })

  it('shows where answers go when a message has a Reply-To, and the .eml carries it', async () => {
    await mailbox.send({
      to: 'support@rally.example',
      replyTo: 'lucia@mail.example',
      subject: 'Hi',
      text: 'x',
      html: 'x',
    })
    const [message] = await mailbox.list()
    const page = (await app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id}` })).body
    expect(page).toMatch(/<dt>Reply-To<\/dt>\s*<dd>lucia@mail\.example<\/dd>/)
    const raw = await app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id}.eml` })
    expect((await simpleParser(raw.rawPayload)).replyTo?.text).toBe('lucia@mail.example')
  })

  it('downloads the .eml, as sent', async () => {
    await mailbox.send({ to: 'a@mail.example', subject: hostile, text: 'Hi', html: '<p>Hi</p>' })
    const [message] = await mailbox.list()
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id}.eml` })

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('message/rfc822')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${message?.id}.eml"`)
    expect((await simpleParser(response.rawPayload)).subject).toBe(hostile)
  })

  it('answers 404 for an unknown message or a path that leaves the folder', async () => {
    await mailbox.send({ to: 'a@mail.example', subject: 'x', text: 'x', html: 'x' })
    for (const url of [
      '/dev/mailbox/20260101T000000000Z-00000000',
      '/dev/mailbox/20260101T000000000Z-00000000.eml',
      '/dev/mailbox/..%2F..%2Fetc%2Fpasswd',
      '/dev/mailbox/..%2F..%2Fetc%2Fpasswd.eml',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    }
  })

  it('says so when the mailbox is empty', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(response.body).toContain('No mail yet')
  })
})
