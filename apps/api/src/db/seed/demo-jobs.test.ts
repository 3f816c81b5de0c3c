import {
  applicationStatuses,
  effectiveJobStatus,
  jobApplicationInputSchema,
  jobPostingInputSchema,
  salaryCurrencies,
  staffRoles,
} from '@rally/shared'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { academies, jobApplications, jobs, users } from '../schema/index.ts'
import { seedDemoData } from './index.ts'

const day = 24 * 60 * 60 * 1000
const now = new Date()
let connection: DatabaseConnection
const storedFiles = new Map<string, { body: Buffer; contentType: string; fileName: string }>()

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db, {
    now,
    storeFile: async ({ key, ...file }) => {
      storedFiles.set(key, file)
    },
  })
})
afterAll(() => connection.close())

async function demoUser(subject: string) {
  const [user] = await connection.db.select().from(users).where(eq(users.identitySubject, subject))
  if (!user) throw new Error(`No user ${subject}`)
  return user
}

describe('demo jobs', () => {
  it('posts over 40 vacancies across both sports, every role, many countries and every currency, as the form would accept them', async () => {
    const rows = await connection.db.select().from(jobs)
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(new Set(rows.map((row) => row.sport))).toEqual(new Set(['Badminton', 'Tennis']))
    expect(new Set(rows.map((row) => row.staffRole))).toEqual(new Set(staffRoles))
    expect(new Set(rows.map((row) => row.salaryCurrencyType))).toEqual(new Set(salaryCurrencies))
    expect(new Set(rows.map((row) => row.employmentType))).toEqual(new Set(['Full Time', 'Part Time']))
    const countries = new Set(rows.map((row) => row.jobCountry))
    expect(countries.size).toBeGreaterThanOrEqual(8)
    for (const country of ['IN', 'MY', 'SG', 'ID', 'TH', 'GB', 'ES', 'US', 'CN']) expect(countries).toContain(country)
    // Written for each: no two titles or descriptions alike, no placeholder text.
    expect(new Set(rows.map((row) => row.jobTitle)).size).toBe(rows.length)
    expect(new Set(rows.map((row) => row.jobDescription)).size).toBe(rows.length)
    for (const row of rows) {
      expect(row.jobDescription).not.toMatch(/lorem|ipsum/i)
      const { logoUrl: _picture, gallery: _pictures, ...posting } = row
      const parsed = jobPostingInputSchema.safeParse(posting)
      expect(parsed.error?.issues ?? [], row.jobTitle).toEqual([])
      for (const picture of [row.logoUrl, ...row.gallery].filter(Boolean)) {
        expect(picture).toMatch(/^\/media\/courts\/(tennis|badminton)-[1-8]\.svg$/)
      }
    }
    expect(rows.some((row) => row.logoUrl === null)).toBe(true)
    expect(rows.some((row) => row.gallery.length > 0)).toBe(true)
  })

  it('dates them from the day of seeding: open for 60 days from opening, some closed or expired, a few pending, one draft', async () => {
    const rows = await connection.db.select().from(jobs)
    const byStatus = (status: string) => rows.filter((row) => row.status === status)
    const open = byStatus('open')
    expect(open.length).toBeGreaterThanOrEqual(25)
    for (const row of open) {
      const openedAt = row.openedAt?.getTime() ?? Number.NaN
      expect(openedAt).toBeLessThanOrEqual(now.getTime())
      expect(openedAt).toBeGreaterThan(now.getTime() - 50 * day)
      expect(row.validThrough?.getTime()).toBe(openedAt + 60 * day)
      expect(effectiveJobStatus(row, now)).toBe('open')
    }
    const openedDays = new Set(open.map((row) => Math.floor((now.getTime() - (row.openedAt?.getTime() ?? 0)) / day)))
    expect(openedDays.size).toBeGreaterThanOrEqual(20)
    expect(byStatus('closed').length).toBeGreaterThanOrEqual(2)
    for (const row of byStatus('closed')) expect(row.closedAt?.getTime()).toBeLessThan(now.getTime())
    expect(byStatus('expired').length).toBeGreaterThanOrEqual(2)
    for (const row of byStatus('expired')) {
      expect(row.validThrough?.getTime()).toBeLessThan(now.getTime())
      expect(row.validThrough?.getTime()).toBe((row.openedAt?.getTime() ?? 0) + 60 * day)
    }
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(2)
    expect(byStatus('draft')).toHaveLength(1)
    for (const row of [...byStatus('pending'), ...byStatus('draft')]) {
      expect(row.openedAt).toBeNull()
      expect(row.validThrough).toBeNull()
    }
    for (const row of byStatus('rejected')) expect(row.rejectionReason).toBeTruthy()
  })

  it('gives the demo academy owner at least 8 vacancies of their academy, with applications in every status', async () => {
    const owner = await demoUser('demo:academy')
    const [academy] = await connection.db.select().from(academies).where(eq(academies.ownerUserId, owner.id))
    const own = await connection.db.select().from(jobs).where(eq(jobs.posterId, owner.id))
    expect(own.length).toBeGreaterThanOrEqual(8)
    for (const row of own) {
      expect(row.academyId).toBe(academy?.id)
      expect(row.academyName).toBe(academy?.name)
    }
    expect(new Set(own.map((row) => row.status))).toEqual(new Set(['open', 'closed', 'expired', 'draft']))

    const received = await connection.db
      .select({ application: jobApplications })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobs.posterId, owner.id))
    const applications = received.map((row) => row.application)
    expect(new Set(applications.map((row) => row.status))).toEqual(new Set(applicationStatuses))
    const coach = await demoUser('demo:coach')
    expect(applications.some((row) => row.userId === coach.id)).toBe(true)
    expect(applications.filter((row) => row.userId === null).length).toBeGreaterThanOrEqual(15)
    // Nobody applies to a draft.
    const drafts = new Set(own.filter((row) => row.status === 'draft').map((row) => row.id))
    expect(applications.some((row) => drafts.has(row.jobId))).toBe(false)
  })

  it('shows the demo coach every status on "My applications"', async () => {
    const coach = await demoUser('demo:coach')
    const mine = await connection.db.select().from(jobApplications).where(eq(jobApplications.userId, coach.id))
    expect(new Set(mine.map((row) => row.status))).toEqual(new Set(applicationStatuses))
    for (const row of mine) expect(row.email).toBe(coach.email)
  })

  it('stores a PDF CV for every application under a private job-cv key, applied while the vacancy was open', async () => {
    const rows = await connection.db
      .select({ application: jobApplications, job: jobs })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    expect(rows.length).toBeGreaterThanOrEqual(40)
    for (const { application, job } of rows) {
      expect(application.documentKey).toMatch(/^job-cv\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/)
      const month = `${application.createdAt.getUTCFullYear()}/${String(application.createdAt.getUTCMonth() + 1).padStart(2, '0')}`
      expect(application.documentKey.slice(7, 14)).toBe(month)
      const file = storedFiles.get(application.documentKey)
      expect(file?.contentType).toBe('application/pdf')
      expect(file?.body.subarray(0, 5).toString()).toBe('%PDF-')
      expect(file?.body.length).toBe(application.documentSize)
      expect(file?.fileName).toBe(application.documentName)
      expect(application.documentName).toMatch(/\.pdf$/)

      expect(['open', 'closed', 'expired']).toContain(job.status)
      expect(application.createdAt.getTime()).toBeGreaterThanOrEqual(job.openedAt?.getTime() ?? Number.NaN)
      expect(application.createdAt.getTime()).toBeLessThanOrEqual(
        Math.min(now.getTime(), (job.closedAt ?? job.validThrough ?? now).getTime()),
      )
      expect(application.updatedAt.getTime()).toBeGreaterThanOrEqual(application.createdAt.getTime())
      const { experience, ...fields } = application
      const parsed = jobApplicationInputSchema
        .omit({ document: true })
        .safeParse({ ...fields, exprerience: experience, additionalInfo: fields.additionalInfo ?? undefined })
      expect(parsed.error?.issues ?? [], application.email).toEqual([])
    }
    const keys = rows.map(({ application }) => application.documentKey)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...storedFiles.keys()].filter((key) => key.startsWith('job-cv/')).sort()).toEqual([...keys].sort())
  })

  it('seeds the same vacancies and applications every time for the same day', async () => {
    const again = await createTestDatabase()
    try {
      await seedDemoData(again.db, { now })
      const rows = (db: DatabaseConnection['db']) =>
        Promise.all([
          db.select().from(jobs).orderBy(asc(jobs.id)),
          db.select().from(jobApplications).orderBy(asc(jobApplications.id)),
        ])
      expect(await rows(again.db)).toEqual(await rows(connection.db))
    } finally {
      await again.close()
    }
  })
})
