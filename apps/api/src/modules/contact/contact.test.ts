import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from '../../adapters/mail/loopback-smtp-server.ts'
import { contactMessages, mailOutbox } from '../../db/schema/index.ts'
import { rateLimits } from '../../http/rate-limits.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const supportEmail = 'support@rally.example'
const message = (fields: Record<string, unknown> = {}) => ({
  name: 'Lucía García',
  email: 'lucia@mail.example',
  topic: 'payment',
  message: 'I paid twice for the same booking; could you refund one of the payments?',
  ...fields,
})

let t: TestApp
let smtp: LoopbackSmtpServer
// Every request from an address of its own, so the limit is tested only where it is meant to be.
let addressCounter = 0
const nextAddress = () => `198.51.100.${++addressCounter}`

beforeAll(async () => {
  smtp = await startLoopbackSmtpServer()
  // The outbox's deliveries run on the job scheduler, as in production.
  t = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: supportEmail, JOB_SCHEDULER: 'true' })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
beforeEach(() => {
  smtp.received.length = 0
})

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/v1/contact-messages', payload: payload as object, headers, remoteAddress })

/** The job scheduler's outbox run sends soon after the commit; wait until the loopback server has `count` messages. */
async function received(count: number) {
  for (let waited = 0; smtp.received.length < count && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(smtp.received).toHaveLength(count)
  return smtp.received
}

const mailTo = (address: string) => {
  const mail = smtp.received.find((entry) => entry.envelope.to.includes(address))
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

describe('POST /v1/contact-messages', () => {
  it.each([
    ['name', 'Name is required', { name: undefined }],
    ['name', 'Name is required', { name: '   ' }],
    ['name', 'Name must be 2 to 80 characters', { name: 'A' }],
    ['name', 'Name must be 2 to 80 characters', { name: 'A'.repeat(81) }],
    ['name', 'Name must be on one line', { name: 'Asha\r\nBcc: spy@evil.example' }],
    ['email', 'Email is required', { email: '' }],
    ['email', 'Please enter a valid email address', { email: 'not-an-address' }],
    ['email', 'Please enter a valid email address', { email: 'lucia@mail.example\r\nBcc: spy@evil.example' }],
    ['topic', 'Choose a topic', { topic: undefined }],
    ['topic', 'Choose a topic', { topic: 'booking\r\nBcc: spy@evil.example' }],
    ['message', 'Message is required', { message: '' }],
    ['message', 'Message must be 10 to 2000 characters', { message: 'Too short' }],
    ['message', 'Message must be 10 to 2000 characters', { message: 'x'.repeat(2001) }],
  ])('refuses a bad %s with "%s"', async (field, expected, fields) => {
    const answer = await send(message(fields))
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.fields[field]).toBe(expected)
  })

  it('stores the message, e-mails support with Reply-To the sender, and thanks the sender in their language', async () => {
    const answer = await send(message(), { 'accept-language': 'es-ES,es;q=0.9' })
    expect(answer.statusCode).toBe(201)
    const { id } = answer.json().data

    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(stored).toMatchObject({
      name: 'Lucía García',
      email: 'lucia@mail.example',
      topic: 'payment',
      language: 'es',
      userId: null,
    })

    await received(2)
    const reference = id.slice(0, 8).toUpperCase()
    const toSupport = mailTo(supportEmail).parsed
    expect(toSupport.subject).toBe(`Contact us: Payment and refund — ${reference}`)
    expect(toSupport.text).toContain('Name: Lucía García')
    expect(toSupport.replyTo?.value).toEqual([{ address: 'lucia@mail.example', name: '' }])
    expect(toSupport.text).toContain('I paid twice for the same booking; could you refund one of the payments?')
    expect(toSupport.text).toContain('Language: Español')
    expect(toSupport.text).toContain(`Reference: ${reference}`)

    const acknowledgement = mailTo('lucia@mail.example').parsed
    expect(acknowledgement.subject).toBe('Hemos recibido tu mensaje')
    // Our own words and the reference only: the name and the message were typed by whoever sent the form.
    expect(acknowledgement.text).toMatch(/^Hola:\n/)
    expect(acknowledgement.text).not.toContain('Lucía')
    expect(acknowledgement.text).toContain('Tema: Pagos y reembolsos')
    expect(acknowledgement.text).toContain(`Referencia: ${reference}`)
    // A stranger's words are not carried to an address they typed.
    expect(acknowledgement.text).not.toContain('I paid twice')
    expect(acknowledgement.replyTo).toBeUndefined()
  })

  it("keeps the message's line breaks in the support e-mail's HTML part, with its markup escaped", async () => {
    const typed = 'Hello team,\n\nI paid twice <b>today</b>.\r\nBooking "42" & more.'
    expect((await send(message({ message: typed, email: 'lines@mail.example' }))).statusCode).toBe(201)
    await received(2)
    const toSupport = mailTo(supportEmail).parsed
    expect(toSupport.html).toContain(
      'Hello team,<br><br>I paid twice &lt;b&gt;today&lt;/b&gt;.<br>Booking &quot;42&quot; &amp; more.',
    )
    expect(toSupport.html).not.toContain('<b>today')
    expect(toSupport.text).toContain('I paid twice <b>today</b>.')
  })

  it('thanks in English when the language is unknown, and links a signed-in sender to their account', async () => {
    const person = await signIn(t.app)
    const answer = await send(message({ email: 'sender@mail.example', topic: 'press' }), {
      ...person.headers,
      'accept-language': 'xx',
    })
    expect(answer.statusCode).toBe(201)
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, answer.json().data.id))
    expect(stored?.userId).toBe(person.userId)
    await received(2)
    expect(mailTo('sender@mail.example').parsed.subject).toBe('We have received your message')
    expect(mailTo(supportEmail).parsed.text).toContain(`Signed in as user: ${person.userId}`)
  })

  it('lets no header ride in on the name: a line break is refused, and "Bcc:" on one line stays text', async () => {
    const before = (await t.db.select().from(mailOutbox)).length
    const injected = await send(message({ name: 'Asha\nBcc: spy@evil.example' }))
    expect(injected.statusCode).toBe(400)
    expect((await t.db.select().from(mailOutbox)).length).toBe(before)

    const answer = await send(message({ name: 'Asha Bcc: spy@evil.example', email: 'asha@mail.example' }))
    expect(answer.statusCode).toBe(201)
    const mails = await received(2)
    expect(mails.flatMap((mail) => mail.envelope.to).sort()).toEqual(['asha@mail.example', supportEmail])
    for (const mail of mails) {
      expect(mail.parsed.headers.has('bcc')).toBe(false)
      expect(mail.raw.toString('utf8')).not.toMatch(/^bcc:/im)
    }
    expect(mailTo(supportEmail).parsed.subject).toBe(
      `Contact us: Payment and refund — ${answer.json().data.id.slice(0, 8).toUpperCase()}`,
    )
    expect(mailTo(supportEmail).parsed.text).toContain('Name: Asha Bcc: spy@evil.example')
  })

  it('carries nothing a stranger typed to the address they gave: "verify your card" stays with support', async () => {
    const lure = 'verify your card at https://evil.example'
    const answer = await send(message({ name: 'Verify your card now', email: 'victim@mail.example', message: lure }))
    expect(answer.statusCode).toBe(201)
    await received(2)
    const acknowledgement = mailTo('victim@mail.example').parsed
    const everything = [acknowledgement.subject, acknowledgement.text, acknowledgement.html].join('\n')
    expect(everything).not.toContain('evil.example')
    expect(everything).not.toMatch(/verify your card/i)
    expect(acknowledgement.subject).toBe('We have received your message')
    expect(acknowledgement.text).toContain(`Reference: ${answer.json().data.id.slice(0, 8).toUpperCase()}`)
    expect(mailTo(supportEmail).parsed.subject).not.toMatch(/verify/i)
  })

  it(`accepts ${rateLimits.contact.max} messages an hour from one client, then answers 429`, async () => {
    const address = '203.0.113.50'
    for (let n = 1; n <= rateLimits.contact.max; n++) {
      const answer = await send(message({ email: `limit.${n}@mail.example` }), {}, address)
      expect(answer.statusCode, `message ${n}`).toBe(201)
    }
    const refused = await send(message(), {}, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 hour.' },
    })
    await received(2 * rateLimits.contact.max)
  })
})
