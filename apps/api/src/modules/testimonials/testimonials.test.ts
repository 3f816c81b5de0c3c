import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testimonials } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let booker: Person
let stranger: Person
let admin: Person
let bookerBookingId: string

const day = 86_400_000
const quote = 'Found a sparring partner near home within a day; my footwork has never been better.'
const valid = { quote, role: 'player', sport: 'Tennis', country: 'India' }

beforeAll(async () => {
  t = await createTestApp()
  const partnerId = (await insertPartner(t.db)).id
  booker = await signIn(t.app)
  stranger = await signIn(t.app)
  admin = await signIn(t.app, 'admin')
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
  bookerBookingId = (await insertBooking(t.db, { resourceId: partnerId, userId: booker.userId, status: 'completed' }))
    .id
  await insertBooking(t.db, { resourceId: partnerId, userId: stranger.userId, status: 'accepted' })
  const listed = (index: number, sport: 'Tennis' | 'Badminton') => ({
    quote: `Listed testimonial number ${index}`,
    authorName: `Author ${index}`,
    role: 'parent' as const,
    sport,
    country: 'Malaysia',
    status: 'approved' as const,
    createdAt: new Date(Date.now() - index * day),
  })
  await t.db
    .insert(testimonials)
    .values([
      listed(1, 'Tennis'),
      listed(2, 'Badminton'),
      listed(3, 'Tennis'),
      { ...listed(4, 'Tennis'), status: 'rejected' },
      { ...listed(5, 'Badminton'), status: 'pending' },
    ])
})
afterAll(() => t.close())

const list = (query = '') => t.app.inject({ url: `/v1/testimonials${query}` })
const submit = (person: Person | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/testimonials', headers: person?.headers, payload })
const moderate = (person: Person, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/v1/testimonials/${id}`, headers: person.headers, payload: { status } })
const quotes = (body: { data: { quote: string }[] }) => body.data.map((item) => item.quote)

describe('GET /v1/testimonials', () => {
  it('lists approved testimonials only, newest first, with the total, cached publicly', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('public')
    expect(response.json().total).toBe(3)
    expect(quotes(response.json())).toEqual([
      'Listed testimonial number 1',
      'Listed testimonial number 2',
      'Listed testimonial number 3',
    ])
    expect(response.json().data[0]).toMatchObject({
      authorName: 'Author 1',
      role: 'parent',
      country: 'Malaysia',
      countryCode: 'MY',
    })
  })

  it('filters by sport in either spelling and pages with page and limit', async () => {
    expect(quotes((await list('?sport=tennis')).json())).toEqual([
      'Listed testimonial number 1',
      'Listed testimonial number 3',
    ])
    const second = (await list('?sport=Tennis&page=2&limit=1')).json()
    expect(second.total).toBe(2)
    expect(quotes(second)).toEqual(['Listed testimonial number 3'])
  })

  it('refuses bad parameters with clear messages', async () => {
    for (const [query, field, message] of [
      ['?sport=golf', 'sport', 'sport must be Badminton or Tennis'],
      ['?page=0', 'page', 'page starts at 1'],
      ['?limit=51', 'limit', 'limit must be at most 50'],
    ] as const) {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    }
  })
})

describe('POST /v1/testimonials', () => {
  it('needs a signed-in person (401) with a completed booking (403)', async () => {
    expect((await submit(null, valid)).statusCode).toBe(401)
    const refused = await submit(stranger, valid)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('You can share your experience after a completed booking')
    const eligibility = await t.app.inject({ url: '/v1/testimonials/eligibility', headers: stranger.headers })
    expect(eligibility.json().data).toEqual({ canSubmit: false, reason: 'noCompletedBooking' })
  })

  it('refuses invalid fields with the spec’s messages', async () => {
    const response = await submit(booker, {
      quote: 'Too short',
      role: 'fan',
      sport: 'Golf',
      country: 'Atlantis',
      photoUrl: 'https://elsewhere.example/me.png',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      quote: 'Your testimonial must be at least 20 characters',
      role: 'Choose player, parent, coach or academy',
      sport: 'Choose Badminton or Tennis',
      country: 'Choose a country from the list',
      photoUrl: 'Upload the file here instead of linking to it',
    })
    const long = await submit(booker, { ...valid, quote: 'x'.repeat(601) })
    expect(long.json().error.fields.quote).toBe('Your testimonial must be at most 600 characters')
    const empty = await submit(booker, { ...valid, country: ' ' })
    expect(empty.json().error.fields.country).toBe('Country is required')
  })

  it('keeps a new testimonial waiting: not listed until an admin approves it, and one at a time', async () => {
    const sent = await submit(booker, { ...valid, bookingId: bookerBookingId })
    expect(sent.statusCode).toBe(201)
    const testimonial = sent.json().data
    expect(testimonial).toMatchObject({
      status: 'pending',
      quote,
      sport: 'Tennis',
      country: 'India',
      countryCode: 'IN',
    })
    expect(quotes((await list('?limit=50')).json())).not.toContain(quote)

    const again = await submit(booker, valid)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('TESTIMONIAL_AWAITING_MODERATION')
    const eligibility = await t.app.inject({ url: '/v1/testimonials/eligibility', headers: booker.headers })
    expect(eligibility.json().data).toEqual({ canSubmit: false, reason: 'awaitingModeration' })

    const notAdmin = await moderate(booker, testimonial.id, 'approved')
    expect(notAdmin.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/v1/testimonials/${testimonial.id}`,
      payload: { status: 'approved' },
    })
    expect(anonymous.statusCode).toBe(401)

    const approved = await moderate(admin, testimonial.id, 'approved')
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toEqual({ id: testimonial.id, status: 'approved' })
    const listed = (await list('?sport=tennis')).json()
    expect(listed.data[0]).toMatchObject({ id: testimonial.id, quote })

    const decidedAgain = await moderate(admin, testimonial.id, 'rejected')
    expect(decidedAgain.statusCode).toBe(409)
    expect(decidedAgain.json().error.message).toBe('This testimonial has already been approved')
    expect((await submit(booker, valid)).statusCode).toBe(201)
  })

  it('accepts a booking only if it is one of the person’s own completed bookings', async () => {
    const other = await signIn(t.app)
    const otherPartner = (await insertPartner(t.db)).id
    await insertBooking(t.db, { resourceId: otherPartner, userId: other.userId, status: 'completed' })
    const response = await submit(other, { ...valid, bookingId: bookerBookingId })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.fields.bookingId).toBe('Choose one of your own completed bookings')
  })
})

describe('PATCH /v1/testimonials/:id', () => {
  it('answers 404 for an unknown testimonial and 400 for a bad decision', async () => {
    const unknown = await moderate(admin, '00000000-0000-4000-8000-000000000000', 'approved')
    expect(unknown.statusCode).toBe(404)
    const bad = await moderate(admin, '00000000-0000-4000-8000-000000000000', 'maybe')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.status).toBe('status must be approved or rejected')
  })
})
