import type { ApprovalQueue } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPosts, jobs, personalCoaches, sparringPartners } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { validPosting } from '../../test/jobs.ts'

// The operator's word stands (decision 030): what an operator declined or took down stays so whatever
// its owner sends, and what the public reads of an approved record is text an operator has seen.

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person

beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(t.app, 'admin')
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
})
afterAll(() => t.close())

type Reply = Awaited<ReturnType<typeof t.app.inject>>
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, person: Person | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> })
const get = (url: string, person: Person | null = null) => t.app.inject({ url, headers: person?.headers })
const ok = (response: Reply, status = 200) => {
  expect(response.statusCode, response.body).toBe(status)
  return response.json().data
}
const refusedBecauseOfOperator = (response: Reply) => {
  expect(response.statusCode, response.body).toBe(409)
  expect(response.json().error.code).toBe('OPERATOR_DECISION_STANDS')
}

const openedVersion = async (queue: ApprovalQueue, id: string) =>
  ok(await get(`/v1/console/approvals/${queue}/${id}`, admin)).openedVersion as string
const approve = async (queue: ApprovalQueue, id: string) =>
  ok(
    await send('POST', `/v1/console/approvals/${queue}/${id}/approve`, admin, {
      openedVersion: await openedVersion(queue, id),
    }),
  )
const decline = async (queue: ApprovalQueue, id: string, reasonKey: string) =>
  ok(
    await send('POST', `/v1/console/approvals/${queue}/${id}/decline`, admin, {
      openedVersion: await openedVersion(queue, id),
      reasonKey,
    }),
  )
const waitingIds = async (queue: ApprovalQueue) =>
  (ok(await get(`/v1/console/approvals/${queue}`, admin)) as { id: string }[]).map((item) => item.id)

const partnerProfile = { firstName: 'Pia', sport: 'Tennis', city: 'Pune', country: 'India' }

describe('a partner an operator declined', () => {
  it('cannot make themselves active again, and their page stays not found', async () => {
    const owner = await signIn(t.app)
    const partner = ok(await send('POST', '/v1/sparring-partners', owner, partnerProfile), 201)
    ok(await send('PATCH', '/v1/sparring-partners', owner, { id: partner.id, status: 'INACTIVE' }))
    await decline('partners', partner.id, 'unverifiable')

    const refused = await send('PATCH', '/v1/sparring-partners', owner, { id: partner.id, status: 'ACTIVE' })
    refusedBecauseOfOperator(refused)
    expect(refused.json().error.message).toMatch(/declined this profile/)
    const [row] = await t.db.select().from(sparringPartners).where(eq(sparringPartners.id, partner.id))
    expect(row?.status).toBe('INACTIVE')
    expect((await get(`/v1/sparring-partners?_id=${partner.id}`)).statusCode).toBe(404)
    const listed = ok(await get('/v1/sparring-partners?category=Tennis&status=ACTIVE'))
    expect(listed.map((card: { id: string }) => card.id)).not.toContain(partner.id)

    // Their own words they may still change; the profile stays declined and out of sight.
    const edited = ok(await send('PATCH', '/v1/sparring-partners', owner, { id: partner.id, bio: 'Club player' }))
    expect(edited).toMatchObject({ bio: 'Club player', status: 'INACTIVE' })
    // The owner's own record says why: declined, and the operator's reason.
    expect(edited.declinedAt).not.toBeNull()
    expect(edited.declineReason).toBe('The credentials could not be verified')
    expect((await get(`/v1/sparring-partners?_id=${partner.id}`)).statusCode).toBe(404)
  })

  it('a partner who paused themselves resumes as before', async () => {
    const owner = await signIn(t.app)
    const partner = ok(await send('POST', '/v1/sparring-partners', owner, partnerProfile), 201)
    ok(await send('PATCH', '/v1/sparring-partners', owner, { id: partner.id, status: 'INACTIVE' }))
    expect((await get(`/v1/sparring-partners?_id=${partner.id}`)).statusCode).toBe(404)
    ok(await send('PATCH', '/v1/sparring-partners', owner, { id: partner.id, status: 'ACTIVE' }))
    expect((await get(`/v1/sparring-partners?_id=${partner.id}`)).statusCode).toBe(200)
  })
})

describe('a blog post an operator declined or took down', () => {
  const body = 'Most rallies are lost before the racquet moves: split step, then recover to the centre of the court.'
  const post = (title: string) => ({ title, body, sport: 'Badminton', tags: ['footwork'] })

  async function author(username: string) {
    const person = await signIn(t.app)
    await t.db.execute(sql`update users set username = ${username} where id = ${person.userId}`)
    return person
  }

  it('is not republished by its author after a report took it down', async () => {
    const writer = await author('kiran_writes')
    const first = ok(await send('POST', '/v1/blog-posts', writer, post('Footwork that wins rallies')), 201)
    expect(ok(await send('POST', `/v1/blog-posts/${first.id}/publish`, writer)).status).toBe('pending')
    await approve('blogPosts', first.id)
    // Once one post is out, the next goes out at once.
    const second = ok(await send('POST', '/v1/blog-posts', writer, post('Buy followers here today')), 201)
    expect(ok(await send('POST', `/v1/blog-posts/${second.id}/publish`, writer)).status).toBe('published')

    const reader = await signIn(t.app)
    ok(await send('POST', `/v1/blog-posts/${second.id}/reports`, reader, { reason: 'Advertising' }), 201)
    await decline('reportedPosts', second.id, 'inappropriate')

    refusedBecauseOfOperator(await send('POST', `/v1/blog-posts/${second.id}/publish`, writer))
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, second.id))
    expect(row?.status).toBe('rejected')
    expect((await get(`/v1/blog-posts/${second.id}`)).statusCode).toBe(404)
    expect((await get('/v1/blog-posts/by-author/kiran_writes/buy-followers-here-today')).statusCode).toBe(404)
  })

  it('a declined first post is not sent back to the queue by its author', async () => {
    const writer = await author('mira_writes')
    const first = ok(await send('POST', '/v1/blog-posts', writer, post('My first post on Rally')), 201)
    ok(await send('POST', `/v1/blog-posts/${first.id}/publish`, writer))
    await decline('blogPosts', first.id, 'inaccurate')

    refusedBecauseOfOperator(await send('POST', `/v1/blog-posts/${first.id}/publish`, writer))
    expect(await waitingIds('blogPosts')).not.toContain(first.id)
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, first.id))
    expect(row?.status).toBe('rejected')
  })
})

