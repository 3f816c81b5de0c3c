import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blogPostReports,
  blogPosts,
  bookings,
  manualPayments,
  personalCoaches,
  refunds,
  sparringPartners,
  testimonials,
  users,
} from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertFeedback, insertPartner } from '../../test/fixtures.ts'
import { insertAcademy, insertJob } from '../../test/jobs.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person

const day = 86_400_000
const now = new Date()
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12))
const daysAgo = (days: number) => new Date(today.getTime() - days * day)
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
})
afterAll(() => t.close())

const dashboard = (query = '') => t.app.inject({ url: `/v1/console/dashboard${query}`, headers: admin.headers })

describe('the dashboard', () => {
  it('counts bookings per day by sport, zero-filled, over the last N days', async () => {
    const partner = await insertPartner(t.db)
    const book = (at: Date, sport: string | null, values = {}) =>
      insertBooking(t.db, { resourceId: partner.id, sport, createdAt: at, status: 'completed', ...values })
    await book(daysAgo(0), 'Tennis')
    await book(daysAgo(0), 'Tennis')
    await book(daysAgo(0), 'Badminton')
    await book(daysAgo(2), 'Badminton')
    await book(daysAgo(3), null)
    // Outside a 7-day window.
    await book(daysAgo(7), 'Tennis')

    const answer = await dashboard('?days=7')
    expect(answer.statusCode).toBe(200)
    const figures = answer.json().data
    expect(figures.from).toBe(isoDate(daysAgo(6)))
    expect(figures.to).toBe(isoDate(daysAgo(0)))
    expect(figures.sports).toEqual(['Badminton', 'Other', 'Tennis'])
    expect(figures.bookingsPerDay).toHaveLength(7)
    expect(figures.bookingsPerDay.map((entry: { date: string }) => entry.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((days) => isoDate(daysAgo(days))),
    )
    const byDate = Object.fromEntries(
      figures.bookingsPerDay.map((entry: { date: string }) => [entry.date, entry]),
    ) as Record<string, { total: number; bySport: Record<string, number> }>
    expect(byDate[isoDate(daysAgo(0))]).toEqual({
      date: isoDate(daysAgo(0)),
      total: 3,
      bySport: { Badminton: 1, Other: 0, Tennis: 2 },
    })
    expect(byDate[isoDate(daysAgo(2))]?.bySport).toEqual({ Badminton: 1, Other: 0, Tennis: 0 })
    expect(byDate[isoDate(daysAgo(3))]?.bySport).toEqual({ Badminton: 0, Other: 1, Tennis: 0 })
    expect(byDate[isoDate(daysAgo(1))]).toEqual({
      date: isoDate(daysAgo(1)),
      total: 0,
      bySport: { Badminton: 0, Other: 0, Tennis: 0 },
    })
    // The 8-day-old booking is in a longer window.
    const month = (await dashboard()).json().data
    expect(month.bookingsPerDay).toHaveLength(30)
    expect(month.bookingsPerDay.reduce((sum: number, entry: { total: number }) => sum + entry.total, 0)).toBe(6)

    // The counts are kept by the database as bookings change (decision 051): a booking moved to another
    // day and sport counts there, a deleted one nowhere.
    const moved = await book(daysAgo(1), 'Tennis')
    await t.db
      .update(bookings)
      .set({ createdAt: daysAgo(2), sport: 'Tennis' })
      .where(eq(bookings.id, moved.id))
    const deleted = await book(daysAgo(1), 'Badminton')
    await t.db.delete(bookings).where(eq(bookings.id, deleted.id))
    const week = (await dashboard('?days=7')).json().data.bookingsPerDay as {
      date: string
      total: number
      bySport: Record<string, number>
    }[]
    const after = Object.fromEntries(week.map((entry) => [entry.date, entry])) as typeof byDate
    expect(after[isoDate(daysAgo(1))]?.total).toBe(0)
    expect(after[isoDate(daysAgo(2))]?.bySport).toEqual({ Badminton: 1, Other: 0, Tennis: 1 })
    expect(after[isoDate(daysAgo(0))]?.total).toBe(3)
  })

  it('sums paid revenue per currency, minus refunds, and the refunds of this month', async () => {
    const partner = await insertPartner(t.db)
    const paid = (amountMinor: number, currency: string, paymentStatus: 'completed' | 'refunded' | 'pending') =>
      insertBooking(t.db, {
        resourceId: partner.id,
        amountMinor,
        currency,
        paymentStatus,
        status: 'completed',
        sport: 'Tennis',
        createdAt: daysAgo(1),
      })
    await paid(50_000, 'INR', 'completed')
    await paid(30_000, 'INR', 'completed')
    const refundedInr = await paid(20_000, 'INR', 'refunded')
    await paid(4_000, 'USD', 'completed')
    await paid(9_999, 'INR', 'pending')
    const refundedUsd = await paid(2_500, 'USD', 'refunded')
    await t.db.insert(refunds).values([
      { bookingId: refundedInr.id, providerRefundId: 'rfnd_1', amountMinor: 20_000 },
      { bookingId: refundedUsd.id, providerRefundId: 'rfnd_2', amountMinor: 2_500 },
    ])

    const figures = (await dashboard()).json().data
    expect(figures.revenue).toEqual([
      { currency: 'INR', grossMinor: 100_000, refundedMinor: 20_000, netMinor: 80_000, paidBookings: 3 },
      { currency: 'USD', grossMinor: 6_500, refundedMinor: 2_500, netMinor: 4_000, paidBookings: 2 },
    ])
    expect(figures.refundsThisMonth).toEqual({
      count: 2,
      amounts: [
        { currency: 'INR', amountMinor: 20_000 },
        { currency: 'USD', amountMinor: 2_500 },
      ],
    })
  })

  it('counts what waits in each approval queue and the UPI reports awaiting confirmation', async () => {
    const before = (await dashboard()).json().data
    const author = await signIn(t.app)
    const partner = await insertPartner(t.db, { status: 'INACTIVE' })
    await insertPartner(t.db)
    await insertCoach(t.db, { isApproved: false })
    await insertCoach(t.db, { isApproved: true })
    await insertAcademy(t.db, { isApproved: false })
    await insertAcademy(t.db, { isApproved: true })
    await insertFeedback(t.db, { resourceId: partner.id, rating: 4, status: 'pending' })
    await insertFeedback(t.db, { resourceId: partner.id, rating: 5, status: 'approved' })
    for (const status of ['pending', 'approved'] as const) {
      await t.db.insert(testimonials).values({
        quote: 'Found a great partner',
        authorName: 'Asha',
        role: 'player',
        sport: 'Tennis',
        country: 'India',
        status,
      })
    }
    const post = (slug: string, status: 'pending' | 'published' | 'draft') =>
      t.db
        .insert(blogPosts)
        .values({
          authorId: author.userId,
          title: slug,
          slug,
          body: 'Body',
          html: '<p>Body</p>',
          excerpt: 'Body',
          sport: 'Tennis',
          status,
          readingMinutes: 1,
        })
        .returning()
        .then(([row]) => row as typeof blogPosts.$inferSelect)
    await post('waiting', 'pending')
    await post('draft', 'draft')
    const reported = await post('reported', 'published')
    await t.db.insert(blogPostReports).values([
      { postId: reported.id, reporterId: author.userId, reason: 'Spam' },
      { postId: reported.id, reporterId: admin.userId, reason: 'Spam' },
    ])
    await insertJob(t.db, { posterId: author.userId, status: 'pending' })
    await insertJob(t.db, { posterId: author.userId, status: 'draft' })
    await t.db.insert(manualPayments).values([
      { amountMinor: 29_000, reference: 'UTR1', payerName: 'A', payerEmail: 'a@mail.example' },
      { amountMinor: 29_000, reference: 'UTR2', payerName: 'B', payerEmail: 'b@mail.example', status: 'confirmed' },
    ])

    const after = (await dashboard()).json().data
    const grew = Object.fromEntries(
      Object.keys(after.pending).map((queue) => [queue, after.pending[queue] - before.pending[queue]]),
    )
    expect(grew).toEqual({
      specialists: 1,
      partners: 1,
      academies: 1,
      ratings: 1,
      testimonials: 1,
      blogPosts: 1,
      reportedPosts: 1,
      news: 0,
      vacancies: 1,
    })
    expect(after.upiAwaitingConfirmation - before.upiAwaitingConfirmation).toBe(1)
    // The headline counts every queue the tiles show, the UPI tile included.
    const tiles = (figures: typeof after) =>
      Object.values(figures.pending as Record<string, number>).reduce((sum, count) => sum + count, 0) +
      figures.upiAwaitingConfirmation
    expect(after.waiting).toBe(tiles(after))
    expect(after.waiting - before.waiting).toBe(9)
  })

  it('shows the queues one shorter after an approval, a decline and a deletion, on both screens', async () => {
    // The counts are read off partial indexes of what waits, never kept apart (decision 049): nothing can drift.
    const approved = await insertCoach(t.db, { isApproved: false })
    const declined = await insertCoach(t.db, { isApproved: false })
    const deleted = await insertCoach(t.db, { isApproved: false })
    const partner = await insertPartner(t.db, { status: 'INACTIVE' })
    const figures = async () => {
      const [board, queues] = await Promise.all([
        dashboard(),
        t.app.inject({ url: '/v1/console/approvals', headers: admin.headers }),
      ])
      expect(queues.statusCode, queues.body).toBe(200)
      const counts = queues.json().data as Record<string, number>
      expect(board.json().data.pending).toEqual(counts)
      return counts
    }
    const opened = async (queue: string, id: string) =>
      (await t.app.inject({ url: `/v1/console/approvals/${queue}/${id}`, headers: admin.headers })).json().data
        .openedVersion as string
    const decide = (queue: string, id: string, action: 'approve' | 'decline', payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/console/approvals/${queue}/${id}/${action}`,
        headers: admin.headers,
        payload,
      })

    const start = await figures()
    const approval = await decide('specialists', approved.id, 'approve', {
      openedVersion: await opened('specialists', approved.id),
    })
    expect(approval.statusCode, approval.body).toBe(200)
    expect((await figures()).specialists).toBe((start.specialists ?? 0) - 1)

    const decline = await decide('specialists', declined.id, 'decline', {
      openedVersion: await opened('specialists', declined.id),
      reasonKey: 'incomplete',
    })
    expect(decline.statusCode, decline.body).toBe(200)
    expect((await figures()).specialists).toBe((start.specialists ?? 0) - 2)

    const partnerApproval = await decide('partners', partner.id, 'approve', {
      openedVersion: await opened('partners', partner.id),
    })
    expect(partnerApproval.statusCode, partnerApproval.body).toBe(200)
    expect((await figures()).partners).toBe((start.partners ?? 0) - 1)

    // There is no endpoint that deletes a profile: an operator deletes in the database.
    await t.db.delete(personalCoaches).where(eq(personalCoaches.id, deleted.id))
    await t.db.delete(sparringPartners).where(eq(sparringPartners.id, partner.id))
    const end = await figures()
    expect(end.specialists).toBe((start.specialists ?? 0) - 3)
    expect(end.partners).toBe((start.partners ?? 0) - 1)
  })

  it('refuses a bad window with a field message', async () => {
    const bad = await dashboard('?days=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.days).toBe('days must be at least 1')
  })
})
