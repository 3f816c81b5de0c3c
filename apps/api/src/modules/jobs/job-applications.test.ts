import { jobCvRequiredMessage } from '@rally/shared'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { docxCv, insertJob, storedCv, uploadCv, validApplication } from '../../test/jobs.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let poster: Person
let applicant: Person
let stranger: Person
let admin: Person
let openJobId: string
const day = 86_400_000

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  ;[poster, applicant, stranger, admin] = [
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
  ]
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
  openJobId = (await insertJob(t.db, { posterId: poster.userId, jobTitle: 'Assistant Coach, Chennai' })).id
})
afterAll(() => t.close())

const apply = (jobId: string, payload: Record<string, unknown>, person?: Person | null) =>
  t.app.inject({ method: 'POST', url: `/v1/jobs/${jobId}/applications`, headers: person?.headers, payload })
const listOf = (jobId: string, person?: Person) =>
  t.app.inject({ url: `/v1/jobs/${jobId}/applications`, headers: person?.headers })
const move = (id: string, status: string, person?: Person) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/job-applications/${id}/status`,
    headers: person?.headers,
    payload: { status },
  })
const download = (id: string, person?: Person) =>
  t.app.inject({ url: `/v1/job-applications/${id}/document`, headers: person?.headers })

const newJob = async () => (await insertJob(t.db, { posterId: poster.userId })).id

describe('POST /v1/jobs/:jobId/applications', () => {
  it('takes a signed-in applicant’s application with the stored CV, linked to them', async () => {
    const upload = (await uploadCv(t.app, docxCv, 'Ravi Kumar.docx')).json().data
    const response = await apply(openJobId, validApplication(upload.document), applicant)
    expect(response.statusCode).toBe(201)
    const application = response.json().data
    expect(application).toMatchObject({
      jobId: openJobId,
      firstName: 'Ravi',
      exprerience: '3-4',
      nationality: 'Indian',
      highestLevelPlayed: 'ADVANCED',
      skills: [{ label: 'Footwork', value: 'Footwork' }],
      status: 'new',
      document: { name: 'Ravi Kumar.docx', size: docxCv.length, contentType: upload.contentType },
      documentUrl: `/v1/job-applications/${application.id}/document`,
    })
    expect(JSON.stringify(application)).not.toContain('job-cv/')
    const job = (await t.app.inject({ url: `/v1/jobs/${openJobId}`, headers: applicant.headers })).json().data
    expect(job.viewer).toEqual({ mayManage: false, applicationStatus: 'new' })
    // In the same transaction: the applicant's confirmation and the employer's notice, never the CV.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['ravi.kumar@mail.example', poster.email]))
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ravi.kumar@mail.example', poster.email].sort())
    for (const mail of mails) {
      expect(mail.attachments).toEqual([])
      expect(mail.text).not.toContain('job-cv/')
    }
  })

  it('refuses a second application by the same person', async () => {
    const again = await apply(
      openJobId,
      validApplication(await storedCv(t.app), { email: 'other@mail.example' }),
      applicant,
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('JOB_ALREADY_APPLIED')
  })

  it('takes a guest once per e-mail, whatever its case', async () => {
    const jobId = await newJob()
    const first = await apply(jobId, validApplication(await storedCv(t.app), { email: 'Meera.Iyer@mail.example' }))
    expect(first.statusCode).toBe(201)
    const second = await apply(jobId, validApplication(await storedCv(t.app), { email: 'meera.iyer@MAIL.example' }))
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('JOB_ALREADY_APPLIED')
  })

  it('answers every field with the spec’s message, and values outside the lists too', async () => {
    const empty = await apply(openJobId, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toMatchObject({
      firstName: 'First Name is Required',
      lastName: 'Last Name is Required',
      phoneNumber: 'Phone Number is Required',
      document: jobCvRequiredMessage,
    })
    const outside = await apply(
      openJobId,
      validApplication(await storedCv(t.app), {
        email: 'nope',
        nationality: 'Martian',
        exprerience: '10+',
        highestLevelPlayed: 'GODLIKE',
        countryCode: '+999',
      }),
    )
    expect(outside.json().error.fields).toEqual({
      email: 'Invalid email',
      nationality: 'Choose a nationality from the list',
      exprerience: 'Choose your experience from the list',
      highestLevelPlayed: 'Choose a level from the list',
      countryCode: 'Select Country Code',
    })
  })

  it('needs a CV stored here and not used by another application', async () => {
    for (const document of [
      '/media/uploads/cv/2025/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf',
      `job-cv/2025/01/${'c'.repeat(32)}.pdf`,
    ]) {
      const response = await apply(await newJob(), validApplication(document, { email: 'cv.check@mail.example' }))
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields).toEqual({ document: jobCvRequiredMessage })
    }
    const document = await storedCv(t.app)
    expect((await apply(await newJob(), validApplication(document, { email: 'one@mail.example' }))).statusCode).toBe(
      201,
    )
    const reused = await apply(await newJob(), validApplication(document, { email: 'two@mail.example' }))
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error.fields).toEqual({ document: jobCvRequiredMessage })
  })

  it('refuses closed, expired, pending and own vacancies', async () => {
    const closed = await insertJob(t.db, { posterId: poster.userId, status: 'closed' })
    const expired = await insertJob(t.db, {
      posterId: poster.userId,
      openedAt: new Date(Date.now() - 61 * day),
      validThrough: new Date(Date.now() - day),
    })
    for (const id of [closed.id, expired.id]) {
      const response = await apply(id, validApplication(await storedCv(t.app), { email: 'late@mail.example' }))
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('JOB_NOT_ACCEPTING_APPLICATIONS')
    }
    const pending = await insertJob(t.db, { posterId: poster.userId, status: 'pending' })
    expect((await apply(pending.id, validApplication(await storedCv(t.app)))).statusCode).toBe(404)
    const own = await apply(openJobId, validApplication(await storedCv(t.app), { email: 'me@mail.example' }), poster)
    expect(own.statusCode).toBe(403)
  })

  it('makes exactly one application of 20 sent at once by one person', async () => {
    const jobId = await newJob()
    const person = await signIn(t.app)
    const documents = await Promise.all(Array.from({ length: 20 }, () => storedCv(t.app)))
    const answers = await Promise.all(documents.map((document) => apply(jobId, validApplication(document), person)))
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe('JOB_ALREADY_APPLIED')
    }
    expect((await listOf(jobId, poster)).json().data).toHaveLength(1)
  })
})

describe('the employer’s side', () => {
  let applicationId: string
  let jobId: string

  beforeAll(async () => {
    jobId = await newJob()
    applicationId = (
      await apply(jobId, validApplication(await storedCv(t.app), { email: 'status.mail@mail.example' }), applicant)
    ).json().data.id
  })

  it('the poster and admins read a vacancy’s applications; others may not', async () => {
    const own = await listOf(jobId, poster)
    expect(own.statusCode).toBe(200)
    expect(own.json().data.map((application: { id: string }) => application.id)).toEqual([applicationId])
    expect((await listOf(jobId, admin)).statusCode).toBe(200)
    expect((await listOf(jobId, stranger)).statusCode).toBe(403)
    expect((await listOf(jobId, applicant)).statusCode).toBe(403)
    expect((await listOf(jobId)).statusCode).toBe(401)
  })

  it('moves an application new → shortlisted → hired, and never back', async () => {
    expect((await move(applicationId, 'hired', poster)).json().error.code).toBe(
      'JOB_APPLICATION_TRANSITION_NOT_ALLOWED',
    )
    expect((await move(applicationId, 'shortlisted', stranger)).statusCode).toBe(404)
    expect((await move(applicationId, 'shortlisted', applicant)).statusCode).toBe(404)
    expect((await move(applicationId, 'new', poster)).json().error.fields).toEqual({
      status: 'status must be shortlisted, rejected or hired',
    })
    const shortlisted = await move(applicationId, 'shortlisted', poster)
    expect(shortlisted.statusCode).toBe(200)
    expect(shortlisted.json().data.status).toBe('shortlisted')
    expect((await move(applicationId, 'hired', admin)).json().data.status).toBe('hired')
    const told = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'status.mail@mail.example'))
    expect(told).toHaveLength(3)
    expect((await move(applicationId, 'rejected', poster)).statusCode).toBe(409)
  })

  it('counts the applications on the poster’s list', async () => {
    const mine = (await t.app.inject({ url: '/v1/jobs/mine', headers: poster.headers })).json().data
    expect(mine.find((job: { id: string }) => job.id === jobId).applicationCounts).toEqual({
      new: 0,
      shortlisted: 0,
      rejected: 0,
      hired: 1,
    })
  })

  it('the applicant sees each application with its status and vacancy', async () => {
    const response = await t.app.inject({ url: '/v1/job-applications/mine', headers: applicant.headers })
    expect(response.statusCode).toBe(200)
    const mine = response.json().data
    expect(mine.map((application: { id: string }) => application.id)).toContain(applicationId)
    expect(mine.find((application: { id: string }) => application.id === applicationId)).toMatchObject({
      status: 'hired',
      documentUrl: `/v1/job-applications/${applicationId}/document`,
      job: { id: jobId, status: 'open' },
    })
    expect((await t.app.inject({ url: '/v1/job-applications/mine', headers: stranger.headers })).json().data).toEqual(
      [],
    )
  })

  it('the CV downloads for the poster, the applicant and admins only, as an attachment', async () => {
    for (const person of [poster, applicant, admin]) {
      const response = await download(applicationId, person)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cv\.pdf"/)
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.body.startsWith('%PDF')).toBe(true)
    }
    expect((await download(applicationId, stranger)).statusCode).toBe(404)
    expect((await download(applicationId)).statusCode).toBe(401)
    expect((await download(crypto.randomUUID(), admin)).statusCode).toBe(404)
  })
})
