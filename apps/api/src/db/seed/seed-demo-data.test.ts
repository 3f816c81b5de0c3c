import { coachDocumentSchema, coachProfileFieldsSchema, feeTextOf, storedMoney } from '@rally/shared'
import { asc, eq, sql, type Table } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentities } from '../../adapters/identity/demo-identities.ts'
import { createTestDatabase } from '../../test/database.ts'
import type { Database, DatabaseConnection } from '../client.ts'
import {
  academies,
  bookings,
  feedbacks,
  juniors,
  partnerShowcaseItems,
  personalCoaches,
  playerLevels,
  schedules,
  sessionReports,
  slotClaims,
  sparringPartners,
  users,
} from '../schema/index.ts'
import { demoPaymentBookingIds } from './demo-payments.ts'
import { isDiaryBooking, justHeldSessionId } from './demo-schedules.ts'
import { type SeedSummary, seedDemoData } from './index.ts'

const seededTables = { academies, sparringPartners, personalCoaches, partnerShowcaseItems, feedbacks, bookings }
const academyLinks = [
  'website',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'whatsapp',
  'youtubeChannel',
  'email',
] as const
const referenceDate = new Date('2026-11-01T00:00:00Z')
const day = 24 * 60 * 60 * 1000

let connection: DatabaseConnection
let db: Database
let summary: SeedSummary
const storedFiles = new Map<string, { body: Buffer; contentType: string; fileName: string }>()

beforeAll(async () => {
  connection = await createTestDatabase()
  db = connection.db
  summary = await seedDemoData(db, {
    storeFile: async ({ key, ...file }) => {
      storedFiles.set(key, file)
    },
  })
})

afterAll(() => connection.close())

/** Every string inside a value: columns, array items and JSON fields. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).flatMap(stringsIn)
  return []
}

/** The id of a demo identity's user ('player', 'parent', …). */
async function userOf(key: string): Promise<string> {
  const identity = demoIdentities.find((candidate) => candidate.key === key)
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, identity?.email ?? ''))
  return row?.id as string
}

