import type { Conversation, ConversationList, Message, MessagePage } from '@rally/shared'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, conversationMessages, liveEvents, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'
import { pictureOf } from '../../test/images.ts'
import { insertAcademy } from '../../test/jobs.ts'
import { file, multipart } from '../../test/multipart.ts'

type Person = Awaited<ReturnType<typeof signIn>>
let t: Awaited<ReturnType<typeof createTestApp>>
let asker: Person
let provider: Person
let stranger: Person
let booker: Person
let admin: Person
let partnerId: string
let coachId: string
let academyId: string

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

async function open(who: Person, body: Record<string, string>) {
  const response = await call(who, 'POST', '/v1/conversations', body)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: Conversation }).data
}
const send = (who: Person, id: string, body: Record<string, unknown>) =>
  call(who, 'POST', `/v1/conversations/${id}/messages`, body)
const messageCount = async (conversationId: string) =>
  (await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId))).length

async function setName(person: Person, firstName: string, lastName: string) {
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, person.userId))
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  asker = await signIn(t.app, 'player')
  provider = await signIn(t.app, 'coach')
  stranger = await signIn(t.app, 'new')
  booker = await signIn(t.app, 'new')
  admin = await signIn(t.app, 'new')
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  await setName(asker, 'Asha', 'Verma')
  await setName(stranger, 'Sam', 'Stranger')
  await setName(booker, 'Bina', 'Booker')
  partnerId = (await insertPartner(t.db, { userId: provider.userId, firstName: 'Pia', lastName: 'Partner' })).id
  coachId = (await insertCoach(t.db, { userId: provider.userId, firstName: 'Carl', lastName: 'Coach' })).id
  academyId = (await insertAcademy(t.db, { ownerUserId: provider.userId, name: 'Smash Academy', isApproved: true })).id
}, 120_000)
afterAll(async () => {
  await t?.close()
})

describe('opening a conversation', () => {
  it('opens one question thread per asker and provider profile, and returns it again', async () => {
    const first = await open(asker, { kind: 'partner', id: partnerId })
    const again = await open(asker, { kind: 'partner', id: partnerId })
    expect(again.id).toBe(first.id)
    expect(first).toMatchObject({
      kind: 'question',
      subject: { kind: 'partner', id: partnerId, name: 'Pia Partner' },
      other: { id: provider.userId, name: 'Pia Partner' },
      blocked: 'none',
      limited: false,
      closed: false,
    })
    const coach = await open(asker, { kind: 'coach', id: coachId })
    expect(coach.id).not.toBe(first.id)
    const academy = await open(asker, { kind: 'academy', id: academyId })
    expect(academy.other.name).toBe('Smash Academy')
  })

  it('shows only public names: never an e-mail or a phone, before or after a booking', async () => {
    const thread = await open(asker, { kind: 'partner', id: partnerId })
    const seenByProvider = (await call(provider, 'GET', `/v1/conversations/${thread.id}`)).body
    expect(JSON.parse(seenByProvider).data.other).toEqual({ id: asker.userId, name: 'Asha Verma', picture: null })
    for (const body of [seenByProvider, (await call(asker, 'GET', '/v1/conversations')).body]) {
      expect(body).not.toContain('@')
      expect(body).not.toContain('9845012345')
    }
  })

  it('refuses one’s own profile, an unknown profile and invalid input', async () => {
    expect((await call(provider, 'POST', '/v1/conversations', { kind: 'partner', id: partnerId })).statusCode).toBe(403)
    const unknown = { kind: 'coach', id: '00000000-0000-4000-8000-000000000009' }
    expect((await call(asker, 'POST', '/v1/conversations', unknown)).statusCode).toBe(404)
    expect((await call(asker, 'POST', '/v1/conversations', { kind: 'shop', id: partnerId })).statusCode).toBe(400)
    expect((await call(null, 'POST', '/v1/conversations', { kind: 'partner', id: partnerId })).statusCode).toBe(401)
  })

  it('opens a booking’s thread for its booker and the provider, and for nobody else', async () => {
    const booking = await insertBooking(t.db, { resourceId: partnerId, userId: booker.userId, status: 'accepted' })
    const byBooker = await open(booker, { bookingId: booking.id })
    const byProvider = await open(provider, { bookingId: booking.id })
    expect(byProvider.id).toBe(byBooker.id)
    expect(byBooker.booking).toMatchObject({ id: booking.id, role: 'booker', status: 'accepted' })
    expect(byProvider.booking?.role).toBe('provider')
    expect(byProvider.other.name).toBe('Bina Booker')
    expect((await call(stranger, 'POST', '/v1/conversations', { bookingId: booking.id })).statusCode).toBe(404)
  })
})

