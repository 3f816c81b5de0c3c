import { type ApprovalQueue, approvalQueues } from '@rally/shared'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  academies,
  auditLog,
  blogPostReports,
  blogPosts,
  feedbacks,
  jobs,
  mailOutbox,
  newsArticles,
  personalCoaches,
  sparringPartners,
  testimonials,
} from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertFeedback, insertPartner } from '../../test/fixtures.ts'
import { insertJob } from '../../test/jobs.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person
let secondAdmin: Person
let editor: Person
let player: Person
/** The owners of the records, each reading e-mail in another language. */
let owner: Person
let thaiOwner: Person
let reporter: Person

beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(t.app, 'admin')
  secondAdmin = await signIn(t.app)
  editor = await signIn(t.app)
  player = await signIn(t.app, 'player')
  owner = await signIn(t.app)
  thaiOwner = await signIn(t.app)
  reporter = await signIn(t.app)
  await t.db.execute(sql`update users set is_admin = true where id in (${admin.userId}, ${secondAdmin.userId})`)
  await t.db.execute(sql`update users set is_editor = true, first_name = 'Esha' where id = ${editor.userId}`)
  await t.db.execute(
    sql`update users set language = 'de', first_name = 'Jonas', last_name = 'Keller', username = 'jonas_k' where id = ${owner.userId}`,
  )
  await t.db.execute(sql`update users set language = 'th', first_name = 'Somchai' where id = ${thaiOwner.userId}`)
})
afterAll(() => t.close())

/** Someone new who reads e-mail in German: a specialist profile is one per account. */
async function germanOwner() {
  const person = await signIn(t.app)
  await t.db.execute(sql`update users set language = 'de' where id = ${person.userId}`)
  return person
}

const get = (url: string, person: Person | null = admin) => t.app.inject({ url, headers: person?.headers })
const post = (url: string, payload: unknown, person: Person | null = admin) =>
  t.app.inject({ method: 'POST', url, headers: person?.headers, payload: payload as Record<string, unknown> })
