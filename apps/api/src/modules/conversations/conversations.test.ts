import { conversationMessages as conversationTexts } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, conversationMessages, conversationReports, liveEvents, type users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signInNamed } from '../../test/auth.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'
import { pictureOf } from '../../test/images.ts'
import { insertAcademy } from '../../test/jobs.ts'
import { file, multipart } from '../../test/multipart.ts'
import { statementsOf, writesOf } from '../../test/statements.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Person = { userId: string; email: string; headers: { authorization: string } }

let t: TestApp
let counter = 0
const nextAddress = () => `10.${Math.floor(++counter / 250) % 250}.${counter % 250}.1`

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(who && { headers: who.headers }),
    ...(payload !== undefined && { payload: payload as object }),
  })

/** Signs a new person in (each from an address of its own: sign-in has its own limit), named as given. */
const person = (firstName: string, values: Partial<typeof users.$inferInsert> = {}) =>
  signInNamed(t, firstName, { ...values, remoteAddress: nextAddress() })

/** A provider: a partner profile owned by a user. */
async function provider(name = 'Priya') {
  const owner = await person(name)
  const partner = await insertPartner(t.db, {
    userId: owner.userId,
    firstName: name,
    lastName: 'Partner',
    status: 'ACTIVE',
  } as Parameters<typeof insertPartner>[1])
  return { owner, partner }
}

async function ask(asker: Person, partnerId: string) {
  const response = await call('POST', '/v1/conversations', asker, { kind: 'partner', id: partnerId })
  expect([200, 201]).toContain(response.statusCode)
  return response.json().data as { id: string; other: { id: string; name: string; picture: string | null } }
}

const send = (who: Person, id: string, payload: unknown) =>
  call('POST', `/v1/conversations/${id}/messages`, who, payload)

describe('opening a conversation', () => {
  it('opens one question thread per asker and provider, shown by the profile name, never contacts', async () => {
    const { owner, partner } = await provider('Meera')
    const asker = await person('Arjun')
    const first = await call('POST', '/v1/conversations', asker, { kind: 'partner', id: partner.id })
    expect(first.statusCode).toBe(201)
    const again = await call('POST', '/v1/conversations', asker, { kind: 'partner', id: partner.id })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).toBe(first.json().data.id)
    expect(first.json().data.other).toEqual({ id: owner.userId, name: 'Meera Partner', picture: null })
    expect(first.body).not.toContain(owner.email)
    expect(first.body).not.toContain('9845099999')
    // The provider sees the asker by name only.
    const theirs = await call('GET', `/v1/conversations/${first.json().data.id}`, owner)
    expect(theirs.json().data.other.name).toBe('Arjun Test')
    expect(theirs.body).not.toContain(asker.email)
  })

  it('refuses one’s own profile, an unknown profile, and a booking one is not a party of', async () => {
    const { owner, partner } = await provider()
    expect((await call('POST', '/v1/conversations', owner, { kind: 'partner', id: partner.id })).statusCode).toBe(409)
    const asker = await person('Asha')
    const unknown = await call('POST', '/v1/conversations', asker, {
      kind: 'coach',
      id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
    const booker = await person('Booker')
    const booking = await insertBooking(t.db, { resourceId: partner.id, userId: booker.userId })
    expect((await call('POST', '/v1/conversations', asker, { bookingId: booking.id })).statusCode).toBe(404)
    const mine = await call('POST', '/v1/conversations', booker, { bookingId: booking.id })
    expect(mine.statusCode).toBe(201)
    expect(mine.json().data.booking).toMatchObject({ id: booking.id, role: 'booker' })
    const theirs = await call('POST', '/v1/conversations', owner, { bookingId: booking.id })
    expect(theirs.json().data.id).toBe(mine.json().data.id)
    expect(theirs.json().data.booking.role).toBe('provider')
  })

  it('opens a question to an academy’s owner', async () => {
    const owner = await person('Coach Ravi')
    const academy = await insertAcademy(t.db, { ownerUserId: owner.userId, isApproved: true, name: 'Smash Academy' })
    const asker = await person('Kiran')
    const response = await call('POST', '/v1/conversations', asker, { kind: 'academy', id: academy.id })
    expect(response.statusCode).toBe(201)
    expect(response.json().data.other).toMatchObject({ id: owner.userId, name: 'Smash Academy' })
  })

  it('needs a session', async () => {
    expect((await call('GET', '/v1/conversations')).statusCode).toBe(401)
    expect((await call('POST', '/v1/conversations', undefined, { kind: 'partner', id: 'x' })).statusCode).toBe(401)
  })
})

describe('access: only the two parties', () => {
  it('answers 404 to anyone else for every thread endpoint, and 403 to non-operators in the console', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Asker')
    const stranger = await person('Stranger')
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    const { id } = await ask(asker, partner.id)
    expect((await send(asker, id, { text: 'Hello' })).statusCode).toBe(201)
    const [message] = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))
    const matrix: [string, 'GET' | 'POST', string, unknown?][] = [
      ['thread', 'GET', `/v1/conversations/${id}`],
      ['messages', 'GET', `/v1/conversations/${id}/messages`],
      ['send', 'POST', `/v1/conversations/${id}/messages`, { text: 'Hi' }],
      ['read', 'POST', `/v1/conversations/${id}/read`, { seq: 1 }],
      ['report', 'POST', '/v1/reports', { conversationId: id, messageId: String(message?.id), reason: 'spam' }],
    ]
    for (const [, method, url, payload] of matrix) {
      for (const who of [asker, owner]) {
        const response = await call(method, url, who, payload)
        expect(response.statusCode, `${method} ${url} by a party`).toBeLessThan(300)
      }
      const response = await call(method, url, stranger, payload)
      expect(response.statusCode, `${method} ${url} by someone else`).toBe(404)
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401)
      // Not a uuid: also simply not found.
      const otherPayload = payload && JSON.parse(JSON.stringify(payload).replace(id, 'not-a-thread'))
      const other = await call(method, url.replace(id, 'not-a-thread'), asker, otherPayload)
      expect([400, 404]).toContain(other.statusCode)
    }
    const strangerList = await call('GET', '/v1/conversations', stranger)
    expect(strangerList.json().data).toEqual([])
    for (const url of ['/v1/console/reports', `/v1/console/reports/${id}`]) {
      expect((await call('GET', url, asker)).statusCode).toBe(403)
      expect((await call('GET', url, owner)).statusCode).toBe(403)
    }
    expect(
      (await call('POST', `/v1/console/conversations/${id}/close`, owner, { reason: 'Closing it now' })).statusCode,
    ).toBe(403)
  })
})

