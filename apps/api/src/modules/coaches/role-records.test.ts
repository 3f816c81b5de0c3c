import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

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
    const change = { id: coachId, formVersion: 'v2', title: 'Head Coach', cvUrl: '/media/uploads/cv/2026/11/x.pdf' }
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