describe('an approved vacancy edited by its poster', () => {
  it('waits for review, out of public sight, and the public reads the edit only once approved', async () => {
    const poster = await signIn(t.app)
    const vacancy = ok(await send('POST', '/v1/jobs', poster, validPosting()), 201)
    expect(vacancy.status).toBe('pending')
    await approve('vacancies', vacancy.id)
    expect(ok(await get(`/v1/jobs/${vacancy.id}`)).status).toBe('open')

    const scam = 'Pay a registration fee of 2000 INR via UPI to be shortlisted.'
    const edited = ok(await send('PUT', `/v1/jobs/${vacancy.id}`, poster, validPosting({ jobDescription: scam })))
    expect(edited.status).toBe('pending')

    expect((await get(`/v1/jobs/${vacancy.id}`)).statusCode).toBe(404)
    const listed = ok(await get('/v1/jobs?q=registration'))
    expect(listed.map((job: { id: string }) => job.id)).not.toContain(vacancy.id)
    expect(await waitingIds('vacancies')).toContain(vacancy.id)

    await decline('vacancies', vacancy.id, 'inappropriate')
    expect((await get(`/v1/jobs/${vacancy.id}`)).statusCode).toBe(404)
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, vacancy.id))
    expect(row?.status).toBe('rejected')
  })

  it('stays open when the edit changes nothing, and shows an approved edit', async () => {
    const poster = await signIn(t.app)
    const vacancy = ok(await send('POST', '/v1/jobs', poster, validPosting()), 201)
    await approve('vacancies', vacancy.id)
    expect(ok(await send('PUT', `/v1/jobs/${vacancy.id}`, poster, validPosting())).status).toBe('open')

    ok(await send('PUT', `/v1/jobs/${vacancy.id}`, poster, validPosting({ jobTitle: 'Senior Head Coach' })))
    await approve('vacancies', vacancy.id)
    expect(ok(await get(`/v1/jobs/${vacancy.id}`))).toMatchObject({ status: 'open', jobTitle: 'Senior Head Coach' })
  })
})

describe('an approved specialist edited by their owner', () => {
  const register = { firstName: 'Nadia', title: 'Tennis coach', category: 'Tennis' }

  it('goes back to review and out of public sight; the public reads the edit only once approved', async () => {
    const owner = await signIn(t.app)
    const specialist = ok(await send('POST', '/v1/personal-coach/records', owner, register), 201)
    await approve('specialists', specialist.id)
    expect((await get(`/v1/personal-coach/records/${specialist.id}`)).statusCode).toBe(200)

    const change = { id: specialist.id, formVersion: 'v2', title: 'Pay a fee via UPI first' }
    const edited = ok(await send('PATCH', '/v1/personal-coach/records', owner, change))
    expect(edited).toMatchObject({ title: 'Pay a fee via UPI first', isApproved: false })
    expect((await get(`/v1/personal-coach/records/${specialist.id}`)).statusCode).toBe(404)
    const listed = ok(await get('/v1/personal-coach/records?isApproved=true&category=Tennis'))
    expect(listed.map((coach: { id: string }) => coach.id)).not.toContain(specialist.id)
    expect(await waitingIds('specialists')).toContain(specialist.id)

    await approve('specialists', specialist.id)
    expect(ok(await get(`/v1/personal-coach/records/${specialist.id}`)).title).toBe('Pay a fee via UPI first')
  })

  it('keeps their place for a new fee or session length, or a save that changes nothing', async () => {
    const owner = await signIn(t.app)
    const specialist = ok(await send('POST', '/v1/personal-coach/records', owner, register), 201)
    await approve('specialists', specialist.id)
    const fee = { id: specialist.id, formVersion: 'v2', feeAmount: 900, sessionMinutes: 60, title: 'Tennis coach' }
    expect(ok(await send('PATCH', '/v1/personal-coach/records', owner, fee)).isApproved).toBe(true)
    expect(ok(await get(`/v1/personal-coach/records/${specialist.id}`)).feeAmount).toBe(900)
  })

  it('a declined one stays declined when edited', async () => {
    const owner = await signIn(t.app)
    const specialist = ok(await send('POST', '/v1/personal-coach/records', owner, register), 201)
    await decline('specialists', specialist.id, 'unverifiable')
    const edited = ok(
      await send('PATCH', '/v1/personal-coach/records', owner, {
        id: specialist.id,
        formVersion: 'v2',
        title: 'Coach',
      }),
    )
    expect(edited).toMatchObject({ isApproved: false, declineReason: 'The credentials could not be verified' })
    const [row] = await t.db.select().from(personalCoaches).where(eq(personalCoaches.id, specialist.id))
    expect(row).toMatchObject({ isApproved: false, title: 'Coach' })
    expect(row?.declinedAt).not.toBeNull()
    expect(await waitingIds('specialists')).not.toContain(specialist.id)
  })
})
