import type { JobStatus } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, mailOutbox } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { pictureOf } from '../../test/images.ts'
import { insertAcademy, insertJob, validPosting } from '../../test/jobs.ts'
import { file, multipart } from '../../test/multipart.ts'
import { createAcademyLookupRepository } from '../academies/academy-lookup-repository.ts'
import { createJobNotifier } from '../mail/job-emails.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { createJobsRepository } from './jobs-repository.ts'
import { createJobsService } from './jobs-service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let poster: Person
let owner: Person
let stranger: Person
let admin: Person
let approvedAcademyId: string
let pendingAcademyId: string
const day = 86_400_000

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  ;[poster, owner, stranger, admin] = [
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
  ]
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
  approvedAcademyId = (
    await insertAcademy(t.db, { ownerUserId: owner.userId, isApproved: true, name: 'Owner Approved Academy' })
  ).id
  pendingAcademyId = (await insertAcademy(t.db, { ownerUserId: poster.userId, isApproved: false })).id
})
afterAll(() => t.close())

const post = (person: Person | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/jobs', headers: person?.headers, payload })
const read = (id: string, person?: Person | null) => t.app.inject({ url: `/v1/jobs/${id}`, headers: person?.headers })
const act = (person: Person, id: string, action: 'publish' | 'close') =>
  t.app.inject({ method: 'POST', url: `/v1/jobs/${id}/${action}`, headers: person.headers })
const moderate = (person: Person, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/v1/jobs/${id}/moderation`, headers: person.headers, payload })
const edit = (person: Person, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/jobs/${id}`, headers: person.headers, payload })

async function uploadPicture(person: Person) {
  const form = multipart(file('logo.png', 'image/png', await pictureOf('png')))
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads?kind=image',
    payload: form.payload,
    headers: { ...form.headers, ...person.headers },
  })
  return response.json().data.url as string
}