const fullName = (row: { firstName: string; lastName: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ')

async function demoUser(subject: string) {
  const [row] = await db.select().from(users).where(eq(users.identitySubject, subject))
  if (!row) throw new Error(`No demo user ${subject}`)
  return row
}

describe('seedDemoData', () => {
  it('fills the catalogue and reports what it inserted', async () => {
    const all = await db.select().from(academies)
    // One more registered and waits in the console's approvals: never listed until approved.
    expect(all.filter((row) => !row.isApproved).map((row) => row.name)).toEqual(['Smash Point Badminton Academy'])
    const rows = all.filter((row) => row.isApproved)
    expect(summary.academies).toBe(16)
    expect(rows.filter((row) => row.category === 'Badminton')).toHaveLength(8)
    expect(rows.filter((row) => row.category === 'Tennis')).toHaveLength(8)
    expect(rows.every((row) => row.isApproved)).toBe(true)

    const partners = await db.select().from(sparringPartners)
    expect(partners).toHaveLength(summary.partners)
    for (const sport of ['Badminton', 'Tennis']) {
      expect(partners.filter((row) => row.sport === sport).length).toBeGreaterThanOrEqual(100)
    }
    expect(partners.filter((row) => row.status === 'INACTIVE').length).toBeGreaterThanOrEqual(3)

    const coaches = await db.select().from(personalCoaches)
    expect(coaches).toHaveLength(summary.coaches)
    expect(coaches.length).toBeGreaterThanOrEqual(200)
    for (const category of ['Badminton', 'Tennis']) {
      expect(coaches.filter((row) => row.category === category && row.isApproved).length).toBeGreaterThan(80)
    }
    expect(coaches.filter((row) => row.category === 'Others').length).toBeGreaterThanOrEqual(5)

    // India first, and players from all over Asia, Europe, America and Australia.
    const countries = [...partners, ...coaches].flatMap((row) => (row.country ? [row.country] : []))
    const perCountry = new Map<string, number>()
    for (const country of countries) perCountry.set(country, (perCountry.get(country) ?? 0) + 1)
    expect(perCountry.size).toBeGreaterThanOrEqual(15)
    const largest = [...perCountry].sort((a, b) => b[1] - a[1])[0]
    expect(largest?.[0]).toBe('India')

    const showcase = await db.select().from(partnerShowcaseItems)
    expect(showcase).toHaveLength(summary.showcaseItems)
    expect(showcase.some((item) => item.type === 'youtube')).toBe(true)
    expect(showcase.some((item) => item.type === 'image')).toBe(true)

    const feedbackRows = await db.select().from(feedbacks)
    expect(feedbackRows).toHaveLength(summary.feedbacks)
    expect(feedbackRows.some((row) => row.status === 'approved')).toBe(true)

    expect(await db.$count(bookings)).toBe(summary.bookings)
    expect(await db.$count(users)).toBe(summary.users)
  })

  it('gives every partner and specialist a name of their own', async () => {
    const names = [
      ...(await db.select().from(sparringPartners)).map(fullName),
      ...(await db.select().from(personalCoaches)).map(fullName),
    ]
    expect(new Set(names).size).toBe(names.length)
  })

  it('varies academies the way the cards need: social links, long names', async () => {
    const rows = await db.select().from(academies)
    const linkCounts = rows.map((row) => academyLinks.filter((link) => row[link] !== null).length)
    expect(linkCounts).toContain(0)
    expect(Math.max(...linkCounts)).toBeGreaterThanOrEqual(5)
    expect(rows.some((row) => row.name.length > 40)).toBe(true)
    expect(rows.some((row) => row.coverImage === null)).toBe(true)
  })

  it('leaves a few public specialist profiles sparse, so the profile fallbacks show', async () => {
    const coaches = await db.select().from(personalCoaches)
    const sparse = coaches.filter(
      (coach) =>
        coach.isApproved &&
        coach.city === null &&
        coach.country === null &&
        coach.highestRank === null &&
        coach.feeAmount === null &&
        coach.experienceYears === null,
    )
    expect(sparse.length).toBeGreaterThanOrEqual(2)
    expect(coaches.filter((coach) => !coach.isApproved).length).toBeGreaterThanOrEqual(5)
    expect(coaches.some((coach) => coach.isApproved && coach.image === null)).toBe(true)
    const others = coaches.filter((coach) => coach.category === 'Others')
    expect(others.length).toBeGreaterThan(0)
    for (const coach of others) expect(coach.title).toBeTruthy()
  })

  it('has about a dozen approved champions per sport, each with a title and a highest rank', async () => {
    const coaches = await db.select().from(personalCoaches)
    const champions = coaches.filter((coach) => coach.isChampion)
    for (const category of ['Badminton', 'Tennis']) {
      const ofSport = champions.filter((coach) => coach.category === category)
      expect(ofSport.length).toBeGreaterThanOrEqual(10)
      expect(ofSport.length).toBeLessThanOrEqual(15)
    }
    expect(champions.some((coach) => coach.category === 'Others')).toBe(false)
    for (const champion of champions) {
      expect(champion.isApproved).toBe(true)
      expect(champion.title).toMatch(/^Former /)
      expect(champion.highestRank).toMatch(/World No\.|Olympian|Games|Open|Grand Slam/)
      expect(champion.image).not.toBeNull()
    }
  })

  it("sets every partner's and specialist's rating to the rounded average of its approved feedback", async () => {
    const approved = await db.select().from(feedbacks)
    const ratingsById = new Map<string, number[]>()
    for (const row of approved.filter((feedback) => feedback.status === 'approved')) {
      ratingsById.set(row.resourceId, [...(ratingsById.get(row.resourceId) ?? []), row.rating])
    }
    const expected = (id: string) => {
      const ratings = ratingsById.get(id) ?? []
      if (ratings.length === 0) return 0
      // Integer arithmetic, so a .x5 average rounds up as PostgreSQL's round() does.
      return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 10) / ratings.length) / 10
    }
    const rated = [...(await db.select().from(sparringPartners)), ...(await db.select().from(personalCoaches))]
    expect(rated.some((row) => row.totalRating > 0)).toBe(true)
    expect(rated.some((row) => row.totalRating === 0)).toBe(true)
    for (const row of rated) expect(row.totalRating, fullName(row)).toBe(expected(row.id))
  })

  it('books active partners and approved specialists over the last 400 days, in a believable mix', async () => {
    // The console's payment demos follow the real clock (the refund window does); see demo-payments.test.ts.
    const demoPayments = new Set<string>(demoPaymentBookingIds)
    const rows = (await db.select().from(bookings)).filter(
      (row) => !demoPayments.has(row.id) && !isDiaryBooking(row.id) && row.id !== justHeldSessionId,
    )
    expect(rows.length).toBeGreaterThanOrEqual(1400)
    expect(rows.length).toBeLessThanOrEqual(1600)
    const share = (status: string) => rows.filter((row) => row.status === status).length / rows.length
    expect(share('completed')).toBeCloseTo(0.55, 1)
    expect(share('pending')).toBeCloseTo(0.15, 1)
    expect(share('accepted')).toBeCloseTo(0.15, 1)
    expect(share('cancelled')).toBeCloseTo(0.08, 1)
    expect(share('declined')).toBeCloseTo(0.07, 1)
    const paid = rows.filter((row) => row.paymentStatus === 'completed').length / rows.length
    expect(paid).toBeGreaterThan(0.4)
    expect(paid).toBeLessThan(0.6)

    const partners = new Map((await db.select().from(sparringPartners)).map((row) => [row.id, row]))
    const coaches = new Map((await db.select().from(personalCoaches)).map((row) => [row.id, row]))
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(referenceDate.getTime() - 400 * day)
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(referenceDate.getTime())
      expect(row.email).toMatch(/\.example$/)
      const person =
        row.resourceType === 'partner' ? partners.get(row.resourceId ?? '') : coaches.get(row.resourceId ?? '')
      if (!person) throw new Error(`booking ${row.id} is of nobody`)
      expect(row.createdAt.getTime()).toBeGreaterThan(person.createdAt.getTime())
      expect(row.requestedEntityName).toBe(fullName(person))
      expect(feeTextOf(storedMoney(row.priceMinor, row.priceCurrency), 'Not Provided')).toBe(
        person.feeAmount ? `${person.feeAmount}${person.feeCurrency}` : 'Not Provided',
      )
      if (row.paymentOrderId) {
        expect(row.paymentStatus).toBe('completed')
        expect(row.currency).toBe('INR')
        expect(row.amountMinor).toBe((person.feeAmount ?? 0) * 100)
      } else {
        expect(row.amountMinor).toBe(0)
      }
      if (row.resourceType === 'partner') {
        expect(partners.get(row.resourceId ?? '')?.status).toBe('ACTIVE')
        expect(row.bookingType).toBe('player')
        expect([60, 90]).toContain(row.durationMinutes)
        expect(row.preferredAt).toBeNull()
      } else {
        const coach = coaches.get(row.resourceId ?? '')
        expect(coach?.isApproved).toBe(true)
        expect(row.bookingType).toBe('coach')
        expect(row.durationMinutes).toBe(coach?.sessionMinutes)
        expect(row.preferredAt).not.toBeNull()
        expect(row.timeZone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/)
      }
      // A session that took place was booked for a time before the reference date.
      if (row.status === 'completed' && row.preferredAt) {
        expect(row.preferredAt.getTime()).toBeLessThan(referenceDate.getTime())
      }
    }
  })

  it('gives the demo player and parent a booking history, and lets the player still rate the demo partner', async () => {
    const player = await demoUser('demo:player')
    const parent = await demoUser('demo:parent')
    const [partner] = await db
      .select()
      .from(sparringPartners)
      .where(eq(sparringPartners.userId, (await demoUser('demo:partner')).id))
    const [coach] = await db
      .select()
      .from(personalCoaches)
      .where(eq(personalCoaches.userId, (await demoUser('demo:coach')).id))
    if (!partner || !coach) throw new Error('The demo partner and coach own no records')

    const rows = await db.select().from(bookings)
    const playerBookings = rows.filter((row) => row.userId === player.id)
    const completed = playerBookings.filter((row) => row.status === 'completed')
    expect(completed).toHaveLength(3)
    // An upcoming accepted session (and the one of a few hours ago, for a no-show report), and no open
    // request: the demo player may book at once (decision 012).
    expect(playerBookings.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual(
      expect.arrayContaining([justHeldSessionId]),
    )
    expect(playerBookings.filter((row) => row.status === 'accepted')).toHaveLength(2)
    expect(playerBookings.filter((row) => row.status === 'pending')).toHaveLength(0)
    expect(completed.map((row) => row.resourceId)).toEqual(expect.arrayContaining([partner.id, coach.id]))
    const otherCoach = completed.find((row) => row.resourceId !== partner.id && row.resourceId !== coach.id)
    expect(otherCoach?.resourceType).toBe('coach')
    expect(playerBookings.every((row) => row.name === 'Aarav Mehta' && row.email === player.email)).toBe(true)

    const playerFeedback = (await db.select().from(feedbacks)).filter((row) => row.userId === player.id)
    expect(playerFeedback).toHaveLength(1)
    expect(playerFeedback[0]).toMatchObject({ resourceId: otherCoach?.resourceId, status: 'approved' })
    expect(playerFeedback.some((row) => row.resourceId === partner.id)).toBe(false)

    const parentBookings = rows.filter((row) => row.userId === parent.id)
    expect(parentBookings.filter((row) => row.status === 'completed')).toHaveLength(4)
    // Two of them for her daughter, with the demo coach.
    const forJunior = parentBookings.filter((row) => row.juniorId !== null)
    expect(forJunior.map((row) => [row.resourceId, row.status])).toEqual([
      [coach.id, 'completed'],
      [coach.id, 'completed'],
    ])

    // The demo partner and coach have requests in their inbox.
    for (const owned of [partner.id, coach.id]) {
      expect(rows.some((row) => row.resourceId === owned && row.status === 'pending')).toBe(true)
    }
    // Everyone else books as a guest.
    const demoUserIds = new Set([player.id, parent.id])
    expect(rows.every((row) => row.userId === null || demoUserIds.has(row.userId))).toBe(true)
  })

  it('keeps signed-in ratings to people the author has completed a session with', async () => {
    const rated = (await db.select().from(feedbacks)).filter((row) => row.userId !== null)
    expect(rated.length).toBeGreaterThanOrEqual(2)
    const completed = (await db.select().from(bookings)).filter((row) => row.status === 'completed')
    for (const feedback of rated) {
      const session = completed.find((row) => row.userId === feedback.userId && row.resourceId === feedback.resourceId)
      expect(session, feedback.authorName).toBeDefined()
      expect(feedback.createdAt.getTime()).toBeGreaterThan(session?.createdAt.getTime() ?? Number.POSITIVE_INFINITY)
    }
  })

  it('links only to .example hosts and serves images from /media/', async () => {
    for (const [name, table] of Object.entries(seededTables)) {
      const rows: Record<string, unknown>[] = await db.select().from(table as Table)
      for (const text of rows.flatMap(stringsIn)) {
        for (const [, host] of text.matchAll(/https?:\/\/([^/\s?#:]+)/gi)) {
          expect(host, `${name}: ${text}`).toMatch(/\.example$/)
        }
      }
    }
    const images = [
      ...(await db.select({ url: academies.coverImage }).from(academies)),
      ...(await db.select({ url: sparringPartners.image }).from(sparringPartners)),
      ...(await db.select({ url: personalCoaches.image }).from(personalCoaches)),
    ].flatMap(({ url }) => (url === null ? [] : [url]))
    const showcase = await db.select().from(partnerShowcaseItems)
    images.push(...showcase.filter((item) => item.type === 'image').map((item) => item.mediaUrl))
    expect(images.length).toBeGreaterThan(100)
    for (const url of images) expect(url).toMatch(/^\/media\/(avatars|courts)\/[a-z0-9-]+\.svg$/)
  })

  it('gives about a third of the full-profile specialists a CV and certificates, each file stored as a PDF', async () => {
    const coaches = await db.select().from(personalCoaches)
    const full = coaches.filter((row) => row.isApproved && row.experienceYears !== null)
    const withCv = full.filter((row) => row.cvUrl)
    expect(withCv.length / full.length).toBeGreaterThan(0.2)
    expect(withCv.length / full.length).toBeLessThan(0.45)
    expect(coaches.filter((row) => !row.isApproved || row.experienceYears === null).every((row) => !row.cvUrl)).toBe(
      true,
    )

    const referenced = withCv.flatMap((row) => [row.cvUrl as string, ...row.documents.map((document) => document.url)])
    expect(summary.documents).toBe(referenced.length)
    expect(new Set(referenced).size).toBe(referenced.length)
    for (const row of withCv) {
      // As the profile form would accept them: uploads of our own, named.
      expect(coachProfileFieldsSchema.shape.cvUrl.parse(row.cvUrl)).toBe(row.cvUrl)
      expect(row.documents).toHaveLength(Math.min(2, row.certifications.length))
      for (const document of row.documents) {
        expect(coachDocumentSchema.parse(document)).toEqual(document)
        expect(row.certifications).toContain(document.name)
      }
    }
    for (const url of referenced) {
      const file = storedFiles.get(url.replace('/media/uploads/', ''))
      expect(file?.contentType).toBe('application/pdf')
      expect(file?.body.subarray(0, 5).toString()).toBe('%PDF-')
      expect(file?.fileName).toMatch(/\.pdf$/)
    }
    // The rest are the job applications' CVs (demo-jobs.test.ts) and the demo coach's safeguarding certificate.
    const safeguarding = coaches.flatMap((row) => (row.safeguardingDocumentUrl ? [row.safeguardingDocumentUrl] : []))
    expect(safeguarding).toHaveLength(1)
    expect(storedFiles.get((safeguarding[0] as string).replace('/media/uploads/', ''))?.contentType).toBe(
      'application/pdf',
    )
    expect([...storedFiles.keys()].filter((key) => !key.startsWith('job-cv/'))).toHaveLength(referenced.length + 1)
  })

  it('gives most partners and specialists availability in their own zones, and books sessions ahead on their slots', async () => {
    const published = await db.select().from(schedules)
    const publicIds = new Set([
      ...(await db.select().from(sparringPartners)).filter((row) => row.status === 'ACTIVE').map((row) => row.id),
      ...(await db.select().from(personalCoaches)).filter((row) => row.isApproved).map((row) => row.id),
    ])
    // Some publish none and keep "Contact for availability".
    expect(published.length / publicIds.size).toBeGreaterThan(0.8)
    expect(published.length / publicIds.size).toBeLessThan(0.9)
    expect(published.every((row) => publicIds.has(row.bookableId))).toBe(true)
    const zones = new Set(published.map((row) => row.timeZone))
    for (const zone of ['Asia/Kolkata', 'Asia/Jakarta', 'Asia/Bangkok', 'Europe/London', 'America/New_York']) {
      expect(zones).toContain(zone)
    }

    const ahead = (await db.select().from(bookings)).filter((row) => isDiaryBooking(row.id))
    expect(ahead.length).toBeGreaterThan(50)
    const claims = await db
      .select({ bookingId: slotClaims.bookingId, start: sql<string>`lower(${slotClaims.period})` })
      .from(slotClaims)
    const claimed = new Map(claims.map((claim) => [claim.bookingId, new Date(claim.start).getTime()]))
    for (const row of ahead) {
      expect(row.status).toBe('accepted')
      expect(row.preferredAt?.getTime()).toBeGreaterThan(Date.now())
      expect(claimed.get(row.id)).toBe(row.preferredAt?.getTime())
      expect(row.providerTimeZone).toBe(published.find((schedule) => schedule.bookableId === row.resourceId)?.timeZone)
    }
  })

  it('gives the demo player a paid session with the demo specialist that ended within the last day (a no-show can be reported)', async () => {
    const [session] = await db.select().from(bookings).where(eq(bookings.id, justHeldSessionId))
    const player = await demoUser('demo:player')
    const coach = await demoUser('demo:coach')
    const [specialist] = await db.select().from(personalCoaches).where(eq(personalCoaches.userId, coach.id))
    expect(session).toMatchObject({
      userId: player.id,
      resourceType: 'coach',
      resourceId: specialist?.id,
      status: 'accepted',
      paymentStatus: 'completed',
      providerTimeZone: expect.any(String),
    })
    expect(session?.amountMinor).toBeGreaterThan(0)
    const ended = (session?.preferredAt?.getTime() ?? 0) + (session?.durationMinutes ?? 0) * 60_000
    expect(Date.now() - ended).toBeGreaterThan(0)
    expect(Date.now() - ended).toBeLessThan(12 * 60 * 60 * 1000)
  })

  it('records the money of every paid demo booking in the ledger, so the demo coach has earnings', async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows
    const coach = await demoUser('demo:coach')
    const [specialist] = await db.select().from(personalCoaches).where(eq(personalCoaches.userId, coach.id))
    const paid = await rowsOf(
      sql`select currency, sum(amount_minor)::text as total from bookings
          where resource_id = ${specialist?.id} and payment_status = 'completed' and amount_minor > 0 group by currency`,
    )
    const held = await rowsOf(
      sql`select currency, (-sum(amount_minor))::text as total from ledger_lines
          where provider_user_id = ${coach.id} and account = 'provider_payable' group by currency`,
    )
    // What Rally still holds: what was paid, less what went out to the coach's linked account (decision 065).
    const transferred = await rowsOf(
      sql`select currency, sum(amount_minor)::text as total from payout_transfers
          where provider_user_id = ${coach.id} and status in ('on_hold', 'released', 'paid_out') group by currency`,
    )
    expect(held.length).toBeGreaterThan(0)
    expect(transferred.length).toBeGreaterThan(0)
    expect(held).toEqual(
      paid.map(({ currency, total }) => ({
        currency,
        total: String(Number(total) - Number(transferred.find((row) => row.currency === currency)?.total ?? 0)),
      })),
    )
    const states = await rowsOf(
      sql`select distinct status::text as status from payout_transfers where provider_user_id = ${coach.id} order by 1`,
    )
    expect(states.map((row) => row.status)).toEqual(expect.arrayContaining(['on_hold', 'paid_out']))
    // Every paid booking has its journal, and every journal balances.
    const unrecorded = await rowsOf(
      sql`select count(*)::text as count from bookings b where payment_status = 'completed' and amount_minor > 0
          and not exists (select 1 from ledger_journals j where j.booking_id = b.id)`,
    )
    expect(unrecorded).toEqual([{ count: '0' }])
    const unbalanced = await rowsOf(
      sql`select journal_id from ledger_lines group by journal_id having sum(amount_minor) <> 0`,
    )
    expect(unbalanced).toEqual([])
  })

  it("gives the demo partner's and specialist's profiles views on each of the last 30 days, so their dashboards show the share that became bookings", async () => {
    const viewed = async (userId: string, table: typeof sparringPartners | typeof personalCoaches) => {
      const [profile] = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId))
      const { rows } = (await db.execute(
        sql`select count(*)::int as days, min(views)::int as fewest, max(day)::text as last from profile_views
            where resource_id = ${profile?.id} and day > current_date - 30`,
      )) as unknown as { rows: { days: number; fewest: number; last: string }[] }
      return rows[0]
    }
    const today = new Date().toISOString().slice(0, 10)
    for (const [subject, table] of [
      ['demo:partner', sparringPartners],
      ['demo:coach', personalCoaches],
    ] as const) {
      const counted = await viewed((await demoUser(subject)).id, table)
      expect(counted?.days).toBe(30)
      expect(counted?.fewest).toBeGreaterThan(0)
      expect(counted?.last).toBe(today)
    }
  })

  it('gives issue 26 something to walk: partners of every hand and style, levels verified and waiting, reports, a junior and a coach verified for juniors', async () => {
    const profiles = await db
      .select({
        handedness: sparringPartners.handedness,
        style: sparringPartners.playingStyle,
        sport: sparringPartners.sport,
        surfaces: sparringPartners.surfaces,
      })
      .from(sparringPartners)
    expect(new Set(profiles.map((row) => row.handedness))).toEqual(new Set(['left', 'right']))
    expect(new Set(profiles.map((row) => row.style))).toEqual(
      new Set(['baseline', 'all-court', 'serve-and-volley', 'doubles-specialist']),
    )
    expect(profiles.filter((row) => row.sport === 'Badminton').every((row) => row.surfaces.join() === 'indoor')).toBe(
      true,
    )

    // Two levels above a player who states tennis level 3: left-handed partners at 5, some verified.
    const sparUp = await db
      .select({ status: sparringPartners.levelStatus })
      .from(sparringPartners)
      .where(
        sql`${sparringPartners.sport} = 'Tennis' and ${sparringPartners.rallyLevel} = 5 and ${sparringPartners.handedness} = 'left' and ${sparringPartners.status} = 'ACTIVE'`,
      )
    expect(sparUp.length).toBeGreaterThanOrEqual(2)

    const player = await userOf('player')
    const levels = await db
      .select({
        userId: playerLevels.userId,
        sport: playerLevels.sport,
        status: playerLevels.status,
        rallyLevel: playerLevels.rallyLevel,
      })
      .from(playerLevels)
    expect(levels).toContainEqual({ userId: player, sport: 'Badminton', status: 'verified', rallyLevel: 3 })
    // The player's tennis level is theirs to state; one level waits for an operator.
    expect(levels.some((row) => row.userId === player && row.sport === 'Tennis')).toBe(false)
    expect(levels.filter((row) => row.status === 'self-stated')).toHaveLength(1)

    const reports = await db.select().from(sessionReports).where(eq(sessionReports.playerUserId, player))
    expect(reports.map((row) => row.sport).sort()).toEqual(['Badminton', 'Tennis'])
    for (const report of reports) {
      const [booked] = await db.select().from(bookings).where(eq(bookings.id, report.bookingId))
      expect(booked).toMatchObject({ userId: player, status: 'completed' })
      expect(report.skills).toHaveLength(3)
    }

    const parent = await userOf('parent')
    const [anika] = await db.select().from(juniors).where(eq(juniors.guardianUserId, parent))
    expect(anika?.firstName).toBe('Anika')
    // Her two reported sessions with the demo coach, booked by her mother: her own timeline, not her mother's.
    const hers = await db
      .select()
      .from(sessionReports)
      .where(eq(sessionReports.juniorId, anika?.id ?? ''))
    expect(hers.map((row) => [row.sport, row.playerUserId])).toEqual([
      ['Badminton', parent],
      ['Badminton', parent],
    ])
    for (const report of hers) {
      const [booked] = await db.select().from(bookings).where(eq(bookings.id, report.bookingId))
      expect(booked).toMatchObject({ userId: parent, juniorId: anika?.id, status: 'completed' })
    }
    const verifiedForJuniors = await db
      .select({ id: personalCoaches.id })
      .from(personalCoaches)
      .where(sql`${personalCoaches.worksWithJuniors} and ${personalCoaches.safeguardingVerifiedAt} is not null`)
    expect(verifiedForJuniors).toHaveLength(1)
  })

  it('seeds the same rows into another fresh database', async () => {
    const other = await createTestDatabase()
    try {
      await seedDemoData(other.db)
      const names = async (target: Database) =>
        (await target.select({ name: academies.name }).from(academies).orderBy(academies.name)).map((row) => row.name)
      expect(await names(other.db)).toEqual(await names(db))
      for (const table of [sparringPartners, personalCoaches, bookings, feedbacks, users]) {
        const rows = (target: Database) => target.select().from(table).orderBy(asc(table.id))
        expect(await rows(other.db)).toEqual(await rows(db))
      }
    } finally {
      await other.close()
    }
  })
})
