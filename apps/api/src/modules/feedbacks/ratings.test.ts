import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedbacks } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertFeedback, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let partnerId: string
type Person = Awaited<ReturnType<typeof signIn>>
let booker: Person
let stranger: Person
let admin: Person

beforeAll(async () => {
  t = await createTestApp()
  // The rating the profile keeps for the four approved ratings below: (5 + 3 + 5 + 4) / 4, to one decimal.
  partnerId = (await insertPartner(t.db, { firstName: 'Rated', lastName: 'Partner', totalRating: 4.3 })).id
  booker = await signIn(t.app)
  stranger = await signIn(t.app)
  admin = await signIn(t.app, 'admin')
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
  await insertBooking(t.db, { resourceId: partnerId, userId: booker.userId, status: 'completed' })
  await insertBooking(t.db, { resourceId: partnerId, userId: stranger.userId, status: 'pending' })
  for (const [rating, days] of [
    [5, 3],
    [3, 1],
    [5, 2],
    [4, 5],
  ] as const) {
    await insertFeedback(t.db, {
      resourceId: partnerId,
      rating,
      comment: `${rating} stars, ${days} days ago`,
      createdAt: new Date(Date.now() - days * 86_400_000),
    })
  }
  await insertFeedback(t.db, { resourceId: partnerId, rating: 1, status: 'rejected', comment: 'spam' })
})
afterAll(() => t.close())

const feedbackList = (query = '') =>
  t.app.inject({ url: `/v1/feedbacks?fetchType=all&resourceId=${partnerId}${query}` })
const rate = (person: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/ratings', headers: person.headers, payload })

describe('GET /v1/feedbacks', () => {
  it('lists 3 approved ones by default, best rated and then newest first, with the total', async () => {
    const body = (await feedbackList()).json()
    expect(body.total).toBe(4)
    expect(body.data.map((feedback: { comment: string }) => feedback.comment)).toEqual([
      '5 stars, 2 days ago',
      '5 stars, 3 days ago',
      '4 stars, 5 days ago',
    ])
  })

  it('loads more with skip, and takes another sort', async () => {
    const more = (await feedbackList('&limit=3&skip=3')).json()
    expect(more.data.map((feedback: { rating: number }) => feedback.rating)).toEqual([3])
    const newest = (await feedbackList('&sort=-createdAt&limit=1')).json()
    expect(newest.data[0].comment).toBe('3 stars, 1 days ago')
    // Each order is a statement of its own (decision 058): a full page counts the rest.
    const bestRated = (await feedbackList('&sort=-rating&limit=2&skip=1')).json()
    expect(bestRated.data.map((feedback: { comment: string }) => feedback.comment)).toEqual([
      '5 stars, 3 days ago',
      '4 stars, 5 days ago',
    ])
    expect(bestRated.total).toBe(4)
  })

  it('refuses bad values with clear messages', async () => {
    for (const [query, field, message] of [
      ['&limit=0', 'limit', 'limit must be at least 1'],
      ['&skip=-3', 'skip', 'skip cannot be negative'],
      ['&status=pending', 'status', 'Only approved feedback is listed: status=approved'],
    ]) {
      const response = await feedbackList(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field as string]).toBe(message)
    }
    const noResource = await t.app.inject({ url: '/v1/feedbacks?fetchType=all' })
    expect(noResource.statusCode).toBe(400)
  })
})

