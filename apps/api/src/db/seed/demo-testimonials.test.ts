import { countries } from '@rally/shared'
import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { bookings, testimonials, users } from '../schema/index.ts'
import { seedDemoData } from './index.ts'

let connection: DatabaseConnection

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db)
})
afterAll(() => connection.close())

const demoUser = async (subject: string) => {
  const [row] = await connection.db.select().from(users).where(eq(users.identitySubject, subject))
  if (!row) throw new Error(`No demo user ${subject}`)
  return row
}

describe('demo testimonials', () => {
  it('seeds at least 30 approved ones, India first and most often, of both sports and every role', async () => {
    const rows = await connection.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, 'approved'))
      .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows[0]?.country).toBe('India')
    const perCountry = new Map<string, number>()
    for (const row of rows) perCountry.set(row.country, (perCountry.get(row.country) ?? 0) + 1)
    expect(perCountry.size).toBeGreaterThanOrEqual(15)
    expect(perCountry.get('India')).toBe(Math.max(...perCountry.values()))
    expect(new Set(rows.map((row) => row.sport))).toEqual(new Set(['Tennis', 'Badminton']))
    expect(new Set(rows.map((row) => row.role))).toEqual(new Set(['player', 'parent', 'coach', 'academy']))

    const countryNames = new Set(countries.map((country) => country.name))
    for (const row of rows) {
      expect(countryNames.has(row.country), row.country).toBe(true)
      expect(row.quote.length).toBeGreaterThanOrEqual(20)
      expect(row.quote.length).toBeLessThanOrEqual(600)
      if (row.photoUrl) expect(row.photoUrl).toMatch(/^\/media\/avatars\/[a-z0-9-]{1,80}\.svg$/)
    }
    expect(rows.some((row) => row.photoUrl === null)).toBe(true)
  })

  it('gives the demo parent one about her completed booking, and the demo player none, so he can send one', async () => {
    const parent = await demoUser('demo:parent')
    const [own] = await connection.db.select().from(testimonials).where(eq(testimonials.userId, parent.id))
    expect(own).toMatchObject({ status: 'approved', authorName: 'Siti Rahman', country: 'Malaysia' })
    const [booking] = await connection.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, own?.bookingId ?? ''))
    expect(booking).toMatchObject({ userId: parent.id, status: 'completed' })

    const player = await demoUser('demo:player')
    expect(await connection.db.select().from(testimonials).where(eq(testimonials.userId, player.id))).toEqual([])
  })

  it('leaves a few waiting for moderation, one per person', async () => {
    const pending = await connection.db.select().from(testimonials).where(eq(testimonials.status, 'pending'))
    expect(pending.length).toBeGreaterThanOrEqual(3)
    expect(new Set(pending.map((row) => row.userId)).size).toBe(pending.length)
    expect(pending.every((row) => row.userId !== null)).toBe(true)
  })

  it('seeds the same rows every time', async () => {
    const again = await createTestDatabase()
    try {
      await seedDemoData(again.db)
      const ids = async (db: DatabaseConnection['db']) =>
        (await db.select({ id: testimonials.id }).from(testimonials).orderBy(asc(testimonials.id))).map((row) => row.id)
      expect(await ids(again.db)).toEqual(await ids(connection.db))
    } finally {
      await again.close()
    }
  })
})
