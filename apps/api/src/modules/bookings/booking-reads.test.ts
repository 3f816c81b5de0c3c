import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerShowcaseItems } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let partnerOwner: Person
let booker: Person
let stranger: Person
let partnerId: string
let bookingId: string

beforeAll(async () => {
  t = await createTestApp()
  partnerOwner = await signIn(t.app)
  booker = await signIn(t.app)
  stranger = await signIn(t.app)
  partnerId = (await insertPartner(t.db, { userId: partnerOwner.userId, firstName: 'Owned', country: 'India' })).id
  bookingId = (await insertBooking(t.db, { resourceId: partnerId, userId: booker.userId, status: 'completed' })).id
  for (const status of ['pending', 'accepted', 'declined', 'cancelled'] as const) {
    await insertBooking(t.db, { resourceId: partnerId, status })
  }
})
afterAll(() => t.close())

describe('booking counts', () => {
  it('count bookings that were not declined or cancelled, on both paths', async () => {
    for (const path of ['/v1/booking/count', '/v1/coach-sparring-players/count']) {
      const response = await t.app.inject({ url: `${path}?resourceId=${partnerId}` })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ count: 3 })
    }
    const bad = await t.app.inject({ url: '/v1/booking/count?resourceId=nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.resourceId).toBe('resourceId must be a valid record id')
  })
})

describe('GET /v1/coach-sparring-players', () => {
  it("shows a booker their own bookings, and nobody else's", async () => {
    const own = await t.app.inject({
      url: `/v1/coach-sparring-players?userId=${booker.userId}`,
      headers: booker.headers,
    })
    expect(own.json().data.map((booking: { id: string }) => booking.id)).toEqual([bookingId])
    const other = await t.app.inject({
      url: `/v1/coach-sparring-players?userId=${booker.userId}`,
      headers: stranger.headers,
    })
    expect(other.statusCode).toBe(403)
    const anonymous = await t.app.inject({ url: `/v1/coach-sparring-players?userId=${booker.userId}` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('shows a partner the bookings made with them, filtered by status', async () => {
    const all = await t.app.inject({ url: '/v1/coach-sparring-players', headers: partnerOwner.headers })
    expect(all.json().data).toHaveLength(5)
    const pending = await t.app.inject({
      url: '/v1/coach-sparring-players?status=pending',
      headers: partnerOwner.headers,
    })
    expect(pending.json().data.map((booking: { status: string }) => booking.status)).toEqual(['pending'])
    const none = await t.app.inject({ url: '/v1/coach-sparring-players', headers: stranger.headers })
    expect(none.json().data).toEqual([])
  })

  it('shows one booking to its booker and to the person booked, and 404 to anyone else', async () => {
    const url = `/v1/coach-sparring-players/${bookingId}`
    expect((await t.app.inject({ url, headers: booker.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url, headers: partnerOwner.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404)
  })
})

describe('GET /v1/partner-showcase', () => {
  it("lists a sport's showcase items with their partner's card details", async () => {
    await t.db.insert(partnerShowcaseItems).values([
      {
        partnerId,
        category: 'Tennis',
        type: 'youtube',
        name: 'Rally drill',
        mediaUrl: 'https://youtube.example/watch?v=x',
      },
      { partnerId, category: 'Tennis', type: 'image', name: 'Finals', mediaUrl: '/media/courts/tennis-1.svg' },
    ])
    const response = await t.app.inject({ url: '/v1/partner-showcase?category=Tennis' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toHaveLength(2)
    expect(response.json().data[0].partner).toMatchObject({ id: partnerId, firstName: 'Owned', stars: 0 })
    expect((await t.app.inject({ url: '/v1/partner-showcase?category=Badminton' })).json().data).toEqual([])
    expect((await t.app.inject({ url: '/v1/partner-showcase' })).statusCode).toBe(400)
  })
})

describe('GET /v1/stats', () => {
  it('computes the home figures from the database', async () => {
    await insertCoach(t.db, { country: 'Malaysia', academy: 'Shuttle Hub' })
    await insertCoach(t.db, { country: 'india', isApproved: true })
    await t.db.execute(sql`insert into academies (name, category, is_approved) values
      ('Shuttle Hub', 'Badminton', true), ('Ace Club', 'Tennis', true), ('Pending Club', 'Tennis', false)`)
    const { data } = (await t.app.inject({ url: '/v1/stats' })).json()
    expect(data).toMatchObject({
      bookingsCompleted: 1,
      sparringPartners: 1,
      sportsSpecialists: 2,
      countries: 2, // India (twice, in any case) and Malaysia
      clubsInCollaboration: 2, // Shuttle Hub is both an academy and a coach's academy
      hoursOfSparring: 1,
      tennisAcademies: 1,
      badmintonAcademies: 1,
    })
    expect(data.communityMembers).toBeGreaterThanOrEqual(3)
  })
})

// Last: it adds a partner, which the figures above would count.
describe('the booking requests inbox', () => {
  it("gives the person booked the player's comment and numbers with their country code, and nobody else", async () => {
    const owner = await signIn(t.app)
    const resourceId = (await insertPartner(t.db, { userId: owner.userId, firstName: 'Inbox' })).id
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      payload: {
        name: 'Ravi Kumar',
        email: 'ravi.kumar@mail.example',
        countryCode: '+91',
        phone: '9845012290',
        whatsappNumber: '9845012291',
        sport: 'Tennis',
        comment: 'Evenings after 6 pm suit me best.',
        resourceId,
      },
    })
    expect(made.statusCode).toBe(201)
    const contact = {
      name: 'Ravi Kumar',
      countryCode: '+91',
      phone: '9845012290',
      whatsappNumber: '9845012291',
      comment: 'Evenings after 6 pm suit me best.',
    }
    const inbox = await t.app.inject({ url: '/v1/coach-sparring-players', headers: owner.headers })
    expect(inbox.json().data).toEqual([expect.objectContaining(contact)])
    const url = `/v1/coach-sparring-players/${made.json().data.id}`
    expect((await t.app.inject({ url, headers: owner.headers })).json().data).toMatchObject(contact)
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ url })).statusCode).toBe(401)
  })
})