const open = async (queue: ApprovalQueue, id: string) => {
  const response = await get(`/v1/console/approvals/${queue}/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}
const approve = (queue: ApprovalQueue, id: string, openedVersion: string, person: Person = admin) =>
  post(`/v1/console/approvals/${queue}/${id}/approve`, { openedVersion }, person)
const decline = (queue: ApprovalQueue, id: string, body: Record<string, unknown>, person: Person = admin) =>
  post(`/v1/console/approvals/${queue}/${id}/decline`, body, person)
/** Oldest first: the sender updates rows as it sends them, so the table's own order says nothing. */
const mailTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt, mailOutbox.id)
const auditOf = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))

async function waitingCoach(values: Partial<typeof personalCoaches.$inferInsert> = {}) {
  return insertCoach(t.db, {
    firstName: 'Nadia',
    lastName: 'Kovac',
    category: 'Tennis',
    isApproved: false,
    userId: null,
    email: 'nadia@coach.example',
    phone: '+49 1512 000000',
    documents: [{ name: 'ITF Level 2', url: '/media/uploads/document/2026/01/itf.pdf' }],
    ...values,
  })
}

describe('who may use the approvals', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/v1/console/approvals', undefined],
      ['GET', '/v1/console/approvals/specialists', undefined],
      ['GET', `/v1/console/approvals/specialists/${id}`, undefined],
      ['POST', `/v1/console/approvals/specialists/${id}/approve`, { openedVersion: new Date().toISOString() }],
      [
        'POST',
        `/v1/console/approvals/specialists/${id}/decline`,
        { openedVersion: new Date().toISOString(), reason: 'No' },
      ],
      ['POST', '/v1/console/approvals/ratings/approve', { ids: [id] }],
    ] as const

  it('answers 401 without a session, 403 to players and editors, before reading the request', async () => {
    const { id } = await waitingCoach()
    for (const [method, url, payload] of endpoints(id)) {
      const anonymous = await t.app.inject({ method, url, payload })
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401)
      for (const person of [player, editor]) {
        const refused = await t.app.inject({ method, url, payload, headers: person.headers })
        expect(refused.statusCode, `${method} ${url}`).toBe(403)
        expect(refused.json().error.code).toBe('FORBIDDEN')
      }
    }
    expect((await get(`/v1/console/approvals/specialists/${id}`)).json().data.state).toBe('waiting')
  })
})

describe('bad input', () => {
  it('answers 400 with field messages for an unknown queue, a bad id, a short or missing reason', async () => {
    const { id, updatedAt } = await waitingCoach()
    const version = updatedAt.toISOString()
    const unknown = await get('/v1/console/approvals/champions')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields.queue).toContain('queue must be one of')
    const badId = await get('/v1/console/approvals/specialists/not-a-uuid')
    expect(badId.statusCode).toBe(400)
    expect(badId.json().error.fields.id).toBe('id must be a valid record id')
    const short = await decline('specialists', id, { openedVersion: version, reason: 'no' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.fields.reason).toBe('Give a reason of 3 to 1000 characters')
    const none = await decline('specialists', id, { openedVersion: version })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields.reason).toBe('Choose a reason or write one')
    const other = await decline('specialists', id, { openedVersion: version, reasonKey: 'other' })
    expect(other.json().error.fields.reason).toBe('Write the reason when you choose “other”')
    const notOffered = await decline('ratings', id, { openedVersion: version, reasonKey: 'unverifiable' })
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json().error.fields.reasonKey).toContain('Choose one of the reasons offered')
    const noVersion = await approve('specialists', id, 'yesterday')
    expect(noVersion.statusCode).toBe(400)
    expect(noVersion.json().error.fields.openedVersion).toBe('openedVersion must be the record’s updatedAt')
    const missing = await open('specialists', id)
    expect(missing.state).toBe('waiting')
    expect((await get(`/v1/console/approvals/academies/${crypto.randomUUID()}`)).statusCode).toBe(404)
    const bulk = await post('/v1/console/approvals/ratings/approve', { ids: [] })
    expect(bulk.statusCode).toBe(400)
    expect(bulk.json().error.fields.ids).toBe('Choose at least one rating')
  })
})

describe('specialists', () => {
  it('counts and lists waiting specialists oldest first, and opens one with contacts, documents and owner', async () => {
    const older = await waitingCoach({ firstName: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') })
    const coach = await waitingCoach({ userId: owner.userId })
    const counts = (await get('/v1/console/approvals')).json().data
    expect(Object.keys(counts).sort()).toEqual([...approvalQueues].sort())
    expect(counts.specialists).toBeGreaterThanOrEqual(2)
    const list = (await get('/v1/console/approvals/specialists')).json()
    expect(list.data[0].id).toBe(older.id)
    expect(list.data.map((row: { id: string }) => row.id)).toContain(coach.id)
    const item = await open('specialists', coach.id)
    expect(item).toMatchObject({
      state: 'waiting',
      title: 'Nadia Kovac',
      contact: { email: 'nadia@coach.example', phone: '+49 1512 000000' },
      owner: { userId: owner.userId, email: owner.email, language: 'de' },
      documents: [{ name: 'ITF Level 2', url: '/media/uploads/document/2026/01/itf.pdf' }],
      publicPath: `/tennis/coach/${coach.id}`,
      declineReasons: ['incomplete', 'unverifiable', 'duplicate', 'other'],
    })
    expect(new Date(item.openedVersion).getTime()).toBe(coach.updatedAt.getTime())
  })

  it('approves: the specialist is in the public list at once, with an audit row and a German e-mail', async () => {
    const owner = await germanOwner()
    const coach = await waitingCoach({ userId: owner.userId, firstName: 'Approvable' })
    const publicNames = async () =>
      (await get('/v1/personal-coach/records?isApproved=true&category=Tennis', null))
        .json()
        .data.map((row: { firstName: string }) => row.firstName)
    expect(await publicNames()).not.toContain('Approvable')
    const item = await open('specialists', coach.id)
    const response = await approve('specialists', coach.id, item.openedVersion)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.state).toBe('approved')
    expect(await publicNames()).toContain('Approvable')
    const [audit] = await auditOf(coach.id)
    expect(audit).toMatchObject({
      action: 'specialist.approve',
      entityType: 'specialist',
      actorId: admin.userId,
      actorEmail: admin.email,
      before: { isApproved: false },
      after: { isApproved: true },
    })
    const [mail] = await mailTo(owner.email)
    expect(mail?.subject).toBe('Auf Rally freigegeben: Approvable Kovac')
    expect(mail?.text).toContain('Ihr Profil als Spezialist ist freigegeben')
    expect(mail?.text).toContain(`/tennis/coach/${coach.id}`)
    await t.db.delete(mailOutbox)
  })

  it('declines with a reason: it leaves the queue and the owner reads why in Thai; a second decision is 409', async () => {
    const coach = await waitingCoach({ userId: thaiOwner.userId, firstName: 'Declinable' })
    const item = await open('specialists', coach.id)
    const response = await decline('specialists', coach.id, {
      openedVersion: item.openedVersion,
      reasonKey: 'unverifiable',
      reason: 'The ITF certificate number does not exist',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      state: 'declined',
      declineReason: 'The credentials could not be verified: The ITF certificate number does not exist',
    })
    const list = (await get('/v1/console/approvals/specialists?page=1')).json()
    expect(list.data.map((row: { id: string }) => row.id)).not.toContain(coach.id)
    const [mail] = await mailTo(thaiOwner.email)
    expect(mail?.subject).toBe('ไม่ได้รับการอนุมัติบน Rally: Declinable Kovac')
    expect(mail?.text).toContain('ไม่สามารถยืนยันคุณวุฒิได้')
    expect(mail?.text).toContain('The ITF certificate number does not exist')
    const [audit] = await auditOf(coach.id)
    expect(audit).toMatchObject({ action: 'specialist.decline', reason: expect.stringContaining('ITF certificate') })

    const again = await approve('specialists', coach.id, item.openedVersion)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({ code: 'CONSOLE_ALREADY_DECIDED' })
    expect(again.json().error.message).toContain('already declined')
    expect(await auditOf(coach.id)).toHaveLength(1)
    expect(await mailTo(thaiOwner.email)).toHaveLength(1)
    await t.db.delete(mailOutbox)
  })

  it('refuses a decision on a record changed since it was opened (409 CONSOLE_RECORD_CHANGED)', async () => {
    const coach = await waitingCoach({ firstName: 'Edited' })
    const item = await open('specialists', coach.id)
    await t.db
      .update(personalCoaches)
      .set({ title: 'Changed meanwhile', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(personalCoaches.id, coach.id))
    const stale = await approve('specialists', coach.id, item.openedVersion)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')
    expect((await open('specialists', coach.id)).state).toBe('waiting')
    expect(await auditOf(coach.id)).toHaveLength(0)
  })

  it('lets exactly one of two operators deciding at once win; the other gets 409', async () => {
    const owner = await germanOwner()
    const coach = await waitingCoach({ firstName: 'Contested', userId: owner.userId })
    const item = await open('specialists', coach.id)
    const answers = await Promise.all([
      approve('specialists', coach.id, item.openedVersion, admin),
      decline('specialists', coach.id, { openedVersion: item.openedVersion, reasonKey: 'duplicate' }, secondAdmin),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await auditOf(coach.id)).toHaveLength(1)
    expect(await mailTo(owner.email)).toHaveLength(1)
    await t.db.delete(mailOutbox)
  })
})

/** A waiting record of each other queue, its owner the German-speaking user. */
const fixtures: Record<Exclude<ApprovalQueue, 'specialists'>, () => Promise<string>> = {
  partners: async () => (await insertPartner(t.db, { status: 'INACTIVE', userId: null, firstName: 'Pia' })).id,
  academies: async () => {
    const [row] = await t.db
      .insert(academies)
      .values({
        name: 'Keller Tennis Club',
        category: 'Tennis',
        ownerUserId: owner.userId,
        email: 'club@keller.example',
      })
      .returning()
    return row?.id as string
  },
  ratings: async () => {
    const partner = await insertPartner(t.db, { firstName: 'Rated' })
    return (
      await insertFeedback(t.db, {
        resourceId: partner.id,
        rating: 4,
        comment: 'Great session',
        status: 'pending',
        userId: owner.userId,
      })
    ).id
  },
  testimonials: async () => {
    const [row] = await t.db
      .insert(testimonials)
      .values({ quote: 'Rally helped me', authorName: 'Jonas K.', role: 'player', sport: 'Tennis', country: 'Germany' })
      .returning()
    return row?.id as string
  },
  blogPosts: async () => {
    const [row] = await t.db
      .insert(blogPosts)
      .values({
        authorId: owner.userId,
        title: 'My first post',
        slug: `first-${crypto.randomUUID().slice(0, 8)}`,
        body: 'Text',
        html: '<p>Text</p>',
        excerpt: 'Text',
        sport: 'Tennis',
        status: 'pending',
        readingMinutes: 1,
      })
      .returning()
    return row?.id as string
  },
  reportedPosts: async () => {
    const [row] = await t.db
      .insert(blogPosts)
      .values({
        authorId: owner.userId,
        title: 'A reported post',
        slug: `reported-${crypto.randomUUID().slice(0, 8)}`,
        body: 'Text',
        html: '<p>Text</p>',
        excerpt: 'Text',
        sport: 'Tennis',
        status: 'published',
        publishedAt: new Date(),
        readingMinutes: 1,
      })
      .returning()
    const id = row?.id as string
    await t.db.insert(blogPostReports).values({ postId: id, reporterId: reporter.userId, reason: 'Spam links' })
    return id
  },
  news: async () => {
    const [row] = await t.db
      .insert(newsArticles)
      .values({
        title: 'Club season opens',
        summary: 'Summary',
        body: 'Body',
        sourceName: 'Rally',
        publishedAt: new Date(),
        origin: 'editor',
        editorId: owner.userId,
        status: 'pending',
      })
      .returning()
    return row?.id as string
  },
  vacancies: async () => (await insertJob(t.db, { posterId: owner.userId, status: 'pending' })).id,
}

describe.each(Object.keys(fixtures) as (keyof typeof fixtures)[])('%s', (queue) => {
  it('approves a waiting item once, with an audit row; a second approval is 409', async () => {
    const id = await fixtures[queue]()
    expect((await get(`/v1/console/approvals/${queue}`)).json().data.map((row: { id: string }) => row.id)).toContain(id)
    const item = await open(queue, id)
    expect(item.state).toBe('waiting')
    const response = await approve(queue, id, item.openedVersion)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.state).toBe('approved')
    const audits = await auditOf(id)
    expect(audits).toHaveLength(1)
    expect(audits[0]?.action).toMatch(/\.approve$/)
    const again = await approve(queue, id, item.openedVersion)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('CONSOLE_ALREADY_DECIDED')
    expect(
      (await get(`/v1/console/approvals/${queue}`)).json().data.map((row: { id: string }) => row.id),
    ).not.toContain(id)
  })

  it('declines with a reason e-mailed to the owner in German, with an audit row', async () => {
    const id = await fixtures[queue]()
    const item = await open(queue, id)
    const before = (await mailTo(owner.email)).length
    const response = await decline(queue, id, {
      openedVersion: item.openedVersion,
      reasonKey: 'other',
      reason: 'Please write in full sentences',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.state).toBe('declined')
    const [audit] = await auditOf(id)
    expect(audit).toMatchObject({
      action: expect.stringMatching(/\.decline$/),
      reason: 'Please write in full sentences',
    })
    const mails = await mailTo(owner.email)
    if (item.owner?.email === owner.email) {
      expect(mails).toHaveLength(before + 1)
      const mail = mails.at(-1)
      expect(mail?.subject).toContain('Auf Rally nicht freigegeben')
      expect(mail?.text).toContain('Please write in full sentences')
    } else {
      expect(mails).toHaveLength(before)
    }
  })
})

describe('what the public sees, as the console shows it', () => {
  it('gives a post’s rendered HTML and the values the public page words by label', async () => {
    const post = await open('blogPosts', await fixtures.blogPosts())
    expect(post).toMatchObject({ text: 'Text', html: '<p>Text</p>' })
    expect(post.fields).toContainEqual({ key: 'sport', value: 'Tennis', label: { kind: 'sport', value: 'Tennis' } })
    const vacancy = await open('vacancies', await fixtures.vacancies())
    expect(vacancy.html).toBeNull()
    const labels = Object.fromEntries(
      vacancy.fields.map((field: { key: string; label?: { kind: string } }) => [field.key, field.label?.kind]),
    )
    expect(labels).toMatchObject({ role: 'staffRole', employment: 'employment', experience: 'years', sport: 'sport' })
  })
})

describe('what a decision changes in public', () => {
  it('an approved news article and partner are public; a declined reported post is taken down', async () => {
    const articleId = await fixtures.news()
    expect((await get(`/v1/news/${articleId}`, null)).statusCode).toBe(404)
    await approve('news', articleId, (await open('news', articleId)).openedVersion)
    expect((await get(`/v1/news/${articleId}`, null)).statusCode).toBe(200)

    const partnerId = await fixtures.partners()
    await approve('partners', partnerId, (await open('partners', partnerId)).openedVersion)
    const [partner] = await t.db.select().from(sparringPartners).where(eq(sparringPartners.id, partnerId))
    expect(partner?.status).toBe('ACTIVE')

    const postId = await fixtures.reportedPosts()
    await decline('reportedPosts', postId, {
      openedVersion: (await open('reportedPosts', postId)).openedVersion,
      reasonKey: 'inappropriate',
    })
    const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, postId))
    expect(post?.status).toBe('rejected')
    const open_ = await t.db
      .select()
      .from(blogPostReports)
      .where(and(eq(blogPostReports.postId, postId), sql`${blogPostReports.resolvedAt} is null`))
    expect(open_).toHaveLength(0)

    const vacancyId = await fixtures.vacancies()
    await approve('vacancies', vacancyId, (await open('vacancies', vacancyId)).openedVersion)
    const [vacancy] = await t.db.select().from(jobs).where(eq(jobs.id, vacancyId))
    expect(vacancy?.status).toBe('open')
    expect(vacancy?.validThrough?.getTime()).toBeGreaterThan(Date.now())
  })
})

describe('testimonials', () => {
  it('e-mails its writer a subject naming the testimonial in our words, never the name they typed', async () => {
    const writer = await germanOwner()
    const insertTestimonial = async (authorName: string) => {
      const [row] = await t.db
        .insert(testimonials)
        .values({
          quote: 'Rally fand mir einen Partner',
          authorName,
          role: 'player',
          sport: 'Tennis',
          country: 'Germany',
          userId: writer.userId,
        })
        .returning()
      return row?.id as string
    }
    const approvedId = await insertTestimonial('Lena Vogt')
    expect(
      (await approve('testimonials', approvedId, (await open('testimonials', approvedId)).openedVersion)).statusCode,
    ).toBe(200)
    const declinedId = await insertTestimonial('Lena V.')
    const declined = await decline('testimonials', declinedId, {
      openedVersion: (await open('testimonials', declinedId)).openedVersion,
      reasonKey: 'duplicate',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    const subjects = (await mailTo(writer.email)).map((mail) => mail.subject)
    expect(subjects).toEqual([
      'Dein Erfahrungsbericht ist auf Rally freigegeben',
      'Dein Erfahrungsbericht wurde auf Rally nicht freigegeben',
    ])
  })
})

describe('bulk approval of ratings', () => {
  it('approves the waiting ones and names those decided already; the rating counts towards the average', async () => {
    const partner = await insertPartner(t.db, { firstName: 'Averaged' })
    const waiting = await Promise.all(
      [5, 3].map((rating) => insertFeedback(t.db, { resourceId: partner.id, rating, status: 'pending' })),
    )
    const decided = await insertFeedback(t.db, { resourceId: partner.id, rating: 1, status: 'rejected' })
    const unknown = crypto.randomUUID()
    const response = await post('/v1/console/approvals/ratings/approve', {
      ids: [...waiting.map((row) => row.id), decided.id, unknown],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      approved: waiting.map((row) => row.id),
      alreadyDecided: [decided.id, unknown],
    })
    const rows = await t.db.select().from(feedbacks).where(eq(feedbacks.resourceId, partner.id))
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(2)
    const [rated] = await t.db.select().from(sparringPartners).where(eq(sparringPartners.id, partner.id))
    expect(rated?.totalRating).toBe(4)
    for (const row of waiting) expect((await auditOf(row.id))[0]?.action).toBe('rating.approve')
  })
})

describe('news written by editors', () => {
  const article = {
    title: 'An editor writes',
    summary: 'Short',
    body: 'A body long enough to be an article of the news, fifty characters or more.',
    sport: 'Tennis',
    coverUrl: '/media/uploads/image/2026/11/0123456789abcdef0123456789abcdef.png',
  }
  it('waits for an admin: hidden from the public, visible to its writer, in the news queue', async () => {
    const written = await post('/v1/news', article, editor)
    expect(written.statusCode, written.body).toBe(201)
    const { id, status } = written.json().data
    expect(status).toBe('pending')
    expect((await get(`/v1/news/${id}`, null)).statusCode).toBe(404)
    expect((await get(`/v1/news/${id}`, player)).statusCode).toBe(404)
    expect((await get(`/v1/news/${id}`, editor)).json().data.status).toBe('pending')
    const listed = (await get('/v1/news?limit=50', null)).json().data.map((row: { id: string }) => row.id)
    expect(listed).not.toContain(id)
    const queue = (await get('/v1/console/approvals/news')).json().data.map((row: { id: string }) => row.id)
    expect(queue).toContain(id)
  })

  it('is published at once when an admin writes it; a player may not write news', async () => {
    const written = await post('/v1/news', { ...article, title: 'An admin writes' }, admin)
    expect(written.json().data.status).toBe('published')
    const refused = await post('/v1/news', article, player)
    expect(refused.statusCode).toBe(403)
  })
})