describe('POST /v1/ratings', () => {
  it('refuses someone without a completed booking with that person', async () => {
    const response = await rate(stranger, { resourceId: partnerId, rating: 5 })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.message).toBe('You can rate someone after a completed session with them')
  })

  it('needs 1 to 5 whole stars and a signed-in user', async () => {
    for (const rating of [0, 6, 3.5]) {
      const response = await rate(booker, { resourceId: partnerId, rating })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields.rating).toBe('Choose from 1 to 5 stars')
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/ratings',
      payload: { resourceId: partnerId, rating: 4 },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('keeps a new rating pending: neither listed nor counted until approved, then both', async () => {
    const before = (await t.app.inject({ url: `/v1/sparring-partners?_id=${partnerId}` })).json().data[0].totalRating
    expect(before).toBe(4.3) // (5 + 3 + 5 + 4) / 4, the rejected one left out

    const response = await rate(booker, { resourceId: partnerId, rating: 1, comment: 'Did not show up on time' })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ status: 'pending', rating: 1 })
    const ratingId = response.json().data.id

    expect((await feedbackList()).json().total).toBe(4)
    const stillBefore = (await t.app.inject({ url: `/v1/sparring-partners?_id=${partnerId}` })).json().data[0]
      .totalRating
    expect(stillBefore).toBe(4.3)

    const notAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/v1/feedbacks/${ratingId}`,
      headers: booker.headers,
      payload: { status: 'approved' },
    })
    expect(notAdmin.statusCode).toBe(403)
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/feedbacks/${ratingId}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    })
    expect(approved.statusCode).toBe(200)
    expect((await feedbackList()).json().total).toBe(5)
    const after = (
      await t.app.inject({ url: `/v1/sparring-partners?_id=${partnerId}`, headers: { 'cache-control': 'no-cache' } })
    ).json().data[0].totalRating
    expect(after).toBe(3.6) // (5 + 3 + 5 + 4 + 1) / 5
  })

  it('refuses a second rating by the same person', async () => {
    const response = await rate(booker, { resourceId: partnerId, rating: 5 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('You have already rated this person')
  })

  it('answers 404 for someone who does not exist', async () => {
    const response = await rate(booker, { resourceId: '00000000-0000-4000-8000-000000000000', rating: 5 })
    expect(response.statusCode).toBe(404)
  })

  it('refuses a partner or specialist rating their own profile, even after a completed session with it', async () => {
    const self = await signIn(t.app)
    const ownPartner = (await insertPartner(t.db, { firstName: 'Self', userId: self.userId })).id
    const ownCoach = (await insertCoach(t.db, { firstName: 'Self', userId: self.userId })).id
    for (const resourceId of [ownPartner, ownCoach]) {
      await insertBooking(t.db, { resourceId, userId: self.userId, status: 'completed' })
      const response = await rate(self, { resourceId, rating: 5, comment: 'The best coach there is' })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'RATING_OWN_PROFILE',
        message: 'You cannot rate your own profile',
      })
      const eligibility = await t.app.inject({
        url: `/v1/ratings/eligibility?resourceId=${resourceId}`,
        headers: self.headers,
      })
      expect(eligibility.json().data).toEqual({ canRate: false, reason: 'ownProfile' })
    }
    const written = await t.db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(inArray(feedbacks.resourceId, [ownPartner, ownCoach]))
    expect(written).toHaveLength(0)
  })
})

describe('GET /v1/ratings/eligibility', () => {
  const eligibility = (resourceId: string, person?: Person) =>
    t.app.inject({ url: `/v1/ratings/eligibility?resourceId=${resourceId}`, headers: person?.headers })

  it('says why someone cannot rate yet, that someone can, and then that they have', async () => {
    const partner = (await insertPartner(t.db, { firstName: 'Fresh', lastName: 'Partner' })).id
    const player = await signIn(t.app)
    const before = await eligibility(partner, player)
    expect(before.statusCode).toBe(200)
    expect(before.headers['cache-control']).toBe('private, no-store')
    expect(before.json().data).toEqual({ canRate: false, reason: 'noCompletedSession' })

    // An accepted session that has not taken place yet is not enough.
    await insertBooking(t.db, { resourceId: partner, userId: player.userId, status: 'accepted' })
    expect((await eligibility(partner, player)).json().data.reason).toBe('noCompletedSession')

    await insertBooking(t.db, { resourceId: partner, userId: player.userId, status: 'completed' })
    expect((await eligibility(partner, player)).json().data).toEqual({ canRate: true, reason: 'eligible' })

    expect((await rate(player, { resourceId: partner, rating: 4 })).statusCode).toBe(201)
    expect((await eligibility(partner, player)).json().data).toEqual({ canRate: false, reason: 'alreadyRated' })
    // Someone else's rating says nothing about mine.
    expect((await eligibility(partner, stranger)).json().data.reason).toBe('noCompletedSession')
  })

  it('needs a signed-in user and a real partner or specialist', async () => {
    expect((await eligibility(partnerId)).statusCode).toBe(401)
    const unknown = await eligibility('00000000-0000-4000-8000-000000000000', booker)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('There is no such partner or specialist to rate')
    const malformed = await eligibility('not-an-id', booker)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.fields.resourceId).toBe('resourceId must be a valid record id')
  })
})