describe('GET /v1/jobs', () => {
  const ids: Record<string, string> = {}
  let listPoster: Person

  beforeAll(async () => {
    listPoster = await signIn(t.app)
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day)
    const open = (name: string, daysAgo: number, values: Partial<typeof jobs.$inferInsert> = {}) =>
      insertJob(t.db, {
        posterId: listPoster.userId,
        jobTitle: name,
        academyName: 'Listing Academy',
        openedAt: at(daysAgo),
        validThrough: new Date(at(daysAgo).getTime() + 60 * day),
        ...values,
      }).then((row) => {
        ids[name] = row.id
      })
    await open('Filter Head Coach Pune', 1, { jobLocation: 'Pune, Maharashtra', salary: 90000 })
    await open('Filter Physio Kuala Lumpur', 2, {
      staffRole: 'Physiotherapist',
      sport: 'Badminton',
      jobCountry: 'MY',
      jobLocation: 'Kuala Lumpur',
      salaryCurrencyType: 'MYR',
      salary: 6000,
      employmentType: 'Part Time',
      experienceInYear: 5,
    })
    await open('Filter Sparring Madrid', 3, {
      staffRole: 'Sparring Partner',
      jobCountry: 'ES',
      jobLocation: 'Madrid',
      academyName: 'Real Raqueta Club',
      salaryCurrencyType: 'EUR',
      salary: null,
      salaryIsNegotiable: true,
      experienceInYear: 1,
    })
    // Not listed: past validThrough (the sweeper has not run), closed, draft, pending.
    await open('Filter Overdue', 70)
    await open('Filter Closed', 4, { status: 'closed' })
    await open('Filter Draft', 5, { status: 'draft', openedAt: null, validThrough: null })
    await open('Filter Pending', 6, { status: 'pending', openedAt: null, validThrough: null })
  })

  const titles = async (query: string) => {
    const response = await t.app.inject({ url: `/v1/jobs?q=Filter${query}` })
    expect(response.statusCode).toBe(200)
    return (response.json().data as { jobTitle: string }[]).map((job) => job.jobTitle)
  }

  it('lists open vacancies only, newest first, with the total, cached publicly', async () => {
    const response = await t.app.inject({ url: '/v1/jobs?q=filter' })
    expect(response.headers['cache-control']).toContain('public')
    expect(response.json().total).toBe(3)
    expect(await titles('')).toEqual(['Filter Head Coach Pune', 'Filter Physio Kuala Lumpur', 'Filter Sparring Madrid'])
    const card = response.json().data[2]
    expect(card).toMatchObject({ status: 'open', salary: null, salaryIsNegotiable: true, salaryCurrencyType: 'EUR' })
    expect(card).not.toHaveProperty('email')
    expect(card).not.toHaveProperty('contactNumber')
  })

  it('without filters answers the newest open vacancies of all', async () => {
    const response = await t.app.inject({ url: '/v1/jobs?limit=50' })
    const listed = (response.json().data as { id: string }[]).map((job) => job.id)
    expect(listed).toContain(ids['Filter Head Coach Pune'])
    expect(listed).not.toContain(ids['Filter Overdue'])
    expect(listed).not.toContain(ids['Filter Draft'])
    expect(response.json().total).toBe(listed.length)
  })

  it('pages with page and limit', async () => {
    const second = (await t.app.inject({ url: '/v1/jobs?q=filter&page=2&limit=2' })).json()
    expect(second.total).toBe(3)
    expect(second.data.map((job: { jobTitle: string }) => job.jobTitle)).toEqual(['Filter Sparring Madrid'])
  })

  it('searches title, academy and location', async () => {
    expect(await t.app.inject({ url: '/v1/jobs?q=PHYSIO' }).then((r) => r.json().data[0].jobTitle)).toBe(
      'Filter Physio Kuala Lumpur',
    )
    expect(
      (await t.app.inject({ url: '/v1/jobs?q=raqueta' })).json().data.map((job: { jobTitle: string }) => job.jobTitle),
    ).toEqual(['Filter Sparring Madrid'])
    expect(
      (await t.app.inject({ url: '/v1/jobs?q=maharashtra' }))
        .json()
        .data.map((job: { jobTitle: string }) => job.jobTitle),
    ).toEqual(['Filter Head Coach Pune'])
    expect((await t.app.inject({ url: '/v1/jobs?q=100%25_' })).json().total).toBe(0)
  })

  it('matches every word of a search in some field of the vacancy, across fields', async () => {
    const open = (jobTitle: string, values: Partial<typeof jobs.$inferInsert>) =>
      insertJob(t.db, { posterId: listPoster.userId, jobTitle, academyName: 'Wordsearch Club', ...values })
    await open('Tennis Coach, Juniors', {
      jobLocation: 'Bengaluru',
      academyDescription: 'Clay courts beside Cubbon Park.',
    })
    await open('Strength Lead', {
      staffRole: 'Fitness Trainer',
      jobLocation: 'Bengaluru',
      jobDescription: 'Plan strength and endurance blocks.',
    })
    await open('Rehab Lead', {
      staffRole: 'Physiotherapist',
      sport: 'Badminton',
      jobCountry: 'MY',
      jobLocation: 'Kuala Lumpur',
      jobDescription: 'Treat and prevent injuries.',
    })
    const search = async (q: string) => {
      const response = await t.app.inject({ url: `/v1/jobs?q=${encodeURIComponent(`wordsearch ${q}`)}` })
      expect(response.statusCode).toBe(200)
      return (response.json().data as { jobTitle: string }[]).map((job) => job.jobTitle).sort()
    }
    // Title and city; city alone; academy description and sport; country and staff role by their names.
    expect(await search('coach bengaluru')).toEqual(['Tennis Coach, Juniors'])
    expect(await search('Bengaluru')).toEqual(['Strength Lead', 'Tennis Coach, Juniors'])
    expect(await search('cubbon tennis')).toEqual(['Tennis Coach, Juniors'])
    expect(await search('malaysia  physiotherapist')).toEqual(['Rehab Lead'])
    expect(await search('badminton endurance')).toEqual([])
    expect(await search('fitness endurance bengaluru')).toEqual(['Strength Lead'])
    expect(await search('coach madrid')).toEqual([])
  })

  it('narrows by each filter', async () => {
    expect(await titles('&sport=badminton')).toEqual(['Filter Physio Kuala Lumpur'])
    expect(await titles('&staffRole=Sparring%20Partner')).toEqual(['Filter Sparring Madrid'])
    expect(await titles('&coaching=true')).toEqual(['Filter Head Coach Pune', 'Filter Sparring Madrid'])
    expect(await titles('&coaching=false')).toEqual(['Filter Physio Kuala Lumpur'])
    expect(await titles('&country=my')).toEqual(['Filter Physio Kuala Lumpur'])
    expect(await titles('&city=madrid')).toEqual(['Filter Sparring Madrid'])
    expect(await titles('&employmentType=Part%20Time')).toEqual(['Filter Physio Kuala Lumpur'])
    expect(await titles('&currency=INR')).toEqual(['Filter Head Coach Pune'])
    expect(await titles('&currency=INR&minSalary=90000')).toEqual(['Filter Head Coach Pune'])
    expect(await titles('&currency=INR&minSalary=90001')).toEqual([])
    expect(await titles('&experience=2')).toEqual(['Filter Head Coach Pune', 'Filter Sparring Madrid'])
    expect(await titles('&experience=1')).toEqual(['Filter Sparring Madrid'])
  })

  it('refuses a minimum salary without a currency, and bad parameters, with field messages', async () => {
    const noCurrency = await t.app.inject({ url: '/v1/jobs?minSalary=1000' })
    expect(noCurrency.statusCode).toBe(400)
    expect(noCurrency.json().error.fields).toEqual({ currency: 'Choose a currency to filter by minimum salary' })
    for (const [query, field, message] of [
      ['currency=BTC', 'currency', 'currency must be one of the salary currencies'],
      ['staffRole=Janitor', 'staffRole', 'staffRole must be one of the staff roles'],
      ['minSalary=-5&currency=INR', 'minSalary', 'minSalary must be a positive number'],
      ['country=Atlantis', 'country', 'country must be a two-letter country code'],
      ['sport=golf', 'sport', 'sport must be Badminton or Tennis'],
      ['limit=51', 'limit', 'limit must be at most 50'],
    ] as const) {
      const response = await t.app.inject({ url: `/v1/jobs?${query}` })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    }
  })

  it('shows an overdue vacancy as expired, and a closed one as closed, to anyone', async () => {
    const overdue = await read(ids['Filter Overdue'] as string)
    expect(overdue.statusCode).toBe(200)
    expect(overdue.json().data.status).toBe('expired')
    expect((await read(ids['Filter Closed'] as string)).json().data.status).toBe('closed')
  })

  it('hides drafts and pending vacancies from everyone but their poster and admins', async () => {
    for (const name of ['Filter Draft', 'Filter Pending']) {
      const id = ids[name] as string
      expect((await read(id)).statusCode).toBe(404)
      expect((await read(id, stranger)).statusCode).toBe(404)
      const own = await read(id, listPoster)
      expect(own.statusCode).toBe(200)
      expect(own.headers['cache-control']).toBe('private, no-store')
      expect(own.json().data.viewer).toEqual({ mayManage: true, applicationStatus: null })
      expect((await read(id, admin)).json().data.viewer.mayManage).toBe(true)
    }
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await read('not-an-id')).statusCode).toBe(400)
  })
})

