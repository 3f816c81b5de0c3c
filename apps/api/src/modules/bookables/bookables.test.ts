import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'

// What players and owners observe of the bookables registry, for both kinds of person booked.
let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let owner: Person
let stranger: Person

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  owner = await signIn(t.app)
  stranger = await signIn(t.app)
})
afterAll(() => t.close())

let emailCounter = 0
const nextYear = new Date().getUTCFullYear() + 1
const partnerRequest = (resourceId: string) => ({
  name: 'Asha Verma',
  phone: '9845012345',
  whatsappNumber: '9845012345',
  countryCode: '+91',
  email: `asha.bookables.${++emailCounter}@mail.example`,
  sport: 'Tennis',
  bookingType: 'player',
  resourceId,
})
const coachRequest = (coachId: string) => ({
  bookingType: 'coach',
  name: 'Asha Verma',
  email: `asha.bookables.${++emailCounter}@mail.example`,
  phoneNumber: '9845012345',
  whatsappNumber: '9845012345',
  preferredDate: `${nextYear}-12-05`,
  preferredTime: '18:30',
  timeZone: 'Asia/Kolkata',
  coachId,
  coachName: 'Meera Iyer',
  sport: 'Badminton',
})
const book = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/booking', payload })

describe('a person who is not public', () => {
  it('cannot be booked: a paused partner or a specialist waiting for approval answers 404', async () => {
    const paused = await insertPartner(t.db, { status: 'INACTIVE', feeAmount: 290 })
    const waiting = await insertCoach(t.db, { isApproved: false, feeAmount: 900 })

    const partner = await book(partnerRequest(paused.id))
    expect(partner.statusCode).toBe(404)
    expect(partner.json().error.message).toBe('This sparring partner is not available for booking')
    const coach = await book(coachRequest(waiting.id))
    expect(coach.statusCode).toBe(404)
    expect(coach.json().error.message).toBe('This specialist is not available for booking')
  })

  it('can be booked once public, at the fee and session length the profile names', async () => {
    const coach = await insertCoach(t.db, { feeAmount: 1200, sessionMinutes: 30 })
    const response = await book(coachRequest(coach.id))
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ resourceType: 'coach', resourceId: coach.id, fees: '1200INR' })
  })
})

describe("a specialist's rating", () => {
  it('appears on the public profile once an operator approves it', async () => {
    const coach = await insertCoach(t.db, { firstName: 'Rated' })
    const player = await signIn(t.app)
    const admin = await signIn(t.app, 'admin')
    await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
    await insertBooking(t.db, {
      resourceId: coach.id,
      resourceType: 'coach',
      userId: player.userId,
      status: 'completed',
    })

    const rated = await t.app.inject({
      method: 'POST',
      url: '/v1/ratings',
      headers: player.headers,
      payload: { resourceId: coach.id, rating: 4 },
    })
    expect(rated.statusCode).toBe(201)
    const profile = () => t.app.inject({ url: `/v1/personal-coach/records/${coach.id}` })
    expect((await profile()).json().data.totalRating).toBe(0)

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/feedbacks/${rated.json().data.id}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    })
    expect(approved.statusCode).toBe(200)
    expect((await profile()).json().data.totalRating).toBe(4)
  })
})

describe("a profile's owner", () => {
  it('is the only one besides admins who answers its bookings and sees them in the inbox', async () => {
    const coach = await insertCoach(t.db, { userId: owner.userId, firstName: 'Owned' })
    const { id } = await insertBooking(t.db, {
      resourceId: coach.id,
      resourceType: 'coach',
      bookingType: 'coach',
      preferredAt: new Date(`${nextYear}-12-05T13:00:00Z`),
      timeZone: 'Asia/Kolkata',
    })
    const accept = (person: Person) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/booking/${id}`,
        headers: person.headers,
        payload: { status: 'accepted' },
      })
    const inbox = async (person: Person) =>
      (await t.app.inject({ url: '/v1/coach-sparring-players', headers: person.headers }))
        .json()
        .data.map((row: { id: string }) => row.id)

    expect((await accept(stranger)).statusCode).toBe(404)
    expect(await inbox(stranger)).not.toContain(id)
    expect(await inbox(owner)).toContain(id)
    expect((await accept(owner)).statusCode).toBe(200)
  })

  it('cannot book or rate their own profile, of either kind', async () => {
    const self = await signIn(t.app)
    const partner = await insertPartner(t.db, { userId: self.userId, feeAmount: 290 })
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      headers: self.headers,
      payload: partnerRequest(partner.id),
    })
    expect(booked.statusCode).toBe(403)
    expect(booked.json().error.code).toBe('BOOKING_OWN_PROFILE')
    const eligibility = await t.app.inject({
      url: `/v1/ratings/eligibility?resourceId=${partner.id}`,
      headers: self.headers,
    })
    expect(eligibility.json().data).toMatchObject({ canRate: false, reason: 'ownProfile' })
  })
})
