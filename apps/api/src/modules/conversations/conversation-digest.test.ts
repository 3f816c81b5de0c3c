import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLiveBus } from '../../adapters/live-bus/index.ts'
import type { Auth } from '../../core/auth.ts'
import { connectDatabase, type Database, type DatabaseConnection } from '../../db/client.ts'
import { createLiveEvents } from '../../db/live-events.ts'
import { conversationMessages, conversations, mailOutbox, notifications, users } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../test/database.ts'
import { createMessageDigestMailer, messageDigestTexts } from '../mail/message-digest-emails.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { messageDigestChoices, messageNotifier } from '../notifications/booking-notifications.ts'
import { createNotificationsRepository } from '../notifications/notifications-repository.ts'
import { createNotificationsService, createUnsubscribeLinks } from '../notifications/notifications-service.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import type { ConversationFacts } from './conversation-ports.ts'
import { createConversationsRepository } from './conversations-repository.ts'
import { createConversationsService } from './conversations-service.ts'

// Two app instances on one PostgreSQL database: each its own pool, repository and service, as two processes.
const onServer = Boolean(process.env.DATABASE_URL)
const minute = 60_000

/** These tests open threads as rows: the facts about profiles and bookings are not asked. */
const noFacts: ConversationFacts = {
  subject: async () => undefined,
  booking: async () => undefined,
  hasBooked: async () => true,
}