describe('the access matrix: only the two parties read or write a thread', () => {
  it('answers 404 to anyone else on every thread endpoint, and 401 to the anonymous', async () => {
    const thread = await open(asker, { kind: 'coach', id: coachId })
    await send(asker, thread.id, { text: 'Hello coach' })
    const calls: [string, 'GET' | 'POST', string, unknown?][] = [
      ['read', 'GET', `/v1/conversations/${thread.id}`],
      ['messages', 'GET', `/v1/conversations/${thread.id}/messages`],
      ['send', 'POST', `/v1/conversations/${thread.id}/messages`, { text: 'Intruder' }],
      ['mark read', 'POST', `/v1/conversations/${thread.id}/read`, { seq: 1 }],
      ['report', 'POST', '/v1/reports', { conversationId: thread.id, reason: 'spam' }],
    ]
    for (const [name, method, url, body] of calls) {
      for (const other of [stranger, booker, admin]) {
        const response = await call(other, method, url, body)
        expect(response.statusCode, `${name} by another user`).toBe(404)
      }
      expect((await call(null, method, url, body)).statusCode, `${name} anonymous`).toBe(401)
      const party = await call(provider, method, url, body)
      expect(party.statusCode, `${name} by a party`).toBeLessThan(300)
    }
    expect(await messageCount(thread.id)).toBe(2)
    // A made-up id is the same 404 as another person's.
    const unknown = '00000000-0000-4000-8000-000000000001'
    expect((await call(asker, 'GET', `/v1/conversations/${unknown}`)).statusCode).toBe(404)
    // The list holds only one's own threads.
    const list = (await call(stranger, 'GET', '/v1/conversations')).json() as ConversationList
    expect(list.data.map((item) => item.id)).not.toContain(thread.id)
  })

  it('lets operators read a thread only through a report in the console', async () => {
    const thread = await open(asker, { kind: 'academy', id: academyId })
    expect((await call(admin, 'GET', `/v1/conversations/${thread.id}/messages`)).statusCode).toBe(404)
    expect((await call(asker, 'GET', '/v1/console/reports')).statusCode).toBe(403)
    expect((await call(admin, 'GET', '/v1/console/reports')).statusCode).toBe(200)
  })
})

