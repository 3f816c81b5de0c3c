import { randomUUID } from 'node:crypto'
import { monthOf, type ProviderDashboard } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualPayouts, payoutTransfers, refunds, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertFeedback, insertPartner } from '../../test/fixtures.ts'
import { createLedgerRepository } from '../ledger/ledger-repository.ts'

const hour = 60 * 60 * 1000

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe("a provider's own dashboard and statements (decision 066)", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let now = new Date()
  let coachOwner: Awaited<ReturnType<typeof signIn>>
  let partnerOwner: Awaited<ReturnType<typeof signIn>>
  let player: Awaited<ReturnType<typeof signIn>>
  let coachId: string
  let partnerId: string
  const month = () => monthOf(now)

  beforeAll(async () => {
    // Answers computed anew each time: what the dashboard reads, not the few seconds it keeps an answer.
    testApp = await createTestApp({ PUBLIC_CACHE: 'off' }, { clock: () => now })
    const { app, db } = testApp
    coachOwner = await signIn(app)
    partnerOwner = await signIn(app)
    player = await signIn(app)
    coachId = (await insertCoach(db, { userId: coachOwner.userId, firstName: 'Mina' })).id
    partnerId = (await insertPartner(db, { userId: partnerOwner.userId, firstName: 'Ravi' })).id
    const at = (hours: number) => new Date(now.getTime() + hours * hour)
    await insertBooking(db, {
      resourceId: coachId,
      resourceType: 'coach',
      name: 'Asha Upcoming',
      status: 'accepted',
      preferredAt: at(48),
    })
    const completed = await insertBooking(db, {
      resourceId: coachId,
      resourceType: 'coach',
      name: 'Bela Completed',
      status: 'completed',
      paymentStatus: 'completed',
      amountMinor: 150_000,
      currency: 'INR',
      preferredAt: at(-1),
    })
    const refunded = await insertBooking(db, {
      resourceId: coachId,
      resourceType: 'coach',
      name: 'Chen Refunded',
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountMinor: 50_000,
      currency: 'INR',
      preferredAt: at(-2),
    })
    await db.insert(refunds).values({
      bookingId: refunded.id,
      providerRefundId: `rfnd_${randomUUID()}`,
      amountMinor: 50_000,
      refundedBy: player.userId,
      reason: 'The court was flooded',
    })
    // Another provider's session: never on the coach's dashboard.
    await insertBooking(db, { resourceId: partnerId, name: 'Dev Elsewhere', status: 'completed', preferredAt: at(-3) })
    // The completed session's transfer, held until the dispute window has passed, and a hand payment.
    await db.insert(payoutTransfers).values({
      bookingId: completed.id,
      providerUserId: coachOwner.userId,
      paymentId: `pay_${randomUUID()}`,
      amountMinor: 150_000,
      capturedMinor: 150_000,
      currency: 'INR',
      status: 'on_hold',
      holdUntil: at(47),
    })
    await db.insert(manualPayouts).values({
      providerUserId: coachOwner.userId,
      amountMinor: 20_000,
      currency: 'INR',
      reference: 'UTR-424242',
      recordedBy: player.userId,
    })
    await insertFeedback(db, { resourceId: coachId, resourceType: 'coach', rating: 4 })
    await insertFeedback(db, { resourceId: coachId, resourceType: 'coach', rating: 5 })
    const ledger = createLedgerRepository(db)
    const journal = (kind: 'payment' | 'refund', bookingId: string, amountMinor: number) => ({
      kind,
      reference: `${kind}-${bookingId}`,
      currency: 'INR',
      bookingId,
      lines: [
        { account: 'razorpay_clearing' as const, amountMinor: kind === 'payment' ? amountMinor : -amountMinor },
        {
          account: 'provider_payable' as const,
          providerUserId: coachOwner.userId,
          amountMinor: kind === 'payment' ? -amountMinor : amountMinor,
        },
      ],
      occurredAt: now,
    })
    await db.transaction(async (tx) => {
      await ledger.post(tx, journal('payment', randomUUID(), 150_000))
      await ledger.post(tx, journal('payment', refunded.id, 50_000))
      await ledger.post(tx, journal('refund', refunded.id, 50_000))
    })
  })
  afterAll(() => testApp.close())

  const dashboardOf = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({ url: '/v1/me/dashboard', headers })
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: ProviderDashboard }).data
  }

  it('refuses the anonymous (401) and a player who holds no profile (403), dashboard and statements alike', async () => {
    for (const url of ['/v1/me/dashboard', `/v1/me/statements/${month()}.csv`, `/v1/me/statements/${month()}.pdf`]) {
      expect((await testApp.app.inject({ url })).statusCode).toBe(401)
      const refused = await testApp.app.inject({ url, headers: player.headers })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    }
  })

  it('shows the provider their own sessions, earnings, refunds with the reason and ratings, and answers privately', async () => {
    const response = await testApp.app.inject({ url: '/v1/me/dashboard', headers: coachOwner.headers })
    expect(response.headers['cache-control']).toBe('private, no-store')
    const dashboard = (response.json() as { data: ProviderDashboard }).data
    expect(dashboard.sessions.upcoming.map((session) => session.bookerName)).toEqual(['Asha Upcoming'])
    expect(dashboard.sessions.past.map((session) => session.bookerName)).toEqual(['Bela Completed', 'Chen Refunded'])
    expect(dashboard.sessions).toMatchObject({ upcomingCount: 1, completedCount: 1 })
    expect(dashboard.months).toHaveLength(12)
    expect(dashboard.months.at(-1)).toBe(month())
    expect(dashboard.earnings.find((row) => row.month === month())).toEqual({
      month: month(),
      currency: 'INR',
      paidMinor: 200_000,
      refundedMinor: 50_000,
      netMinor: 150_000,
    })
    expect(dashboard.refunds).toEqual([
      expect.objectContaining({
        bookerName: 'Chen Refunded',
        amount: { amountMinor: 50_000, currency: 'INR' },
        reason: 'The court was flooded',
        byOperator: true,
      }),
    ])
    expect(dashboard.ratings.at(-1)).toEqual({ month: month(), ratings: 2, average: 4.5 })
    expect(dashboard.payouts).toEqual([
      { currency: 'INR', onHoldMinor: 150_000, onTheWayMinor: 0, paidOutMinor: 20_000, dueMinor: 0 },
    ])
  })

  it("shows another provider only their own, with no way to name someone else's", async () => {
    const dashboard = await dashboardOf(partnerOwner.headers)
    expect(dashboard.sessions.past.map((session) => session.bookerName)).toEqual(['Dev Elsewhere'])
    expect(dashboard.sessions.upcoming).toEqual([])
    expect(dashboard.earnings).toEqual([])
    expect(dashboard.payouts).toEqual([])
    expect(dashboard.refunds).toEqual([])
    expect(dashboard.ratings.every((row) => row.ratings === 0)).toBe(true)
    // The address has no id: a query naming the other provider changes nothing.
    const asked = await testApp.app.inject({
      url: `/v1/me/dashboard?userId=${coachOwner.userId}`,
      headers: partnerOwner.headers,
    })
    expect((asked.json() as { data: ProviderDashboard }).data.earnings).toEqual([])
  })

  it('counts profile views from the API reads, and the share of them that became bookings', async () => {
    for (let view = 0; view < 3; view++) {
      expect((await testApp.app.inject({ url: `/v1/personal-coach/records/${coachId}` })).statusCode).toBe(200)
    }
    // Not views: another profile's, a profile that does not exist, a search.
    await testApp.app.inject({ url: `/v1/sparring-partners?_id=${partnerId}` })
    await testApp.app.inject({ url: `/v1/personal-coach/records/${randomUUID()}` })
    await testApp.app.inject({ url: '/v1/personal-coach/records?isApproved=true' })
    // Counts wait in memory until they are a minute old; the next view then writes them.
    now = new Date(now.getTime() + 61_000)
    await testApp.app.inject({ url: `/v1/personal-coach/records/${coachId}` })
    await expect
      .poll(async () => (await dashboardOf(coachOwner.headers)).views.last30Days)
      .toEqual({ views: 4, bookings: 3, conversion: 0.75 })
    const partnerViews = await dashboardOf(partnerOwner.headers)
    expect(partnerViews.views.last30Days).toEqual({ views: 1, bookings: 1, conversion: 1 })
    expect(partnerViews.views.byMonth.at(-1)).toEqual({ month: month(), views: 1, bookings: 1, conversion: 1 })
  })

  it("writes the month's statement as CSV with its lines and the ledger's totals", async () => {
    const response = await testApp.app.inject({ url: `/v1/me/statements/${month()}.csv`, headers: coachOwner.headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rally-statement-${month()}.csv"`)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const csv = response.body
    expect(csv).toContain('Sessions,')
    expect(csv).toContain('Bela Completed')
    expect(csv).toContain('Refunds,')
    expect(csv).toContain('The court was flooded')
    expect(csv).toContain('Totals,,Payments received,,"₹2,000.00",INR')
    expect(csv).toContain('Totals,,Refunded,,₹500.00,INR')
    expect(csv).toContain('Totals,,Earnings (payments minus refunds),,"₹1,500.00",INR')
    expect(csv).toContain('Transfers and payouts,')
    expect(csv).toContain('Transfer,On hold,"₹1,500.00",INR')
    expect(csv).toContain('Bank transfer,Paid out,₹200.00,INR,UTR-424242')
    expect(csv).not.toContain('Dev Elsewhere')
  })

  it('writes the statement as a PDF that parses and holds the totals', async () => {
    const response = await testApp.app.inject({ url: `/v1/me/statements/${month()}.pdf`, headers: coachOwner.headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Statement')
    expect(text).toContain('₹2,000.00')
    expect(text).toContain('₹1,500.00')
    expect(text).toContain('The court was flooded')
  })

  it("writes the statement in the provider's language and its number formats, PDF included (Japanese)", async () => {
    await testApp.db.update(users).set({ language: 'ja' }).where(eq(users.id, coachOwner.userId))
    const csv = await testApp.app.inject({ url: `/v1/me/statements/${month()}.csv`, headers: coachOwner.headers })
    expect(csv.body).toContain('明細書')
    expect(csv.body).toContain('合計,,受け取ったお支払い,,"₹2,000.00",INR')
    const pdf = await testApp.app.inject({ url: `/v1/me/statements/${month()}.pdf`, headers: coachOwner.headers })
    expect(pdf.statusCode).toBe(200)
    // Drawn in the Noto fonts the project installs (decision 072), whatever the machine has: the words are there.
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('明細書')
    expect(text).toContain('受け取ったお支払い')
    expect(text).toContain('Bela Completed')
    // The rupee sign comes from Noto Sans (the Japanese font has none), the figures from Noto Sans JP.
    expect(text).toMatch(/₹\s?2,000\.00/)
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/)
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, coachOwner.userId))
  })

  it("writes a Thai provider's statement PDF in Thai script (decision 072)", async () => {
    await testApp.db.update(users).set({ language: 'th' }).where(eq(users.id, coachOwner.userId))
    const pdf = await testApp.app.inject({ url: `/v1/me/statements/${month()}.pdf`, headers: coachOwner.headers })
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('รายการเดินบัญชี')
    expect(text).toContain('ผู้ให้บริการ')
    expect(text).toMatch(/₹\s?2,000\.00/)
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansThai-Regular/)
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, coachOwner.userId))
  })

  it('writes a statement for a month with nothing in it', async () => {
    const csv = await testApp.app.inject({ url: '/v1/me/statements/2020-02.csv', headers: coachOwner.headers })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Sessions,,Nothing this month')
    expect(csv.body).toContain('Totals,,Nothing this month')
    const pdf = await testApp.app.inject({ url: '/v1/me/statements/2020-02.pdf', headers: coachOwner.headers })
    expect(await pdfText(pdf.rawPayload)).toContain('Nothing this month')
  })

  it('refuses a month that is not YYYY-MM with a field error', async () => {
    for (const bad of ['2026-13', '2026-1', 'latest', '1999-12']) {
      const response = await testApp.app.inject({ url: `/v1/me/statements/${bad}.csv`, headers: coachOwner.headers })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { month: 'Month must be a month as YYYY-MM, such as 2026-03' } },
      })
    }
  })
})