describe('messages', () => {
  it('stores and returns text exactly as typed, XSS included, with seq per thread and live events for both', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Asker')
    const { id } = await ask(asker, partner.id)
    const texts = ['<script>alert(1)</script>', '[click](javascript:alert(1)) <a href="javascript:alert(2)">x</a>  ']
    const first = await send(asker, id, { text: texts[0] })
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({ seq: 1, text: texts[0], senderId: asker.userId })
    const second = await send(owner, id, { text: texts[1] })
    expect(second.json().data).toMatchObject({ seq: 2, text: texts[1] })
    const page = await call('GET', `/v1/conversations/${id}/messages`, asker)
    expect(page.json().data.map((m: { text: string }) => m.text)).toEqual(texts)
    const events = await t.db.select().from(liveEvents).where(eq(liveEvents.type, 'message'))
    const forThread = events.filter((event) => (event.data as { conversationId: string }).conversationId === id)
    expect(forThread.map((event) => event.userId).sort()).toEqual(
      [asker.userId, owner.userId, asker.userId, owner.userId].sort(),
    )
    expect(forThread[0]?.data).toMatchObject({ message: { text: texts[0] } })
  })

  it.runIf(process.env.DATABASE_URL)(
    'sends in one statement (the message, the thread, both live events, the notice), and ten at once get ten seqs',
    async () => {
      const { owner, partner } = await provider('Mira')
      const asker = await person('Ravi')
      const { id } = await ask(asker, partner.id)
      expect((await send(asker, id, { text: 'Do you play on clay?' })).statusCode).toBe(201)
      // The owner reads the question, so that the asker's answer starts their own unread run (a notice).
      expect((await call('POST', `/v1/conversations/${id}/read`, owner, { seq: 1 })).statusCode).toBe(200)
      const statements = await statementsOf(async () => {
        expect((await send(owner, id, { text: 'Yes, every Saturday.' })).statusCode).toBe(201)
      })
      const writes = writesOf(statements)
      expect(writes).toHaveLength(1)
      expect(writes[0]).toMatch(/^conversations_send /)
      expect(statements.filter((text) => /^(begin|commit)\b/i.test(text))).toEqual([])
      const bell = await call('GET', '/v1/me/notifications', asker)
      expect(bell.json().data).toEqual([
        expect.objectContaining({ event: 'message_received', params: { name: 'Mira Partner', conversationId: id } }),
      ])
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, index) => send(index % 2 ? owner : asker, id, { text: `Message ${index}` })),
      )
      expect(sent.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
      const seqs = sent.map((response) => response.json().data.seq as number).sort((a, b) => a - b)
      expect(seqs).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      const page = await call('GET', `/v1/conversations/${id}/messages?limit=50`, asker)
      expect(page.json().data.map((message: { seq: number }) => message.seq)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      )
    },
  )

  it('writes messages to several threads sent at once each in its thread, and refuses only the one not allowed (decision 083)', async () => {
    const { owner, partner } = await provider('Kavya')
    const askers = await Promise.all(['Anil', 'Bina', 'Chetan', 'Divya', 'Esha', 'Farah'].map((name) => person(name)))
    const threads: string[] = []
    for (const asker of askers) {
      const { id } = await ask(asker, partner.id)
      expect((await send(asker, id, { text: 'Do you play on clay?' })).statusCode).toBe(201)
      threads.push(id)
    }
    // The owner answers five threads while the sixth asker, still a stranger waiting, writes again.
    const together = () =>
      Promise.all([
        ...threads.slice(0, 5).map((id, index) => send(owner, id, { text: `Answer ${index}` })),
        send(askers[5] as Person, threads[5] as string, { text: 'Hello again?' }),
      ])
    let sent: Awaited<ReturnType<typeof together>>[number][] = []
    const statements = await (process.env.DATABASE_URL
      ? statementsOf(async () => {
          sent = await together()
        })
      : together().then((answers) => {
          sent = answers
          return []
        }))
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 409])
    for (const [index, id] of threads.slice(0, 5).entries()) {
      expect(sent[index]?.json().data).toMatchObject({ conversationId: id, seq: 2, text: `Answer ${index}` })
      const asker = askers[index] as Person
      const page = await call('GET', `/v1/conversations/${id}/messages?limit=10`, asker)
      expect(page.json().data.map((message: { text: string }) => message.text)).toEqual([
        'Do you play on clay?',
        `Answer ${index}`,
      ])
      const bell = await call('GET', '/v1/me/notifications', asker)
      expect(bell.json().data).toEqual([
        expect.objectContaining({ event: 'message_received', params: { name: 'Kavya Partner', conversationId: id } }),
      ])
    }
    const waiting = await call('GET', `/v1/conversations/${threads[5]}/messages?limit=10`, askers[5])
    expect(waiting.json().data).toHaveLength(1)
    if (process.env.DATABASE_URL) {
      const sends = writesOf(statements).filter((text) => text.startsWith('conversations_send '))
      expect(sends.length).toBeLessThan(6)
    }
  })

  it('refuses empty, blank and too long texts with field errors, storing nothing', async () => {
    const { partner } = await provider()
    const asker = await person('Asker')
    const { id } = await ask(asker, partner.id)
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(4001) }, { text: 42 }]) {
      const response = await send(asker, id, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields).toBeDefined()
    }
    expect((await send(asker, id, { text: ` ${'x'.repeat(4000)} ` })).statusCode).toBe(201)
    const stored = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))
    expect(stored).toHaveLength(1)
  })

  it('attaches only the sender’s own picture or PDF upload', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Asker')
    const { id } = await ask(asker, partner.id)
    const upload = async (who: Person, kind: string) => {
      const body = multipart(file('photo.png', 'image/png', await pictureOf('png')))
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/uploads?kind=${kind}`,
        payload: body.payload,
        headers: { ...body.headers, ...who.headers },
      })
      expect(response.statusCode).toBe(201)
      return response.json().data.url as string
    }
    const theirs = await upload(owner, 'image')
    expect((await send(asker, id, { attachment: theirs })).statusCode).toBe(400)
    const avatar = await upload(asker, 'avatar')
    expect((await send(asker, id, { attachment: avatar })).statusCode).toBe(400)
    expect(
      (await send(asker, id, { attachment: '/media/uploads/image/2026/01/0123456789abcdef0123456789abcdef.exe' }))
        .statusCode,
    ).toBe(400)
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))).toEqual(
      [],
    )
    const mine = await upload(asker, 'image')
    const sent = await send(asker, id, { attachment: mine })
    expect(sent.statusCode).toBe(201)
    expect(sent.json().data.attachment).toMatchObject({ url: mine, contentType: 'image/png' })
  })

  it('pages messages by seq and threads by their last message', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Pager')
    // A booking: no stranger rule.
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    const { id } = await ask(asker, partner.id)
    for (let n = 1; n <= 5; n++) expect((await send(asker, id, { text: `m${n}` })).statusCode).toBe(201)
    const first = await call('GET', `/v1/conversations/${id}/messages?limit=2`, owner)
    expect(first.json().data.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5'])
    const second = await call(
      'GET',
      `/v1/conversations/${id}/messages?limit=2&before=${first.json().nextCursor}`,
      owner,
    )
    expect(second.json().data.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3'])
    const third = await call(
      'GET',
      `/v1/conversations/${id}/messages?limit=2&before=${second.json().nextCursor}`,
      owner,
    )
    expect(third.json()).toMatchObject({ data: [{ text: 'm1' }], nextCursor: null })

    const others = await Promise.all([provider('P1'), provider('P2'), provider('P3')])
    const threads = []
    for (const other of others) {
      const thread = await ask(asker, other.partner.id)
      expect((await send(asker, thread.id, { text: 'hi' })).statusCode).toBe(201)
      threads.push(thread.id)
    }
    const page1 = await call('GET', '/v1/conversations?limit=2', asker)
    expect(page1.json().data.map((c: { id: string }) => c.id)).toEqual([threads[2], threads[1]])
    const page2 = await call('GET', `/v1/conversations?limit=2&cursor=${page1.json().nextCursor}`, asker)
    expect(page2.json().data.map((c: { id: string }) => c.id)).toEqual([threads[0], id])
    expect(page2.json().nextCursor).toBeNull()
    expect((await call('GET', '/v1/conversations?cursor=%%%', asker)).statusCode).toBe(400)
  })
})

describe('read receipts', () => {
  it('counts unread per thread and in total, and tells the other party what was read', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Reader')
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    const { id } = await ask(asker, partner.id)
    await send(asker, id, { text: 'one' })
    await send(asker, id, { text: 'two' })
    const list = await call('GET', '/v1/conversations', owner)
    expect(list.json().unreadCount).toBe(2)
    expect(list.json().data[0]).toMatchObject({ id, unreadCount: 2, lastMessage: { text: 'two' } })
    expect((await call('GET', '/v1/conversations/unread-count', owner)).json().data.count).toBe(2)
    expect((await call('GET', '/v1/conversations/unread-count', asker)).json().data.count).toBe(0)
    const read = await call('POST', `/v1/conversations/${id}/read`, owner, { seq: 1 })
    expect(read.json().data).toEqual({ readSeq: 1, unreadCount: 1 })
    const events = await t.db.select().from(liveEvents).where(eq(liveEvents.type, 'conversation-read'))
    expect(events.find((event) => (event.data as { conversationId: string }).conversationId === id)).toMatchObject({
      userId: asker.userId,
      data: { conversationId: id, readerId: owner.userId, seq: 1 },
    })
    expect((await call('POST', `/v1/conversations/${id}/read`, owner, { seq: 9 })).statusCode).toBe(400)
    expect((await call('GET', `/v1/conversations/${id}`, asker)).json().data.otherReadSeq).toBe(1)
  })
})

describe('safety', () => {
  it('lets a stranger send one message until the provider answers (409, nothing stored)', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Stranger')
    const { id } = await ask(asker, partner.id)
    expect((await send(asker, id, { text: 'Are you free on Sunday?' })).statusCode).toBe(201)
    const second = await send(asker, id, { text: 'Hello??' })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('CONVERSATION_STRANGER_LIMIT')
    expect((await call('GET', `/v1/conversations/${id}`, asker)).json().data.limited).toBe(true)
    expect(
      await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id)),
    ).toHaveLength(1)
    expect((await send(owner, id, { text: 'Yes, at 9' })).statusCode).toBe(201)
    expect((await send(asker, id, { text: 'Great' })).statusCode).toBe(201)
  })

  it('lets someone who booked the provider write freely, also when they booked after asking', async () => {
    const { partner } = await provider()
    const asker = await person('Booker')
    const { id } = await ask(asker, partner.id)
    expect((await send(asker, id, { text: 'one' })).statusCode).toBe(201)
    expect((await send(asker, id, { text: 'two' })).statusCode).toBe(409)
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    expect((await send(asker, id, { text: 'two' })).statusCode).toBe(201)
    expect((await send(asker, id, { text: 'three' })).statusCode).toBe(201)
  })

  it('blocks both ways (403, nothing stored) until unblocked', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Blocked')
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    const { id } = await ask(asker, partner.id)
    expect((await call('PUT', `/v1/blocks/${asker.userId}`, owner)).statusCode).toBe(204)
    for (const who of [asker, owner]) {
      const response = await send(who, id, { text: 'hello' })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('CONVERSATION_BLOCKED')
    }
    expect((await call('GET', `/v1/conversations/${id}`, owner)).json().data.blocked).toBe('byMe')
    expect((await call('GET', `/v1/conversations/${id}`, asker)).json().data.blocked).toBe('byThem')
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))).toEqual(
      [],
    )
    expect((await call('PUT', `/v1/blocks/${owner.userId}`, owner)).statusCode).toBe(400)
    expect((await call('PUT', '/v1/blocks/00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/blocks/${asker.userId}`, owner)).statusCode).toBe(204)
    expect((await send(asker, id, { text: 'hello' })).statusCode).toBe(201)
  })

  it('takes a report to the console, whose read of the thread is audited, and an operator closes the thread', async () => {
    const { owner, partner } = await provider()
    const asker = await person('Reporter')
    const admin = await person('Operator', { isAdmin: true })
    const { id } = await ask(asker, partner.id)
    await send(asker, id, { text: 'question' })
    const answer = await send(owner, id, { text: 'rude answer' })
    const report = await call('POST', '/v1/reports', asker, {
      conversationId: id,
      messageId: answer.json().data.id,
      reason: 'harassment',
      note: 'Not nice',
    })
    expect(report.statusCode).toBe(201)
    const personReport = await call('POST', '/v1/reports', owner, { conversationId: id, reason: 'spam' })
    expect(personReport.statusCode).toBe(201)
    // The same message again, or the same person while that report is open: 409, nothing more stored.
    const reportsOf = async (reporterId: string) =>
      (await t.db.select().from(conversationReports).where(eq(conversationReports.reporterId, reporterId))).length
    const again = await call('POST', '/v1/reports', asker, {
      conversationId: id,
      messageId: answer.json().data.id,
      reason: 'spam',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(conversationTexts.alreadyReported)
    expect(await reportsOf(asker.userId)).toBe(1)
    expect((await call('POST', '/v1/reports', owner, { conversationId: id, reason: 'other' })).statusCode).toBe(409)
    expect(await reportsOf(owner.userId)).toBe(1)
    const [stored] = await t.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.id, personReport.json().data.id))
    expect(stored?.reportedId).toBe(asker.userId)

    const list = await call('GET', '/v1/console/reports?status=open', admin)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(report.json().data.id)
    const detail = await call('GET', `/v1/console/reports/${report.json().data.id}`, admin)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data).toMatchObject({
      reason: 'harassment',
      note: 'Not nice',
      reported: { id: owner.userId },
      conversation: { id, messages: [{ text: 'question' }, { text: 'rude answer' }] },
    })
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audits.map((row) => row.action)).toContain('conversation_report.read')

    const dashboard = await call('GET', '/v1/console/dashboard', admin)
    expect(dashboard.json().data.openReports).toBeGreaterThanOrEqual(2)

    const closed = await call('POST', `/v1/console/reports/${report.json().data.id}/close`, admin, {
      reason: 'Warned the provider',
    })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().data.status).toBe('closed')
    expect(
      (await call('POST', `/v1/console/reports/${report.json().data.id}/close`, admin, { reason: 'Warned again' }))
        .statusCode,
    ).toBe(409)
    const closeThread = await call('POST', `/v1/console/conversations/${id}/close`, admin, { reason: 'Abusive thread' })
    expect(closeThread.statusCode).toBe(200)
    const refused = await send(asker, id, { text: 'still there?' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('CONVERSATION_CLOSED')
  })

  it('limits messages per minute', async () => {
    const { partner } = await provider()
    const asker = await person('Fast')
    await insertBooking(t.db, { resourceId: partner.id, userId: asker.userId })
    const { id } = await ask(asker, partner.id)
    const codes: number[] = []
    for (let n = 0; n < 61; n++) codes.push((await send(asker, id, { text: `n${n}` })).statusCode)
    expect(codes.slice(0, 60).every((code) => code === 201)).toBe(true)
    expect(codes[60]).toBe(429)
  })
})
