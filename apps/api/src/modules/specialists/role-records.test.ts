import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { file, multipart } from '../../test/multipart.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let owner: Person
let stranger: Person
let admin: Person

const specialist = {
  firstName: 'Meera',
  lastName: 'Iyer',
  title: 'Former National Champion & Head Coach',
  category: 'Badminton',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  feeAmount: 1500,
  achievements: ['National singles champion 2014'],
  languages: ['English', 'Kannada'],
}

const partner = {
  firstName: 'Budi',
  lastName: 'Santoso',
  sport: 'Tennis',
  level: 'National top 50',
  ranking: 42,
  feeAmount: 290,
  city: 'Jakarta',
  country: 'Indonesia',
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await signIn(t.app)
  stranger = await signIn(t.app)
  admin = await signIn(t.app, 'admin')
  await t.db.execute((await import('drizzle-orm')).sql`update users set is_admin = true where id = ${admin.userId}`)
})
afterAll(() => t.close())

describe('specialist records', () => {
  let coachId: string

  it('"Register as a Specialist" creates an unapproved record of form version 2, once per user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/personal-coach/records',
      headers: owner.headers,
      payload: specialist,
    })
    expect(response.statusCode).toBe(201)
    const record = response.json().data
    expect(record).toMatchObject({ isApproved: false, formVersion: 'v2', userId: owner.userId, email: owner.email })
    coachId = record.id

    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/personal-coach/records',
      headers: owner.headers,
      payload: specialist,
    })
    expect(again.statusCode).toBe(409)
  })

  it('ignores an approval the registering client tries to give itself', async () => {
    const sneaky = await signIn(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/personal-coach/records',
      headers: sneaky.headers,
      payload: { ...specialist, isApproved: true, totalRating: 5 },
    })
    expect(response.json().data).toMatchObject({ isApproved: false, totalRating: 0 })
  })

  it('shows an unapproved record to its owner and an admin only', async () => {
    expect(
      (await t.app.inject({ url: `/v1/personal-coach/records/${coachId}`, headers: owner.headers })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ url: `/v1/personal-coach/records/${coachId}`, headers: admin.headers })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ url: `/v1/personal-coach/records/${coachId}`, headers: stranger.headers })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ url: `/v1/personal-coach/records/${coachId}` })).statusCode).toBe(404)
  })

  it('lets the owner change it with formVersion v2, and nobody else', async () => {
    const change = {
      id: coachId,
      formVersion: 'v2',
      title: 'Head Coach',
      cvUrl: `/media/uploads/cv/2026/11/${'a'.repeat(32)}.pdf`,
    }
    const byStranger = await t.app.inject({
      method: 'PATCH',
      url: '/v1/personal-coach/records',
      headers: stranger.headers,
      payload: change,
    })
    expect(byStranger.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/v1/personal-coach/records', payload: change })
    expect(anonymous.statusCode).toBe(401)
    const oldForm = await t.app.inject({
      method: 'PATCH',
      url: '/v1/personal-coach/records',
      headers: owner.headers,
      payload: { ...change, formVersion: 'v1' },
    })
    expect(oldForm.statusCode).toBe(400)
    expect(oldForm.json().error.fields.formVersion).toBe('formVersion must be v2')
    const byOwner = await t.app.inject({
      method: 'PATCH',
      url: '/v1/personal-coach/records',
      headers: owner.headers,
      payload: change,
    })
    expect(byOwner.statusCode).toBe(200)
    expect(byOwner.json().data).toMatchObject({ title: 'Head Coach', isApproved: false })
  })

  it('is found by e-mail (ignoring a +tag) by its owner only', async () => {
    const [local, domain] = owner.email.split('@')
    const tagged = `${local}+rally@${domain}`
    const own = await t.app.inject({
      url: `/v1/personal-coach/records?email=${encodeURIComponent(tagged)}`,
      headers: owner.headers,
    })
    expect(own.statusCode).toBe(200)
    expect(own.json().data.map((record: { id: string }) => record.id)).toEqual([coachId])
    const other = await t.app.inject({
      url: `/v1/personal-coach/records?email=${owner.email}`,
      headers: stranger.headers,
    })
    expect(other.statusCode).toBe(403)
  })
})

