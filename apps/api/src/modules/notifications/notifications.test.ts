import { createHmac } from 'node:crypto'
import { defaultNotificationMatrix, type NotificationEvent, type NotificationItem } from '@rally/shared'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLiveBus } from '../../adapters/live-bus/index.ts'
import { createCloudApiSender } from '../../adapters/whatsapp/cloud-api.ts'
import { type LoopbackWhatsApp, startLoopbackWhatsApp } from '../../adapters/whatsapp/loopback-whatsapp-server.ts'
import { whatsappTemplates } from '../../adapters/whatsapp/templates.ts'
import { createLiveEvents } from '../../db/live-events.ts'
import { liveEvents, mailOutbox, notifications, serverSecrets, users, whatsappOutbox } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { bookablesOf } from '../../test/bookables.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'
import { bookedPeopleLookups, bookerAccounts } from '../bookings/booking-contacts.ts'
import { createBookingRemindersService } from '../bookings/booking-reminders-service.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { createSessionNotifier } from '../mail/session-emails.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { withSessionNotifications } from './booking-notifications.ts'
import { createNotificationsRepository } from './notifications-repository.ts'
import { createNotificationsService, createUnsubscribeLinks } from './notifications-service.ts'
import { createWhatsAppOutboxWorker } from './whatsapp-outbox.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let twin: LoopbackWhatsApp
let worker: ReturnType<typeof createWhatsAppOutboxWorker>
type Person = Awaited<ReturnType<typeof signIn>>
let provider: Person
let booker: Person
let stranger: Person
let partnerId: string
let coachId: string
const quiet = { info() {}, warn() {}, error() {} }
const providerNumber = '+66812345678'
const bookerNumber = '+819012345678'
const day = 86_400_000

beforeAll(async () => {
  twin = await startLoopbackWhatsApp()
  const sender = createCloudApiSender({ apiUrl: twin.url, token: twin.token, phoneNumberId: twin.phoneNumberId })
  t = await createTestApp({ RATE_LIMITS: 'false', WHATSAPP_PROVIDER: 'twin' }, { whatsappSender: sender })
  worker = createWhatsAppOutboxWorker({
    repository: createNotificationsRepository(t.db),
    sender,
    logger: quiet,
  })
  ;[provider, booker, stranger] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)]
  // The provider reads Thai, the booker Japanese: each gets WhatsApp in their own language.
  await t.db.update(users).set({ language: 'th', firstName: 'Anan' }).where(eq(users.id, provider.userId))
  await t.db.update(users).set({ language: 'ja', firstName: 'Yuki' }).where(eq(users.id, booker.userId))
  partnerId = (
    await insertPartner(t.db, { userId: provider.userId, firstName: 'Anan', lastName: 'Chai', feeAmount: null })
  ).id
  coachId = (
    await insertCoach(t.db, {
      userId: provider.userId,
      firstName: 'Anan',
      lastName: 'Chai',
      email: 'anan@mail.example',
    })
  ).id
  for (const [person, number] of [
    [provider, providerNumber],
    [booker, bookerNumber],
  ] as const) {
    const saved = await saveSettings(person, { whatsappNumber: number, whatsappConsent: true })
    expect(saved.statusCode).toBe(200)
  }
})
afterAll(async () => {
  await t.close()
  await twin.close()
})

const saveSettings = (person: Person, change: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/me/notification-settings',
    headers: person.headers,
    payload: { channels: defaultNotificationMatrix, whatsappNumber: null, whatsappConsent: false, ...change },
  })
const list = async (person: Person, query = '') => {
  const response = await t.app.inject({ url: `/v1/me/notifications${query}`, headers: person.headers })
  expect(response.statusCode).toBe(200)
  return response.json() as { data: NotificationItem[]; nextCursor: string | null; unreadCount: number }
}
const newest = async (person: Person, event: NotificationEvent) =>
  (await list(person)).data.find((item) => item.event === event)

