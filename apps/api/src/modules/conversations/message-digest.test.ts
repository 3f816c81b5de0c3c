import type { Conversation } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type DatabaseConnection, type Transaction } from '../../db/client.ts'
import { mailOutbox, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'
import { createMessageEmails } from '../mail/message-emails.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { createConversationsRepository } from './conversations-repository.ts'
import { createMessageDigest } from './message-digest.ts'

const minute = 60_000
let now = new Date('2026-03-02T10:00:00Z')
const notices: { recipientId: string; senderName: string; conversationId: string }[] = []
let allowed = true
let t: Awaited<ReturnType<typeof createTestApp>>
let second: DatabaseConnection | undefined

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMITS: 'false' },
    {
      clock: () => now,
      messageNotifier: {
        async messageReceived(_tx, notice) {
          notices.push(notice)
        },
      },
    },
  )
  // A second process's own connection to the same database (PGlite lives in one process: the same one).
  second = t.database.url
    ? connectDatabase({ driver: 'pg', url: t.database.url, poolMax: 2 } as Parameters<typeof connectDatabase>[0])
    : undefined
}, 120_000)
afterAll(async () => {
  await second?.close()
  await t?.close()
})

/** The digest as one API process runs it, on its own connection. */
function digestOn(connection: DatabaseConnection['db']) {
  const people = createUserDirectoryRepository(connection)
  const emails = createMessageEmails({ outbox: createOutboxWriter(), publicUrl: 'https://rally.example' })
  return createMessageDigest({
    repository: createConversationsRepository(connection),
    clock: () => now,
    ports: {
      async contact(tx, userId) {
        const contact = (await people.contactsOf([userId], tx)).get(userId)
        return contact && { email: contact.email, name: contact.firstName, language: contact.language }
      },
      senderName: async (_tx, due) => (due.side === 'asker' ? due.providerName : 'Asha Verma'),
      send: (tx, digest) => emails.unreadDigest(tx, digest),
      digestAllowed: async (_tx: Transaction) => allowed,
    },
  })
}

describe('new-message notices and the unread digest', () => {
  it('tells the recipient once per run of unread messages, and e-mails once after 15 minutes, in their language', async () => {
    const asker = await signIn(t.app, 'player')
    const provider = await signIn(t.app, 'coach')
    await t.db.update(users).set({ language: 'ja', firstName: 'Kenji' }).where(eq(users.id, provider.userId))
    await t.db.update(users).set({ firstName: 'Asha', lastName: 'Verma' }).where(eq(users.id, asker.userId))
    const partner = await insertPartner(t.db, { userId: provider.userId, firstName: 'Kenji', lastName: 'Partner' })
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: asker.headers,
      payload: { kind: 'partner', id: partner.id },
    })
    const thread = (opened.json() as { data: Conversation }).data
    const send = (who: typeof asker, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/conversations/${thread.id}/messages`,
        headers: who.headers,
        payload: { text },
      })

    expect((await send(asker, 'Hello')).statusCode).toBe(201)
    expect(notices).toEqual([{ recipientId: provider.userId, senderName: 'Asha Verma', conversationId: thread.id }])
    expect((await send(provider, 'Hi!')).statusCode).toBe(201)
    expect((await send(asker, 'Sunday?')).statusCode).toBe(201)
    expect((await send(asker, 'At 9?')).statusCode).toBe(201)
    // The provider's answer is told to the asker; of the asker's two next messages, only the first.
    expect(notices.map((notice) => notice.recipientId)).toEqual([provider.userId, asker.userId, provider.userId])

    const one = digestOn(t.db)
    const two = digestOn(second?.db ?? t.db)
    const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))

    now = new Date(now.getTime() + 14 * minute)
    expect((await one.sendDue()).sent).toBe(0)
    now = new Date(now.getTime() + 2 * minute)
    const results = await Promise.all([one.sendDue(), two.sendDue(), one.sendDue(), two.sendDue()])
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1)
    const mails = await mailTo(provider.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Asha Verma さんから新しいメッセージ')
    expect(mails[0]?.text).toContain(`https://rally.example/messages/${thread.id}`)
    expect(mails[0]?.text).not.toContain('Sunday?')
    // Once: later runs send nothing more for the same unread messages; the asker read everything.
    now = new Date(now.getTime() + 30 * minute)
    expect((await one.sendDue()).sent + (await two.sendDue()).sent).toBe(0)
    expect(await mailTo(asker.email)).toHaveLength(0)

    // A new unread message after the provider read: one more e-mail, unless the person turned it off.
    await t.app.inject({
      method: 'POST',
      url: `/v1/conversations/${thread.id}/read`,
      headers: provider.headers,
      payload: { seq: 4 },
    })
    expect((await send(asker, 'Still on?')).statusCode).toBe(201)
    allowed = false
    now = new Date(now.getTime() + 16 * minute)
    expect((await one.sendDue()).sent).toBe(0)
    expect(await mailTo(provider.email)).toHaveLength(1)
    allowed = true
    expect((await send(asker, 'Hello again')).statusCode).toBe(201)
    now = new Date(now.getTime() + 16 * minute)
    expect((await Promise.all([one.sendDue(), two.sendDue()])).reduce((sum, r) => sum + r.sent, 0)).toBe(1)
    expect(await mailTo(provider.email)).toHaveLength(2)
  })
})