describe('messages', () => {
  it('stores and returns texts exactly as typed, markup and javascript: links included', async () => {
    const booking = await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      userId: asker.userId,
      status: 'accepted',
    })
    const thread = await open(asker, { bookingId: booking.id })
    const texts = [
      '<script>alert(1)</script>',
      '[click](javascript:alert(document.cookie))',
      '<img src=x onerror=alert(1)> & "quotes" \'single\'',
      '  spaced  \n  lines  ',
    ]
    for (const text of texts) {
      const response = await send(asker, thread.id, { text })
      expect(response.statusCode, response.body).toBe(201)
      expect((response.json() as { data: Message }).data.text).toBe(text)
    }
    const page = (await call(provider, 'GET', `/v1/conversations/${thread.id}/messages`)).json() as MessagePage
    expect(page.data.map((message) => message.text)).toEqual(texts)
    expect(page.data.map((message) => message.seq)).toEqual([1, 2, 3, 4])
  })

  it('refuses an empty or too long text, and stores nothing', async () => {
    const booking = await insertBooking(t.db, { resourceId: partnerId, userId: asker.userId, status: 'completed' })
    const thread = await open(asker, { bookingId: booking.id })
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(4001) }, { text: 5 }]) {
      expect((await send(asker, thread.id, body)).statusCode).toBe(400)
    }
    expect((await send(asker, thread.id, { text: ` ${'x'.repeat(4000)} ` })).statusCode).toBe(201)
    expect(await messageCount(thread.id)).toBe(1)
  })

  it('attaches the sender’s own picture, and refuses another’s upload or another kind of file', async () => {
    const booking = await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      userId: booker.userId,
      status: 'accepted',
    })
    const thread = await open(booker, { bookingId: booking.id })
    const upload = async (who: Person, kind: string, body: Buffer, name: string, type: string) => {
      const form = multipart(file(name, type, body))
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/uploads?kind=${kind}`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      })
      expect(response.statusCode, response.body).toBe(201)
      return (response.json() as { data: { url: string } }).data.url
    }
    const png = await pictureOf('png')
    const mine = await upload(booker, 'image', png, 'court.png', 'image/png')
    const sent = await send(booker, thread.id, { attachment: mine })
    expect(sent.statusCode, sent.body).toBe(201)
    expect((sent.json() as { data: Message }).data.attachment).toMatchObject({ url: mine, contentType: 'image/png' })

    const theirs = await upload(provider, 'image', png, 'theirs.png', 'image/png')
    const refused = await send(booker, thread.id, { text: 'look', attachment: theirs })
    expect(refused.statusCode).toBe(400)
    const avatar = await upload(booker, 'avatar', png, 'me.png', 'image/png')
    expect((await send(booker, thread.id, { attachment: avatar })).statusCode).toBe(400)
    const missing = mine.replace(/[0-9a-f]{32}/, '0'.repeat(32))
    expect((await send(booker, thread.id, { attachment: missing })).statusCode).toBe(400)
    expect((await send(booker, thread.id, { attachment: 'javascript:alert(1)' })).statusCode).toBe(400)
    expect(await messageCount(thread.id)).toBe(1)
  })

  it('pages messages by seq and the list by the newest message, with unread counts and read receipts', async () => {
    const pager = await signIn(t.app, 'new')
    const partner = await insertPartner(t.db, { userId: pager.userId, firstName: 'Paging', lastName: 'Partner' })
    const booking = await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId, status: 'accepted' })
    const thread = await open(asker, { bookingId: booking.id })
    const provider = pager
    for (let index = 1; index <= 7; index++) {
      expect((await send(asker, thread.id, { text: `message ${index}` })).statusCode).toBe(201)
    }
    const first = (await call(provider, 'GET', `/v1/conversations/${thread.id}/messages?limit=3`)).json() as MessagePage
    expect(first.data.map((message) => message.seq)).toEqual([5, 6, 7])
    const second = (
      await call(provider, 'GET', `/v1/conversations/${thread.id}/messages?limit=3&before=${first.nextCursor}`)
    ).json() as MessagePage
    expect(second.data.map((message) => message.seq)).toEqual([2, 3, 4])
    const last = (
      await call(provider, 'GET', `/v1/conversations/${thread.id}/messages?limit=3&before=${second.nextCursor}`)
    ).json() as MessagePage
    expect(last).toMatchObject({ nextCursor: null })
    expect(last.data.map((message) => message.seq)).toEqual([1])
    expect((await call(provider, 'GET', `/v1/conversations/${thread.id}/messages?before=abc`)).statusCode).toBe(400)

    const list = (await call(provider, 'GET', '/v1/conversations?limit=1')).json() as ConversationList
    expect(list.data[0]).toMatchObject({ id: thread.id, unreadCount: 7, lastMessage: { text: 'message 7' } })
    // The asker has many threads: this one, the newest, on the first page only.
    const mine = (await call(asker, 'GET', '/v1/conversations?limit=1')).json() as ConversationList
    expect(mine.data.map((item) => item.id)).toEqual([thread.id])
    expect(mine.nextCursor).not.toBeNull()
    const rest = (await call(asker, 'GET', `/v1/conversations?cursor=${mine.nextCursor}`)).json() as ConversationList
    expect(rest.data.length).toBeGreaterThan(1)
    expect(rest.data.map((item) => item.id)).not.toContain(thread.id)
    const times = rest.data.map((item) => item.updatedAt)
    expect(times).toEqual([...times].sort().reverse())
    const before = (await call(provider, 'GET', '/v1/conversations/unread-count')).json().data.count as number
    expect(before).toBeGreaterThanOrEqual(7)

    const read = await call(provider, 'POST', `/v1/conversations/${thread.id}/read`, { seq: 5 })
    expect(read.json().data.readSeq).toBe(5)
    // Never back, never past the last message.
    expect((await call(provider, 'POST', `/v1/conversations/${thread.id}/read`, { seq: 2 })).json().data.readSeq).toBe(
      5,
    )
    expect((await call(provider, 'POST', `/v1/conversations/${thread.id}/read`, { seq: 99 })).json().data.readSeq).toBe(
      7,
    )
    const after = (await call(provider, 'GET', '/v1/conversations/unread-count')).json().data.count as number
    expect(after).toBe(before - 7)
    const seenBy = (await call(asker, 'GET', `/v1/conversations/${thread.id}`)).json() as { data: Conversation }
    expect(seenBy.data.otherReadSeq).toBe(7)
  })

  it('writes a live message event for both parties, and a read receipt for the other party', async () => {
    const thread = await open(stranger, { kind: 'coach', id: coachId })
    const response = await send(stranger, thread.id, { text: 'Live hello' })
    const message = (response.json() as { data: Message }).data
    const events = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'message'), inArray(liveEvents.userId, [stranger.userId, provider.userId])))
    const forThis = events.filter((event) => (event.data as { message: Message }).message.id === message.id)
    expect(forThis.map((event) => event.userId).sort()).toEqual([stranger.userId, provider.userId].sort())
    expect(forThis[0]?.data).toEqual({ conversationId: thread.id, message })

    await call(provider, 'POST', `/v1/conversations/${thread.id}/read`, { seq: message.seq })
    const receipts = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'conversation-read'), eq(liveEvents.userId, stranger.userId)))
    expect(receipts.map((event) => event.data)).toContainEqual({
      conversationId: thread.id,
      readerId: provider.userId,
      seq: message.seq,
    })
  })
})

describe('safety', () => {
  it('lets a stranger send one message until the provider answers (409, nothing stored)', async () => {
    const newcomer = await signIn(t.app, 'new')
    const thread = await open(newcomer, { kind: 'partner', id: partnerId })
    expect((await send(newcomer, thread.id, { text: 'Are you free on Sunday?' })).statusCode).toBe(201)
    const second = await send(newcomer, thread.id, { text: 'Hello??' })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('CONVERSATION_STRANGER_LIMIT')
    expect(await messageCount(thread.id)).toBe(1)
    expect((await call(newcomer, 'GET', `/v1/conversations/${thread.id}`)).json().data.limited).toBe(true)

    expect((await send(provider, thread.id, { text: 'Yes, I am.' })).statusCode).toBe(201)
    expect((await send(newcomer, thread.id, { text: 'Great!' })).statusCode).toBe(201)
    expect((await call(newcomer, 'GET', `/v1/conversations/${thread.id}`)).json().data.limited).toBe(false)
  })

  it('lets someone who booked the provider write again before an answer', async () => {
    const regular = await signIn(t.app, 'new')
    await insertBooking(t.db, { resourceId: partnerId, userId: regular.userId, status: 'completed' })
    const thread = await open(regular, { kind: 'partner', id: partnerId })
    expect((await send(regular, thread.id, { text: 'one' })).statusCode).toBe(201)
    expect((await send(regular, thread.id, { text: 'two' })).statusCode).toBe(201)
  })

  it('blocks both ways (403, nothing stored) until unblocked', async () => {
    const booking = await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      userId: stranger.userId,
      status: 'accepted',
    })
    const thread = await open(stranger, { bookingId: booking.id })
    expect((await send(stranger, thread.id, { text: 'before' })).statusCode).toBe(201)
    expect((await call(provider, 'PUT', `/v1/blocks/${stranger.userId}`)).statusCode).toBe(204)
    for (const who of [stranger, provider]) {
      const refused = await send(who, thread.id, { text: 'after' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('CONVERSATION_BLOCKED')
    }
    expect((await call(provider, 'GET', `/v1/conversations/${thread.id}`)).json().data.blocked).toBe('byMe')
    expect((await call(stranger, 'GET', `/v1/conversations/${thread.id}`)).json().data.blocked).toBe('byThem')
    expect(await messageCount(thread.id)).toBe(1)
    // Nobody blocks themselves, nor someone they never talked to.
    expect((await call(provider, 'PUT', `/v1/blocks/${provider.userId}`)).statusCode).toBe(400)
    expect((await call(admin, 'PUT', `/v1/blocks/${stranger.userId}`)).statusCode).toBe(404)
    expect((await call(provider, 'DELETE', `/v1/blocks/${stranger.userId}`)).statusCode).toBe(204)
    expect((await send(stranger, thread.id, { text: 'again' })).statusCode).toBe(201)
  })

  it('takes a report to the console, whose read is in the audit log; closing the thread stops it', async () => {
    const thread = await open(asker, { kind: 'partner', id: partnerId })
    const sent = await send(provider, thread.id, { text: 'Send me your card number' })
    const messageId = (sent.json() as { data: Message }).data.id
    const reported = await call(asker, 'POST', '/v1/reports', {
      conversationId: thread.id,
      messageId,
      reason: 'scam',
      note: 'Asked for card details',
    })
    expect(reported.statusCode, reported.body).toBe(201)
    const reportId = reported.json().data.id as string
    expect(
      (await call(asker, 'POST', '/v1/reports', { conversationId: thread.id, messageId: '999999', reason: 'spam' }))
        .statusCode,
    ).toBe(400)
    expect((await call(asker, 'POST', '/v1/reports', { conversationId: thread.id, reason: 'nope' })).statusCode).toBe(
      400,
    )

    const open_ = (await call(admin, 'GET', '/v1/console/reports?status=open')).json()
    expect(open_.data.map((item: { id: string }) => item.id)).toContain(reportId)
    const dashboard = (await call(admin, 'GET', '/v1/console/dashboard')).json()
    expect(dashboard.data.openReports).toBeGreaterThanOrEqual(1)

    const detail = await call(admin, 'GET', `/v1/console/reports/${reportId}`)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().data).toMatchObject({
      reason: 'scam',
      note: 'Asked for card details',
      reporter: { id: asker.userId },
      reported: { id: provider.userId },
      conversation: { id: thread.id },
    })
    expect(detail.json().data.conversation.messages.map((message: Message) => message.text)).toContain(
      'Send me your card number',
    )
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, reportId))
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['report.read', admin.userId]])

    expect(
      (await call(admin, 'POST', `/v1/console/conversations/${thread.id}/close`, { reason: 'Scam attempt' }))
        .statusCode,
    ).toBe(204)
    const refused = await send(asker, thread.id, { text: 'still there?' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('CONVERSATION_CLOSED')
    const closed = await call(admin, 'POST', `/v1/console/reports/${reportId}/close`, { reason: 'Thread closed' })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json().data.status).toBe('closed')
    expect((await call(admin, 'POST', `/v1/console/reports/${reportId}/close`, { reason: 'Again' })).statusCode).toBe(
      409,
    )
    // A thread nobody reported is not the console's to close.
    const other = await open(stranger, { kind: 'academy', id: academyId })
    expect(
      (await call(admin, 'POST', `/v1/console/conversations/${other.id}/close`, { reason: 'No reason' })).statusCode,
    ).toBe(404)
  })
})

describe('rate limits', () => {
  it('answers 429 after 60 messages in a minute', async () => {
    const limited = await createTestApp()
    try {
      const a = await signIn(limited.app, 'player')
      const b = await signIn(limited.app, 'coach')
      const partner = await insertPartner(limited.db, { userId: b.userId })
      const booking = await insertBooking(limited.db, { resourceId: partner.id, userId: a.userId, status: 'accepted' })
      const opened = await limited.app.inject({
        method: 'POST',
        url: '/v1/conversations',
        headers: a.headers,
        payload: { bookingId: booking.id },
      })
      const id = opened.json().data.id as string
      const statuses: number[] = []
      for (let index = 0; index < 61; index++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/v1/conversations/${id}/messages`,
          headers: a.headers,
          payload: { text: `n${index}` },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(60)
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