/** Sends the WhatsApp outbox and answers the twin's messages to `to` of this template, newest last. */
async function whatsappTo(to: string, template: string) {
  await worker.deliverDue()
  return twin.received().filter((message) => message.to === to && message.template === template)
}

const liveOf = (userId: string) => t.db.select().from(liveEvents).where(eq(liveEvents.userId, userId))

describe('the 8 events: in-app for the right person, WhatsApp in their language (Thai, Japanese)', () => {
  let requestId: string

  it('booking_requested → the provider (Thai), in the booking’s one statement', async () => {
    const liveBefore = (await liveOf(provider.userId)).length
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      headers: booker.headers,
      payload: {
        name: 'Yuki Tanaka',
        phone: '9012345678',
        whatsappNumber: '9012345678',
        countryCode: '+81',
        email: booker.email,
        sport: 'Tennis',
        bookingType: 'player',
        resourceId: partnerId,
      },
    })
    expect(response.statusCode).toBe(201)
    requestId = response.json().data._id ?? response.json().data.id
    const item = await newest(provider, 'booking_requested')
    expect(item).toMatchObject({ params: { name: 'Yuki Tanaka' }, link: '/inbox', readAt: null })
    // Its live event carries the item, to the provider only.
    const live = await liveOf(provider.userId)
    expect(live.length).toBe(liveBefore + 1)
    expect(live.at(-1)).toMatchObject({ type: 'notification', data: { id: item?.id, event: 'booking_requested' } })
    expect(await newest(booker, 'booking_requested')).toBeUndefined()
    const sent = await whatsappTo(providerNumber, 'rally_booking_requested')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ language: 'th' })
    expect(sent[0]?.text).toContain('Yuki Tanaka')
    expect(sent[0]?.text).toContain('ตอบกลับ STOP')
  })

  it('booking_accepted → the booker (Japanese)', async () => {
    expect(requestId).toBeTruthy()
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/v1/booking/${requestId}`,
      headers: provider.headers,
      payload: { status: 'accepted' },
    })
    expect(accepted.statusCode).toBe(200)
    expect(await newest(booker, 'booking_accepted')).toMatchObject({ params: { name: 'Anan Chai' } })
    expect(await newest(provider, 'booking_accepted')).toBeUndefined()
    const sent = await whatsappTo(bookerNumber, 'rally_booking_accepted')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ language: 'ja', params: ['Anan Chai', '—'] })
    expect(sent[0]?.text).toContain('STOP と返信')
  })

  it('booking_declined → the booker (Japanese)', async () => {
    const booking = await insertBooking(t.db, {
      resourceId: partnerId,
      userId: booker.userId,
      name: 'Yuki Tanaka',
      requestedEntityName: 'Anan Chai',
    })
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/v1/booking/${booking.id}`,
      headers: provider.headers,
      payload: { status: 'declined' },
    })
    expect(declined.statusCode).toBe(200)
    expect(await newest(booker, 'booking_declined')).toMatchObject({ params: { name: 'Anan Chai' } })
    const sent = await whatsappTo(bookerNumber, 'rally_booking_declined')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.language).toBe('ja')
  })

  describe('reschedules: to the other party', () => {
    const session = async (inDays: number) =>
      insertBooking(t.db, {
        resourceType: 'coach',
        bookingType: 'coach',
        resourceId: coachId,
        requestedEntityName: 'Anan Chai',
        name: 'Yuki Tanaka',
        userId: booker.userId,
        email: booker.email,
        status: 'accepted',
        preferredAt: new Date(Math.round((Date.now() + inDays * day) / 3_600_000) * 3_600_000),
        timeZone: 'Asia/Tokyo',
      })
    const propose = (person: Person, id: string, start: Date) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/booking/${id}/reschedule`,
        headers: person.headers,
        payload: { start: start.toISOString() },
      })
    const answer = (person: Person, id: string, proposalId: string, reply: 'accept' | 'decline') =>
      t.app.inject({
        method: 'POST',
        url: `/v1/booking/${id}/reschedule/${proposalId}`,
        headers: person.headers,
        payload: { answer: reply },
      })

    it('reschedule_proposed → the provider (Thai); reschedule_declined → the booker who proposed (Japanese)', async () => {
      const booking = await session(10)
      const start = new Date((booking.preferredAt as Date).getTime() + day)
      const proposed = await propose(booker, booking.id, start)
      expect(proposed.statusCode).toBe(201)
      expect(await newest(provider, 'reschedule_proposed')).toMatchObject({
        params: { name: 'Yuki Tanaka', startsAt: start.toISOString(), timeZone: 'Asia/Tokyo' },
      })
      const toProvider = await whatsappTo(providerNumber, 'rally_reschedule_proposed')
      expect(toProvider).toHaveLength(1)
      expect(toProvider[0]?.language).toBe('th')
      // The time as a Thai reader in the session's zone writes it.
      expect(toProvider[0]?.params[1]).toContain('Asia/Tokyo')

      const declined = await answer(provider, booking.id, proposed.json().data.id, 'decline')
      expect(declined.statusCode).toBe(200)
      expect(await newest(booker, 'reschedule_declined')).toMatchObject({ params: { name: 'Anan Chai' } })
      const toBooker = await whatsappTo(bookerNumber, 'rally_reschedule_declined')
      expect(toBooker).toHaveLength(1)
      expect(toBooker[0]?.language).toBe('ja')
    })

    it('reschedule_accepted → the provider who proposed (Thai)', async () => {
      const booking = await session(12)
      const start = new Date((booking.preferredAt as Date).getTime() + 2 * day)
      const proposed = await propose(provider, booking.id, start)
      expect(proposed.statusCode).toBe(201)
      expect(await newest(booker, 'reschedule_proposed')).toMatchObject({ params: { name: 'Anan Chai' } })
      const accepted = await answer(booker, booking.id, proposed.json().data.id, 'accept')
      expect(accepted.statusCode).toBe(200)
      expect(await newest(provider, 'reschedule_accepted')).toMatchObject({
        params: { name: 'Yuki Tanaka', startsAt: start.toISOString() },
      })
      const toProvider = await whatsappTo(providerNumber, 'rally_reschedule_accepted')
      expect(toProvider).toHaveLength(1)
      expect(toProvider[0]?.language).toBe('th')
      expect(await whatsappTo(bookerNumber, 'rally_reschedule_proposed')).toHaveLength(1)
    })

    it('an event’s e-mail switched off is not sent (the in-app one still is); switched on again, it is', async () => {
      const mailsToBooker = async () =>
        (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, booker.email))).length
      const channels = structuredClone(defaultNotificationMatrix)
      channels.reschedule_proposed.email = false
      await saveSettings(booker, { channels, whatsappNumber: bookerNumber, whatsappConsent: true })
      const booking = await session(14)
      const before = await mailsToBooker()
      const proposed = await propose(provider, booking.id, new Date((booking.preferredAt as Date).getTime() + day))
      expect(proposed.statusCode).toBe(201)
      expect(await mailsToBooker()).toBe(before)
      expect((await list(booker)).data[0]).toMatchObject({ event: 'reschedule_proposed' })

      await saveSettings(booker, { whatsappNumber: bookerNumber, whatsappConsent: true })
      const other = await session(16)
      await propose(provider, other.id, new Date((other.preferredAt as Date).getTime() + day))
      expect(await mailsToBooker()).toBe(before + 1)

      // That e-mail carries its one-click opt-out, which turns the event's e-mail off again.
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, booker.email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
      const url = new URL(mail?.unsubscribeUrl as string)
      expect(url.pathname).toBe('/v1/notifications/unsubscribe')
      const done = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(done.statusCode).toBe(200)
      expect(done.body).toContain('今後このメールは届きません')
      const settings = await t.app.inject({ url: '/v1/me/notification-settings', headers: booker.headers })
      expect(settings.json().data.channels.reschedule_proposed.email).toBe(false)
      await saveSettings(booker, { whatsappNumber: bookerNumber, whatsappConsent: true })
    })
  })

  it('session_reminder → both parties, each in their language', async () => {
    const start = new Date(Date.now() + 40 * day)
    const booking = await insertBooking(t.db, {
      resourceType: 'coach',
      bookingType: 'coach',
      resourceId: coachId,
      requestedEntityName: 'Anan Chai',
      name: 'Yuki Tanaka',
      userId: booker.userId,
      email: booker.email,
      status: 'accepted',
      preferredAt: start,
      timeZone: 'Asia/Bangkok',
    })
    // The reminders as app.ts wires them, on this database, at the moment the 24-hour one is due.
    const people = createUserDirectoryRepository(t.db)
    const booked = bookedPeopleLookups(bookablesOf(t.db), people)
    const service = createNotificationsService({
      db: t.db,
      repository: createNotificationsRepository(t.db),
      liveEvents: createLiveEvents(createMemoryLiveBus()),
      people,
      whatsappOn: true,
      unsubscribeLinks: createUnsubscribeLinks(Buffer.from('test')),
    })
    const reminders = createBookingRemindersService({
      db: t.db,
      notifier: withSessionNotifications(
        createSessionNotifier({
          outbox: createOutboxWriter(),
          bookedPerson: booked.contacts,
          bookerAccount: bookerAccounts(people),
          publicUrl: 'http://rally.test',
        }),
        { notifier: service.notifier, bookedAccount: booked.accounts },
      ),
      clock: () => new Date(start.getTime() - day + 60_000),
    })
    expect(await reminders.sendDue()).toBeGreaterThanOrEqual(1)
    const forBooker = (await list(booker)).data.filter(
      (item) => item.event === 'session_reminder' && item.params.startsAt === start.toISOString(),
    )
    const forProvider = (await list(provider)).data.filter(
      (item) => item.event === 'session_reminder' && item.params.startsAt === start.toISOString(),
    )
    expect(forBooker).toHaveLength(1)
    expect(forBooker[0]?.params.name).toBe('Anan Chai')
    expect(forProvider).toHaveLength(1)
    expect(forProvider[0]?.params.name).toBe('Yuki Tanaka')
    expect(booking.id).toBeTruthy()
    const th = await whatsappTo(providerNumber, 'rally_session_reminder')
    const ja = await whatsappTo(bookerNumber, 'rally_session_reminder')
    expect(th.at(-1)?.language).toBe('th')
    expect(ja.at(-1)?.language).toBe('ja')
    expect(ja.at(-1)?.text).toContain('Anan Chai')
  })

  it('message_received → the recipient of a message sent through the API, in their language, naming the sender', async () => {
    const post = (person: Person, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: person.headers, payload })
    const opened = await post(booker, '/v1/conversations', { kind: 'coach', id: coachId })
    expect(opened.statusCode).toBe(201)
    const conversationId = opened.json().data.id as string
    const messages = `/v1/conversations/${conversationId}/messages`
    expect((await post(booker, messages, { text: 'Do you teach the slice?' })).statusCode).toBe(201)
    // The provider reads Thai and is told of the booker by their name.
    expect(await newest(provider, 'message_received')).toMatchObject({
      params: { name: expect.stringContaining('Yuki'), conversationId },
      link: `/messages/${conversationId}`,
    })
    const th = await whatsappTo(providerNumber, 'rally_message_received')
    expect(th.at(-1)).toMatchObject({ language: 'th', params: [expect.stringContaining('Yuki')] })
    // The booker reads Japanese and is told of the provider by their profile's name.
    expect((await post(provider, messages, { text: 'Yes' })).statusCode).toBe(201)
    expect(await newest(booker, 'message_received')).toMatchObject({ params: { name: 'Anan Chai', conversationId } })
    const ja = await whatsappTo(bookerNumber, 'rally_message_received')
    expect(ja.at(-1)).toMatchObject({ language: 'ja', params: ['Anan Chai'] })

    // One notice a conversation in the bell until it is read: a new run of unread messages adds none.
    const messageNotices = async (person: Person) =>
      (await list(person)).data.filter(
        (item) => item.event === 'message_received' && item.params.conversationId === conversationId,
      )
    expect((await post(booker, messages, { text: 'And the kick serve?' })).statusCode).toBe(201)
    expect((await messageNotices(provider)).map((item) => item.readAt)).toEqual([null])
    // Reading the conversation to its end reads its notice; the next message is in the bell again, but within
    // the hour not on WhatsApp again.
    expect((await post(provider, `/v1/conversations/${conversationId}/read`, { seq: 3 })).statusCode).toBe(200)
    expect((await messageNotices(provider)).map((item) => item.readAt === null)).toEqual([false])
    expect((await post(booker, messages, { text: 'Or the drop shot?' })).statusCode).toBe(201)
    expect((await messageNotices(provider)).map((item) => item.readAt === null)).toEqual([true, false])
    expect(await whatsappTo(providerNumber, 'rally_message_received')).toHaveLength(th.length)
  })
})

describe('settings', () => {
  it('defaults: everything in-app and by e-mail, WhatsApp off until a number and consent', async () => {
    const response = await t.app.inject({ url: '/v1/me/notification-settings', headers: stranger.headers })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      channels: defaultNotificationMatrix,
      whatsappNumber: null,
      whatsappConsentAt: null,
      whatsappStoppedAt: null,
    })
  })

  it('refuses a number without its country code, and consent without a number, with field errors', async () => {
    const bad = await saveSettings(stranger, { whatsappNumber: '0812345678', whatsappConsent: true })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.whatsappNumber).toMatch(/country code/)
    const none = await saveSettings(stranger, { whatsappConsent: true })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields.whatsappNumber).toBeTruthy()
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/notification-settings',
      headers: stranger.headers,
      payload: { channels: { booking_requested: { inApp: true } }, whatsappConsent: false },
    })
    expect(partial.statusCode).toBe(400)
  })

  it('keeps the consent’s time; a required e-mail stays on', async () => {
    const channels = structuredClone(defaultNotificationMatrix)
    channels.booking_accepted.email = false
    channels.session_reminder.email = false
    const saved = await saveSettings(stranger, { channels, whatsappNumber: '+60 12-345 6789', whatsappConsent: true })
    expect(saved.statusCode).toBe(200)
    const data = saved.json().data
    expect(data.whatsappNumber).toBe('+60123456789')
    expect(data.whatsappConsentAt).toBeTruthy()
    expect(data.channels.booking_accepted.email).toBe(true)
    expect(data.channels.session_reminder.email).toBe(false)
    const again = await saveSettings(stranger, { channels, whatsappNumber: '+60123456789', whatsappConsent: true })
    expect(again.json().data.whatsappConsentAt).toBe(data.whatsappConsentAt)
    const withdrawn = await saveSettings(stranger, { channels, whatsappNumber: '+60123456789', whatsappConsent: false })
    expect(withdrawn.json().data.whatsappConsentAt).toBeNull()
  })

  it('an event switched off in-app or on WhatsApp sends nothing there; no consent → no WhatsApp', async () => {
    const service = createNotificationsService({
      db: t.db,
      repository: createNotificationsRepository(t.db),
      liveEvents: createLiveEvents(createMemoryLiveBus()),
      people: createUserDirectoryRepository(t.db),
      whatsappOn: true,
      unsubscribeLinks: createUnsubscribeLinks(Buffer.from('test')),
    })
    const person = await signIn(t.app)
    const number = '+6591234567'
    const channels = structuredClone(defaultNotificationMatrix)
    channels.message_received = { inApp: false, email: false, whatsapp: true }
    channels.session_reminder = { inApp: true, email: true, whatsapp: false }
    expect((await saveSettings(person, { channels, whatsappNumber: number, whatsappConsent: true })).statusCode).toBe(
      200,
    )
    const notify = (event: NotificationEvent) =>
      t.db.transaction((tx) =>
        service.notifier.notify(tx, { userId: person.userId, event, params: { name: 'Kai' }, link: '/bookings' }),
      )
    await notify('message_received')
    await notify('session_reminder')
    const items = (await list(person)).data
    expect(items.map((item) => item.event)).toEqual(['session_reminder'])
    expect((await whatsappTo(number, 'rally_message_received')).length).toBe(1)
    expect((await whatsappTo(number, 'rally_session_reminder')).length).toBe(0)
    expect(
      await t.db.transaction((tx) => service.notifier.allows(tx, person.userId, 'session_reminder', 'whatsapp')),
    ).toBe(false)
    expect(
      await t.db.transaction((tx) => service.notifier.allows(tx, person.userId, 'message_received', 'inApp')),
    ).toBe(false)

    // Consent withdrawn: nothing more on WhatsApp, whatever the matrix says.
    await saveSettings(person, { channels, whatsappNumber: number, whatsappConsent: false })
    await notify('message_received')
    expect((await whatsappTo(number, 'rally_message_received')).length).toBe(1)
    expect(
      await t.db.transaction((tx) => service.notifier.allows(tx, person.userId, 'message_received', 'whatsapp')),
    ).toBe(false)
  })
})

describe('reading: own notifications only', () => {
  it('pages newest first with a cursor and counts the unread', async () => {
    const first = await list(provider, '?limit=2')
    expect(first.data).toHaveLength(2)
    expect(Number(first.data[0]?.id)).toBeGreaterThan(Number(first.data[1]?.id))
    expect(first.nextCursor).toBe(first.data[1]?.id)
    const second = await list(provider, `?limit=2&cursor=${first.nextCursor}`)
    expect(Number(second.data[0]?.id)).toBeLessThan(Number(first.data[1]?.id))
    expect(first.unreadCount).toBeGreaterThanOrEqual(3)
    const bad = await t.app.inject({ url: '/v1/me/notifications?limit=500', headers: provider.headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.limit).toBeTruthy()
  })

  it('marks read: own ids → the count drops and a notifications-read live event; another’s id → 404, nothing marked', async () => {
    const before = await list(provider)
    const mine = before.data[0]?.id as string
    const theirs = (await list(booker)).data[0]?.id as string
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/me/notifications/read',
      headers: provider.headers,
      payload: { ids: [mine, theirs] },
    })
    expect(refused.statusCode).toBe(404)
    expect((await list(provider)).unreadCount).toBe(before.unreadCount)
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, Number(theirs)))
    expect(row?.readAt).toBeNull()

    const read = await t.app.inject({
      method: 'POST',
      url: '/v1/me/notifications/read',
      headers: provider.headers,
      payload: { ids: [mine] },
    })
    expect(read.statusCode).toBe(200)
    expect(read.json().data.unreadCount).toBe(before.unreadCount - 1)
    expect((await liveOf(provider.userId)).at(-1)).toMatchObject({ type: 'notifications-read', data: {} })

    const all = await t.app.inject({ method: 'POST', url: '/v1/me/notifications/read-all', headers: provider.headers })
    expect(all.json().data.unreadCount).toBe(0)
    expect((await list(provider)).unreadCount).toBe(0)
    expect((await list(booker)).unreadCount).toBeGreaterThan(0)
  })

  it('refuses bad ids with a field error, and the anonymous with 401', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/me/notifications/read',
      headers: provider.headers,
      payload: { ids: ['abc'] },
    })
    expect(bad.statusCode).toBe(400)
    for (const [method, url] of [
      ['GET', '/v1/me/notifications'],
      ['POST', '/v1/me/notifications/read'],
      ['POST', '/v1/me/notifications/read-all'],
      ['GET', '/v1/me/notification-settings'],
      ['PUT', '/v1/me/notification-settings'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('the WhatsApp webhook', () => {
  const secretOf = async (name: string) => {
    const [row] = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
    return Buffer.from(row?.secret as string, 'base64').toString('hex')
  }

  it('answers the verification challenge only with the verify token', async () => {
    const token = await secretOf('whatsapp-twin-verify-token')
    const good = await t.app.inject({
      url: `/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    })
    expect(good.statusCode).toBe(200)
    expect(good.body).toBe('1158201444')
    const bad = await t.app.inject({
      url: '/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444',
    })
    expect(bad.statusCode).toBe(403)
  })

  it('a STOP with a good signature opts the number out; a bad signature changes nothing', async () => {
    const secret = await secretOf('whatsapp-twin-app-secret')
    const person = await signIn(t.app)
    const number = '+447700900123'
    await saveSettings(person, { whatsappNumber: number, whatsappConsent: true })
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [{ from: number.slice(1), id: 'wamid.in', type: 'text', text: { body: ' stop ' } }],
              },
            },
          ],
        },
      ],
    })
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      })
    const forged = await post(`sha256=${createHmac('sha256', 'not-the-secret').update(body).digest('hex')}`)
    expect(forged.statusCode).toBe(401)
    expect((await post('')).statusCode).toBe(401)
    const settings = () => t.app.inject({ url: '/v1/me/notification-settings', headers: person.headers })
    expect((await settings()).json().data.whatsappStoppedAt).toBeNull()

    // A message queued before the STOP is not sent after it.
    await t.db.transaction((tx) =>
      notifierNotify(tx, { userId: person.userId, event: 'message_received', params: { name: 'Kai' }, link: '/' }),
    )
    const good = await post(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`)
    expect(good.statusCode).toBe(200)
    expect(await whatsappTo(number, 'rally_message_received')).toHaveLength(0)
    expect((await settings()).json().data.whatsappStoppedAt).toBeTruthy()
    expect(await t.db.transaction((tx) => notifierAllows(tx, person.userId))).toBe(false)
    // Consent given again restarts it.
    await saveSettings(person, { whatsappNumber: number, whatsappConsent: true })
    expect((await settings()).json().data.whatsappStoppedAt).toBeNull()
  })
})

function standaloneService() {
  return createNotificationsService({
    db: t.db,
    repository: createNotificationsRepository(t.db),
    liveEvents: createLiveEvents(createMemoryLiveBus()),
    people: createUserDirectoryRepository(t.db),
    whatsappOn: true,
    unsubscribeLinks: createUnsubscribeLinks(Buffer.from('test')),
  })
}
const notifierNotify: ReturnType<typeof standaloneService>['notifier']['notify'] = (tx, notice) =>
  standaloneService().notifier.notify(tx, notice)

/** Whether the app's own notifier would write this person a WhatsApp message (read through the settings it saves). */
async function notifierAllows(tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0], userId: string) {
  const service = createNotificationsService({
    db: t.db,
    repository: createNotificationsRepository(t.db),
    liveEvents: createLiveEvents(createMemoryLiveBus()),
    people: createUserDirectoryRepository(t.db),
    whatsappOn: true,
    unsubscribeLinks: createUnsubscribeLinks(Buffer.from('test')),
  })
  return service.notifier.allows(tx, userId, 'booking_accepted', 'whatsapp')
}

describe('the WhatsApp outbox and the twin', () => {
  it('sends each message once, retrying with backoff after failures', async () => {
    let now = new Date()
    const sender = createCloudApiSender({ apiUrl: twin.url, token: twin.token, phoneNumberId: twin.phoneNumberId })
    const repository = createNotificationsRepository(t.db)
    const clocked = createWhatsAppOutboxWorker({ repository, sender, logger: quiet, clock: () => now })
    await worker.deliverDue()
    const to = '+6281234567890'
    const reader = await signIn(t.app)
    await saveSettings(reader, { whatsappNumber: to, whatsappConsent: true })
    await repository.enqueueWhatsApp(
      t.db,
      [{ userId: booker.userId, to, template: 'rally_message_received', language: 'id', params: ['Budi'] }],
      now,
    )
    twin.failNext(2, 503)
    expect(await clocked.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    // Not due again until its backoff has passed.
    expect(await clocked.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    now = new Date(now.getTime() + 31_000)
    expect(await clocked.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    now = new Date(now.getTime() + 2 * 60_000 + 1000)
    // Two runs at once: the row is claimed by one of them.
    const reports = await Promise.all([clocked.deliverDue(), clocked.deliverDue()])
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1)
    expect(twin.received().filter((message) => message.to === to)).toHaveLength(1)
    const [row] = await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, to))
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
    expect(row?.providerMessageId).toMatch(/^wamid\./)
  })

  it('the twin refuses a wrong token, phone number id, unknown template or language, and a wrong parameter count', async () => {
    const send = (
      overrides: { token?: string; phoneNumberId?: string },
      template: string,
      language: string,
      params: string[],
    ) =>
      createCloudApiSender({
        apiUrl: twin.url,
        token: overrides.token ?? twin.token,
        phoneNumberId: overrides.phoneNumberId ?? twin.phoneNumberId,
      }).sendTemplate({ to: '+66812345678', template, language, params })
    await expect(send({ token: 'nope' }, 'rally_message_received', 'th', ['A'])).rejects.toMatchObject({ status: 401 })
    await expect(send({ phoneNumberId: '1' }, 'rally_message_received', 'th', ['A'])).rejects.toMatchObject({
      status: 400,
    })
    await expect(send({}, 'rally_nothing', 'th', ['A'])).rejects.toMatchObject({ status: 404, retryable: false })
    await expect(send({}, 'rally_message_received', 'xx', ['A'])).rejects.toMatchObject({ status: 404 })
    await expect(send({}, 'rally_message_received', 'th', ['A', 'B'])).rejects.toMatchObject({ status: 400 })
    await expect(send({}, 'rally_message_received', 'ja', ['A'])).resolves.toMatchObject({
      messageId: expect.any(String),
    })
  })

  it('has the 8 templates in the 13 languages, each ending with the opt-out', () => {
    expect(whatsappTemplates).toHaveLength(8 * 13)
    for (const template of whatsappTemplates) expect(template.body).toMatch(/STOP/)
  })
})

describe('one-click unsubscribe', () => {
  it('a signed link turns that event’s e-mail off (POST), never on GET; a forged one is refused', async () => {
    const person = await signIn(t.app)
    const secret = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'unsubscribe-links'))
    const links = createUnsubscribeLinks(Buffer.from(secret[0]?.secret as string, 'base64'))
    const token = links.token(person.userId, 'session_reminder')
    const page = await t.app.inject({ url: `/v1/notifications/unsubscribe?token=${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<form method="post"')
    const settings = async () =>
      (await t.app.inject({ url: '/v1/me/notification-settings', headers: person.headers })).json().data
    expect((await settings()).channels.session_reminder.email).toBe(true)
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    expect((await settings()).channels.session_reminder).toEqual({ inApp: true, email: false, whatsapp: true })
    const forged = await t.app.inject({
      method: 'POST',
      url: `/v1/notifications/unsubscribe?token=${token.slice(0, -2)}xx`,
    })
    expect(forged.statusCode).toBe(404)
  })
})