describe('professional documents of a specialist', () => {
  const certificate = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'
  let coach: Person
  let coachId: string

  beforeAll(async () => {
    coach = await signIn(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/personal-coach/records',
      headers: coach.headers,
      payload: { ...specialist, firstName: 'Anjali' },
    })
    coachId = created.json().data.id
  })

  async function uploadDocument(fileName: string) {
    const upload = multipart(file(fileName, 'application/pdf', certificate))
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=document',
      headers: { ...coach.headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(response.statusCode).toBe(201)
    return response.json().data as { url: string; name: string }
  }

  const patch = (payload: Record<string, unknown>, headers = coach.headers) =>
    t.app.inject({
      method: 'PATCH',
      url: '/v1/personal-coach/records',
      headers,
      payload: { id: coachId, formVersion: 'v2', ...payload },
    })

  it('keeps uploaded certificates with their names, shows them on the profile, and serves them as downloads', async () => {
    const bwf = await uploadDocument('BWF level 1.pdf')
    const first = await uploadDocument('first-aid.pdf')
    const documents = [
      { name: 'BWF Level 1 coaching certificate', url: bwf.url },
      { name: 'First aid (Red Cross)', url: first.url },
    ]
    const saved = await patch({ documents })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.documents).toEqual(documents)

    const profile = await t.app.inject({ url: `/v1/personal-coach/records/${coachId}`, headers: coach.headers })
    expect(profile.json().data.documents).toEqual(documents)

    const download = await t.app.inject({ url: bwf.url })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="BWF level 1\.pdf"/)
    expect(download.body).toBe(certificate)

    const removed = await patch({ documents: [documents[1]] })
    expect(removed.json().data.documents).toEqual([documents[1]])
  })

  it('refuses a link to a file that was not uploaded here, an empty entry, a nameless one, and more than ten', async () => {
    const upload = await uploadDocument('licence.pdf')
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { documents: [{ name: 'Licence', url: 'https://files.example/licence.pdf' }] },
        'documents.0.url',
        'Upload the file here instead of linking to it',
      ],
      [
        { documents: [{ name: 'Licence', url: '/media/uploads/document/../../v1/users' }] },
        'documents.0.url',
        'Upload the file here instead of linking to it',
      ],
      [{ documents: [{ name: 'Licence', url: '' }] }, 'documents.0.url', 'Choose a file to upload'],
      [
        { documents: [{ name: ' ', url: upload.url }] },
        'documents.0.name',
        'Name the document (at least 2 characters)',
      ],
      [
        { documents: Array.from({ length: 11 }, (_, n) => ({ name: `Paper ${n}`, url: upload.url })) },
        'documents',
        'Add at most 10 documents',
      ],
      [{ cvUrl: 'javascript:alert(1)' }, 'cvUrl', 'Upload the file here instead of linking to it'],
      [{ cvUrl: upload.url }, 'cvUrl', 'Upload the file here instead of linking to it'],
    ]
    for (const [payload, field, message] of cases) {
      const response = await patch(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    }
    const record = await t.app.inject({ url: `/v1/personal-coach/records/${coachId}`, headers: coach.headers })
    expect(record.json().data.documents).toHaveLength(1)
  })

  it("cannot be changed by anyone but the profile's owner", async () => {
    const upload = await uploadDocument('mine.pdf')
    const response = await patch({ documents: [{ name: 'Not yours', url: upload.url }] }, stranger.headers)
    expect(response.statusCode).toBe(403)
  })
})

describe('sparring partner profiles', () => {
  let partnerId: string

  it('becoming a partner creates an active profile with sport, level, fee and place', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/sparring-partners',
      headers: owner.headers,
      payload: partner,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      status: 'ACTIVE',
      sport: 'Tennis',
      city: 'Jakarta',
      userId: owner.userId,
    })
    partnerId = response.json().data.id
  })

  it("refuses another user's changes and shows the public profile without e-mail or phone", async () => {
    const byStranger = await t.app.inject({
      method: 'PATCH',
      url: '/v1/sparring-partners',
      headers: stranger.headers,
      payload: { id: partnerId, feeAmount: 1 },
    })
    expect(byStranger.statusCode).toBe(403)
    const publicView = await t.app.inject({ url: `/v1/sparring-partners?_id=${partnerId}` })
    expect(publicView.json().data[0]).toMatchObject({ id: partnerId, feeAmount: 290 })
    expect(publicView.json().data[0]).not.toHaveProperty('email')
    expect(publicView.json().data[0]).not.toHaveProperty('phone')
    const byOwner = await t.app.inject({
      method: 'PATCH',
      url: '/v1/sparring-partners',
      headers: owner.headers,
      payload: { id: partnerId, feeAmount: 500, level: 'State champion' },
    })
    expect(byOwner.json().data).toMatchObject({ feeAmount: 500, level: 'State champion' })
  })

  it('validates the fields with clear messages', async () => {
    const newcomer = await signIn(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/sparring-partners',
      headers: newcomer.headers,
      payload: { ...partner, sport: 'Squash', city: '', feeAmount: -5 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toMatchObject({
      sport: 'Choose Badminton or Tennis',
      city: 'City is required',
      feeAmount: 'Fee cannot be negative',
    })
  })
})

describe('academy registration', () => {
  it('creates an unapproved academy that only its owner sees until approved', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/academies',
      headers: owner.headers,
      payload: { name: 'Owner Smash Academy', category: 'Badminton', location: 'Pune, India', website: '' },
    })
    expect(response.statusCode).toBe(201)
    const academy = response.json().data
    expect(academy).toMatchObject({ isApproved: false, website: null })

    const own = await t.app.inject({ url: `/v1/academies/${academy.id}`, headers: owner.headers })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await t.app.inject({ url: `/v1/academies/${academy.id}`, headers: stranger.headers })).statusCode).toBe(404)
    const list = await t.app.inject({ url: '/v1/academies?category=Badminton' })
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(academy.id)

    const roles = await t.app.inject({
      url: `/v1/role-verification/check-email?email=${owner.email}`,
      headers: owner.headers,
    })
    expect(roles.json().roles.sort()).toEqual(['academy', 'coach', 'partner'])
  })

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/academies',
      payload: { name: 'Ghost Academy', category: 'Tennis', location: 'Nowhere' },
    })
    expect(response.statusCode).toBe(401)
  })
})