describe.runIf(onServer)('the unread digest and the message notifier', () => {
  let first: DatabaseConnection & { url?: string }
  let second: DatabaseConnection
  beforeAll(async () => {
    first = await createTestDatabase()
    second = connectDatabase({ driver: 'pg', url: first.url as string, poolMax: 5 })
  }, 120_000)
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  const instance = (
    db: Database,
    options: {
      now?: () => Date
      digestAllowed?: (tx: unknown, userId: string) => Promise<boolean>
    } = {},
  ) => {
    const people = createUserDirectoryRepository(db)
    const liveEvents = createLiveEvents(createMemoryLiveBus())
    const notifications = createNotificationsService({
      db,
      repository: createNotificationsRepository(db),
      liveEvents,
      people,
      whatsappOn: false,
      unsubscribeLinks: createUnsubscribeLinks(Buffer.from('test')),
    })
    const service = createConversationsService({
      repository: createConversationsRepository(db),
      facts: noFacts,
      people,
      liveEvents,
      clock: options.now,
      digestAllowed: options.digestAllowed,
      messageNotifier: messageNotifier(notifications.statementParts, notifications.conversationRead),
    })
    const mailer = createMessageDigestMailer({
      outbox: createOutboxWriter(),
      contactsOf: (ids, tx) => people.contactsOf(ids, tx),
      publicUrl: 'https://rally.example',
      unsubscribeUrl: messageDigestChoices(notifications.notifier, notifications.unsubscribeUrl).digestUnsubscribeUrl,
    })
    return { service, notifications, digest: () => service.claimDigests(mailer) }
  }

  let userCounter = 0
  async function user(firstName: string, language = 'en') {
    const n = ++userCounter
    const [row] = await first.db
      .insert(users)
      .values({
        identitySubject: `digest-${n}`,
        email: `digest.${n}@mail.example`,
        firstName,
        lastName: 'Test',
        language,
      })
      .returning()
    const auth: Auth = { userId: row?.id as string, sessionId: 'test', isAdmin: false, isEditor: false }
    return { auth, email: row?.email as string }
  }

  async function thread(askerId: string, providerId: string) {
    const [row] = await first.db
      .insert(conversations)
      .values({ kind: 'booking', askerId, providerId, providerName: 'Coach Test', askerHasBooked: true })
      .returning()
    return row?.id as string
  }

  const mailTo = (email: string) => first.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
  const age = (id: string, minutes: number) =>
    first.db
      .update(conversationMessages)
      .set({ createdAt: new Date(Date.now() - minutes * minute) })
      .where(eq(conversationMessages.conversationId, id))

  it('sends one e-mail per message left unread 15 minutes, in the reader’s language, once across two instances', async () => {
    const asker = await user('Asha')
    const provider = await user('Jonas', 'de')
    const id = await thread(asker.auth.userId, provider.auth.userId)
    const a = instance(first.db)
    const b = instance(second.db)
    await a.service.send(asker.auth, id, { text: 'Are you free on Sunday?' })
    await a.service.send(asker.auth, id, { text: 'Or Saturday?' })

    // Not yet 15 minutes: nothing.
    await Promise.all([a.digest(), b.digest()])
    expect(await mailTo(provider.email)).toHaveLength(0)

    await age(id, 16)
    const sent = await Promise.all([a.digest(), b.digest(), a.digest(), b.digest()])
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1)
    const mails = await mailTo(provider.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(messageDigestTexts.de.subject)
    expect(mails[0]?.text).toContain('Asha Test')
    // The message itself is not in the e-mail.
    expect(mails[0]?.text).not.toContain('Sunday')
    // One click turns these e-mails off: the recipient's signed link for new-message e-mails.
    expect(mails[0]?.unsubscribeUrl).toBe(a.notifications.unsubscribeUrl(provider.auth.userId, 'message_received'))
    expect(mails[0]?.unsubscribeUrl).toMatch(/^https?:\/\/[^ ]+unsubscribe/)
    expect(await mailTo(asker.email)).toHaveLength(0)

    // Read, then a new message left unread: one more.
    await a.service.read(provider.auth, id, 2)
    await a.service.send(asker.auth, id, { text: 'Hello?' })
    await age(id, 20)
    await Promise.all([a.digest(), b.digest()])
    expect(await mailTo(provider.email)).toHaveLength(2)
    // A read message is never digested.
    await a.service.send(provider.auth, id, { text: 'Yes, Sunday' })
    await a.service.read(asker.auth, id, 4)
    await age(id, 20)
    await Promise.all([a.digest(), b.digest()])
    expect(await mailTo(asker.email)).toHaveLength(0)
  })

  it('respects digestAllowed, and claims the digest even when it is not sent', async () => {
    const asker = await user('Kiran')
    const provider = await user('Mia')
    const id = await thread(asker.auth.userId, provider.auth.userId)
    const refusing = instance(first.db, { digestAllowed: async () => false })
    await refusing.service.send(asker.auth, id, { text: 'Hi' })
    await age(id, 16)
    expect(await refusing.digest()).toBe(0)
    expect(await instance(second.db).digest()).toBe(0)
    expect(await mailTo(provider.email)).toHaveLength(0)
  })

  it('notifies the recipient once per run of unread messages, naming the sender as they see them', async () => {
    const asker = await user('Ravi')
    const provider = await user('Lena')
    const id = await thread(asker.auth.userId, provider.auth.userId)
    /** The message notices each person has, oldest first, as "name → link". */
    const notified = async (userId: string) =>
      (
        await first.db
          .select({ params: notifications.params, link: notifications.link })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.event, 'message_received')))
          .orderBy(asc(notifications.id))
      ).map((row) => `${(row.params as { name: string }).name} → ${row.link}`)
    const a = instance(first.db)
    await a.service.send(asker.auth, id, { text: 'one' })
    await a.service.send(asker.auth, id, { text: 'two' })
    expect(await notified(provider.auth.userId)).toEqual([`Ravi Test → /messages/${id}`])
    await a.service.read(provider.auth, id, 2)
    await a.service.send(asker.auth, id, { text: 'three' })
    await a.service.send(provider.auth, id, { text: 'answer' })
    expect(await notified(provider.auth.userId)).toEqual([`Ravi Test → /messages/${id}`, `Ravi Test → /messages/${id}`])
    expect(await notified(asker.auth.userId)).toEqual([`Coach Test → /messages/${id}`])
  })
})