describe('POST /v1/jobs', () => {
  it('needs a signed-in poster', async () => {
    expect((await post(null, validPosting())).statusCode).toBe(401)
  })

  it('answers every missing field with the spec’s message', async () => {
    const response = await post(poster, {})
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toMatchObject({
      jobTitle: 'Job Title is Required',
      jobDescription: 'Job Description is Required',
      jobLocation: 'Job Location is Required',
      academyName: 'Academy Name is Required',
      academyDescription: 'Academy Description is Required',
      contactPerson: 'Contact Person is Required',
      contactPersonDesignation: 'Contact Person Designation is Required',
      contactNumber: 'Contact Number is Required',
      employmentType: 'Employment Type is Required',
      experienceInYear: 'Experience is Required',
      duration: 'Duration is Required',
      workHours: 'Work Hours is Required',
      salaryCurrencyType: 'Choose a currency',
      staffRole: 'Choose a staff role',
    })
    const blank = await post(poster, validPosting({ jobTitle: '   ', email: 'not-an-email' }))
    expect(blank.json().error.fields).toEqual({ jobTitle: 'Job Title is Required', email: 'Invalid email' })
  })

  it('refuses zero or negative numbers, and values outside the enumerations', async () => {
    for (const value of [0, -3]) {
      const response = await post(
        poster,
        validPosting({ salary: value, duration: value, workHours: value, experienceInYear: value }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields).toEqual({
        salary: 'Salary is Required',
        duration: 'Duration is Required',
        workHours: 'Work Hours is Required',
        experienceInYear: 'Experience is Required',
      })
    }
    const outside = await post(
      poster,
      validPosting({ salaryCurrencyType: 'BTC', staffRole: 'Janitor', employmentType: 'Gig', benefits: ['Car'] }),
    )
    expect(outside.json().error.fields).toEqual({
      salaryCurrencyType: 'Choose a currency',
      staffRole: 'Choose a staff role',
      employmentType: 'Employment Type is Required',
      'benefits.0': 'Benefit is Required',
    })
    const noSalary = await post(poster, validPosting({ salary: null }))
    expect(noSalary.json().error.fields).toEqual({ salary: 'Salary is Required' })
    expect((await post(poster, validPosting({ salary: null, salaryIsNegotiable: true }))).statusCode).toBe(201)
  })

  it('takes pictures uploaded here as logo and gallery, at most eight, and nothing else', async () => {
    const picture = await uploadPicture(poster)
    const created = await post(poster, validPosting({ logo: [picture], gallery: [picture, picture] }))
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toMatchObject({ logoUrl: picture, gallery: [picture, picture] })

    const elsewhere = await post(poster, validPosting({ logo: ['https://evil.example/logo.png'] }))
    expect(elsewhere.json().error.fields).toEqual({ 'logo.0': 'Upload the file here instead of linking to it' })
    const notAPicture = await post(poster, validPosting({ logo: [`/media/uploads/cv/2025/01/${'a'.repeat(32)}.pdf`] }))
    expect(notAPicture.statusCode).toBe(400)
    expect(notAPicture.json().error.fields['logo.0']).toBeDefined()
    const pdfAsImage = await post(
      poster,
      validPosting({ logo: [`/media/uploads/image/2025/01/${'a'.repeat(32)}.pdf`] }),
    )
    expect(pdfAsImage.json().error.fields).toEqual({ 'logo.0': 'Only JPEG, PNG or WebP images are allowed' })
    const ninth = await post(poster, validPosting({ gallery: Array(9).fill(picture) }))
    expect(ninth.statusCode).toBe(400)
    expect(ninth.json().error.fields).toEqual({ gallery: 'Add at most 8 pictures' })
  })

  it('keeps a draft as a draft, sends a poster without an approved academy to an admin', async () => {
    const draft = await post(poster, { ...validPosting(), asDraft: true })
    expect(draft.statusCode).toBe(201)
    expect(draft.json().data).toMatchObject({ status: 'draft', openedAt: null, validThrough: null })
    const pending = await post(poster, validPosting({ academyId: pendingAcademyId }))
    expect(pending.json().data).toMatchObject({ status: 'pending', academy: null })
  })

  it('opens at once for the owner of an approved academy, for the configured 60 days', async () => {
    const before = Date.now()
    const response = await post(owner, validPosting({ academyId: approvedAcademyId }))
    expect(response.statusCode).toBe(201)
    const job = response.json().data
    expect(job.status).toBe('open')
    expect(job.academy).toMatchObject({ id: approvedAcademyId, name: 'Owner Approved Academy', category: 'Tennis' })
    const validFor = new Date(job.validThrough).getTime() - new Date(job.openedAt).getTime()
    expect(validFor).toBe(60 * day)
    expect(new Date(job.openedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('refuses an academy that is not the poster’s with 403', async () => {
    const response = await post(stranger, validPosting({ academyId: approvedAcademyId }))
    expect(response.statusCode).toBe(403)
    expect((await post(stranger, validPosting({ academyId: crypto.randomUUID() }))).statusCode).toBe(403)
  })
})

describe('a vacancy’s life', () => {
  it('draft → pending → open by an admin, with validThrough', async () => {
    const id = (await post(poster, { ...validPosting(), asDraft: true })).json().data.id
    expect((await act(stranger, id, 'publish')).statusCode).toBe(404)
    const published = await act(poster, id, 'publish')
    expect(published.json().data.status).toBe('pending')
    expect((await act(poster, id, 'publish')).json().error.code).toBe('JOB_TRANSITION_NOT_ALLOWED')

    expect((await moderate(poster, id, { decision: 'approve' })).statusCode).toBe(403)
    expect((await moderate(admin, id, { decision: 'maybe' })).json().error.fields).toEqual({
      decision: 'decision must be approve or reject',
    })
    const approved = await moderate(admin, id, { decision: 'approve' })
    expect(approved.statusCode).toBe(200)
    const job = approved.json().data
    expect(job.status).toBe('open')
    expect(new Date(job.validThrough).getTime() - new Date(job.openedAt).getTime()).toBe(60 * day)
    expect((await read(id)).json().data.viewer).toEqual({ mayManage: false, applicationStatus: null })
    expect((await moderate(admin, id, { decision: 'approve' })).statusCode).toBe(409)
  })

  it('a draft of an approved academy’s owner opens when published', async () => {
    const id = (await post(owner, { ...validPosting({ academyId: approvedAcademyId }), asDraft: true })).json().data.id
    expect((await act(owner, id, 'publish')).json().data.status).toBe('open')
  })

  it('an admin rejects with a reason that only the poster and admins read', async () => {
    const id = (await post(poster, validPosting())).json().data.id
    const rejected = await moderate(admin, id, { decision: 'reject', reason: 'Add the salary range' })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Add the salary range' })
    expect((await read(id, poster)).json().data.rejectionReason).toBe('Add the salary range')
    expect((await read(id, stranger)).statusCode).toBe(404)
    expect((await edit(poster, id, validPosting())).json().error.code).toBe('JOB_TRANSITION_NOT_ALLOWED')
  })

  it('its poster edits it and the status stays; others may not', async () => {
    const id = (await post(owner, validPosting({ academyId: approvedAcademyId }))).json().data.id
    const edited = await edit(owner, id, validPosting({ academyId: approvedAcademyId, jobTitle: 'Senior Head Coach' }))
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({ jobTitle: 'Senior Head Coach', status: 'open' })
    const refused = await edit(stranger, id, validPosting({ jobTitle: 'Taken over' }))
    expect(refused.statusCode).toBe(403)
    expect((await read(id)).json().data.jobTitle).toBe('Senior Head Coach')
    expect((await edit(admin, id, validPosting({ academyId: approvedAcademyId }))).statusCode).toBe(200)
    const bad = await edit(owner, id, validPosting({ workHours: -1 }))
    expect(bad.json().error.fields).toEqual({ workHours: 'Work Hours is Required' })
    const draftId = (await post(poster, { ...validPosting(), asDraft: true })).json().data.id
    expect((await edit(stranger, draftId, validPosting())).statusCode).toBe(404)
  })

  it('its poster or an admin closes it; closed stays readable and final', async () => {
    const id = (await post(owner, validPosting({ academyId: approvedAcademyId }))).json().data.id
    expect((await act(stranger, id, 'close')).statusCode).toBe(403)
    const closed = await act(owner, id, 'close')
    expect(closed.json().data.status).toBe('closed')
    expect((await read(id)).json().data.status).toBe('closed')
    expect((await act(owner, id, 'close')).json().error.code).toBe('JOB_TRANSITION_NOT_ALLOWED')
    expect((await edit(owner, id, validPosting())).json().error.code).toBe('JOB_TRANSITION_NOT_ALLOWED')
    const another = (await post(poster, validPosting())).json().data.id
    expect((await act(admin, another, 'close')).json().data.status).toBe('closed')
  })

  it('answers 409 when another change won in between', async () => {
    const id = (await post(poster, validPosting())).json().data.id
    // Two admins decide at once: one decision stands, the other is told so.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => moderate(admin, id, { decision: n % 2 ? 'approve' : 'reject' })),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(5)
  })
})

describe('GET /v1/jobs/mine and /v1/jobs/posting-defaults', () => {
  it('lists the poster’s vacancies in every status, newest first, with counts', async () => {
    const mine = await signIn(t.app)
    const first = (await post(mine, { ...validPosting({ jobTitle: 'Mine first' }), asDraft: true })).json().data.id
    const second = (await post(mine, validPosting({ jobTitle: 'Mine second' }))).json().data.id
    const response = await t.app.inject({ url: '/v1/jobs/mine', headers: mine.headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.json().data.map((job: { id: string }) => job.id)).toEqual([second, first])
    expect(response.json().data[1]).toMatchObject({
      status: 'draft',
      applicationCounts: { new: 0, shortlisted: 0, rejected: 0, hired: 0 },
    })
    expect((await t.app.inject({ url: '/v1/jobs/mine' })).statusCode).toBe(401)
  })

  it('prefill from the poster’s latest academy and account', async () => {
    const none = (await t.app.inject({ url: '/v1/jobs/posting-defaults', headers: stranger.headers })).json().data
    expect(none).toMatchObject({ academyId: null, academyName: '', email: stranger.email, publishesAtOnce: false })
    const unapproved = (await t.app.inject({ url: '/v1/jobs/posting-defaults', headers: poster.headers })).json().data
    expect(unapproved).toMatchObject({
      academyId: pendingAcademyId,
      academyName: 'Owner Academy',
      publishesAtOnce: false,
    })
    const approved = (await t.app.inject({ url: '/v1/jobs/posting-defaults', headers: owner.headers })).json().data
    expect(approved).toMatchObject({
      academyId: approvedAcademyId,
      sport: 'Tennis',
      academyName: 'Owner Approved Academy',
      academyDescription: 'Our academy',
      email: owner.email,
      publishesAtOnce: true,
    })
  })
})

describe('expiry', () => {
  it('marks open vacancies past validThrough as expired and e-mails each poster, once', async () => {
    const now = new Date('2031-05-01T09:00:00Z')
    const due = await insertJob(t.db, {
      posterId: poster.userId,
      jobTitle: 'Due to expire',
      openedAt: new Date(now.getTime() - 61 * day),
      validThrough: new Date(now.getTime() - 1000),
    })
    const notDue = await insertJob(t.db, {
      posterId: poster.userId,
      validThrough: new Date(now.getTime() + day),
    })
    const jobsService = createJobsService({
      repository: createJobsRepository(t.db, {
        academies: createAcademyLookupRepository(t.db),
        people: createUserDirectoryRepository(t.db),
      }),
      notifier: createJobNotifier({ outbox: createOutboxWriter(), publicUrl: 'https://rally.example' }),
      clock: () => now,
    })
    const status = async (id: string) =>
      ((await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status ?? null) as JobStatus
    // Only this test's clock is far ahead: other tests' open vacancies expire too, so count ours.
    await jobsService.expireDue()
    expect(await status(due.id)).toBe('expired')
    expect(await status(notDue.id)).toBe('open')
    // A second run finds nothing due and sends nothing more.
    expect(await jobsService.expireDue()).toBe(0)
    const notices = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, poster.email))
    expect(notices.filter((mail) => mail.text.includes('Due to expire'))).toHaveLength(1)
    expect((await read(due.id)).json().data.status).toBe('expired')
  })
})
