import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'
import { createMailer } from './index.ts'
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from './loopback-smtp-server.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

let smtp: LoopbackSmtpServer

beforeAll(async () => {
  smtp = await startLoopbackSmtpServer()
})
afterAll(() => smtp.close())
beforeEach(() => {
  smtp.received.length = 0
  smtp.state.rejectWith = undefined
})

const message = {
  id: '0b7f5a8e-3c1d-4e2f-9a6b-7c8d9e0f1a2b',
  to: 'asha@mail.example',
  subject: 'Solicitud de reserva recibida — Ñandú Rao',
  text: 'Hola, Asha:\n\nGracias.',
  html: '<p>Hola, Asha:</p><p>Gracias.</p>',
  attachments: [
    {
      filename: 'rally-session.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
}

describe('SMTP mailer (against a loopback SMTP server)', () => {
  it('signs in with the URL credentials and delivers the message, its parts and attachment', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Rally <no-reply@rally.example>' })
    const { messageId } = await mailer.send(message)

    expect(messageId).toBe('<0b7f5a8e-3c1d-4e2f-9a6b-7c8d9e0f1a2b@rally.example>')
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.envelope).toEqual({ from: 'no-reply@rally.example', to: ['asha@mail.example'] })
    expect(mail?.parsed.subject).toBe(message.subject)
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Rally', address: 'no-reply@rally.example' }])
    expect(mail?.parsed.messageId).toBe(messageId)
    expect(mail?.parsed.text?.trim()).toBe(message.text)
    expect(mail?.parsed.html).toContain('<p>Gracias.</p>')
    expect(mail?.parsed.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['rally-session.ics', 'text/calendar', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'],
    ])
    await mailer.close()
  })

  it('fails the send when the server refuses the message, or the password', async () => {
    smtp.state.rejectWith = { code: 451, message: 'Try again later' }
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Rally <no-reply@rally.example>' })
    await expect(mailer.send(message)).rejects.toThrow(/451 Try again later/)

    const wrongPassword = smtp.url.replace(/:[^:@]+@/, ':wrong@')
    await expect(createSmtpMailer({ url: wrongPassword, from: 'x@rally.example' }).send(message)).rejects.toThrow(/535/)
    expect(smtp.received).toEqual([])
  })

  it('is what createMailer gives when SMTP_URL is set, with MAIL_FROM as the sender', async () => {
    const config = parseConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Rally Bookings <bookings@rally.example>' })
    expect(config.mail).toEqual({ transport: 'smtp', url: smtp.url, from: 'Rally Bookings <bookings@rally.example>' })
    const mailer = createMailer(config.mail)
    expect(mailer.kind).toBe('smtp')
    await mailer.send({ to: 'b@mail.example', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
    expect(smtp.received[0]?.envelope.from).toBe('bookings@rally.example')
    await mailer.close()
  })
})

describe('mail configuration', () => {
  it('uses the local mailbox under DATA_DIR without SMTP_URL, from Rally <no-reply@rally.example>', () => {
    const config = parseConfig({ DATA_DIR: '/srv/rally-data' })
    expect(config.mail).toEqual({
      transport: 'local',
      dir: '/srv/rally-data/mailbox',
      from: 'Rally <no-reply@rally.example>',
    })
  })

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError)
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/)
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).mail.transport).toBe('smtp')
  })
})
