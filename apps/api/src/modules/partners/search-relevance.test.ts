import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sparringPartners } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'
import { insertJob } from '../../test/jobs.ts'

// Search as people type it (decision 047): typos, accents, words from different fields, best match first,
// and a capped total. Runs on PGlite, and on the PostgreSQL server with DATABASE_URL.
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
  const partners = [
    { firstName: 'Budi', lastName: 'Santoso', city: 'Jakarta', country: 'Indonesia', totalRating: 4.9 },
    { firstName: 'Rina', lastName: 'Santoso', city: 'Surabaya', country: 'Indonesia', totalRating: 4.7 },
    { firstName: 'Maria', lastName: 'Santos', city: 'Manila', country: 'Philippines', totalRating: 3.1 },
    { firstName: 'José', lastName: 'Müller', city: 'Zürich', country: 'Switzerland', totalRating: 4 },
    { firstName: 'Jose', lastName: 'Muller', city: 'Madrid', country: 'Spain', totalRating: 3.5 },
  ]
  for (const partner of partners) await insertPartner(t.db, { sport: 'Tennis', ...partner })
  // More than the cap, in one sport: the list says "1,000+".
  await t.db.insert(sparringPartners).values(
    Array.from({ length: 1005 }, (_, index) => ({
      firstName: 'Bulk',
      lastName: `Player${index}`,
      sport: 'Badminton' as const,
      city: 'Pune',
      country: 'India',
      totalRating: 3,
    })),
  )
  await insertCoach(t.db, { firstName: 'Asha', lastName: 'Rao', title: 'Tennis Coach', city: 'Bengaluru' })
  await insertCoach(t.db, { firstName: 'Vikram', lastName: 'Das', title: 'Tennis Coach', city: 'Pune' })
  await insertCoach(t.db, { firstName: 'Kiran', lastName: 'Bengaluru', title: 'Physiotherapist', city: 'Mumbai' })
  const poster = await signIn(t.app)
  await insertJob(t.db, { posterId: poster.userId, jobTitle: 'Head Coach', jobLocation: 'Bengaluru' })
  await insertJob(t.db, { posterId: poster.userId, jobTitle: 'Head Coach', jobLocation: 'Pune' })
  await insertJob(t.db, {
    posterId: poster.userId,
    jobTitle: 'Assistant Coach',
    staffRole: 'Assistant Coach',
    jobLocation: 'Zürich',
    jobCountry: 'CH',
    jobDescription: 'Train juniors.',
  })
})
afterAll(() => t.close())

type Person = { firstName: string; lastName: string }
const partners = async (query: string) => {
  const response = await t.app.inject({ url: `/v1/sparring-partners?${query}` })
  expect(response.statusCode).toBe(200)
  return response.json() as { data: Person[]; total: number; totalCapped?: boolean }
}
const fullNames = (body: { data: Person[] }) => body.data.map((person) => `${person.firstName} ${person.lastName}`)

describe('people search: what people type', () => {
  it('finds a misspelt name, and ranks the exact name before a similar one', async () => {
    expect(fullNames(await partners('category=Tennis&q=santso'))).toEqual([
      'Budi Santoso',
      'Rina Santoso',
      'Maria Santos',
    ])
    // "Santos" exactly first, though the Santosos are rated higher.
    expect(fullNames(await partners('category=Tennis&q=santos'))[0]).toBe('Maria Santos')
  })

  it('counts two letters swapped as one typo ("Sanotso", "Budi Satnoso")', async () => {
    expect(fullNames(await partners('category=Tennis&q=sanotso'))).toEqual(['Budi Santoso', 'Rina Santoso'])
    expect(fullNames(await partners('category=Tennis&q=budi%20satnoso'))).toEqual(['Budi Santoso'])
  })

  it('matches across name and place, each word in some field', async () => {
    expect(fullNames(await partners('category=Tennis&q=santso%20jakarta'))).toEqual(['Budi Santoso'])
    expect(fullNames(await partners('category=Tennis&q=jakarta%20budi'))).toEqual(['Budi Santoso'])
    expect(fullNames(await partners('category=Tennis&q=santoso%20tokyo'))).toEqual([])
  })

  it('ignores accents both ways', async () => {
    expect(fullNames(await partners('category=Tennis&q=jose%20muller')).sort()).toEqual(['Jose Muller', 'José Müller'])
    expect(fullNames(await partners(`category=Tennis&q=${encodeURIComponent('Müller')}`)).sort()).toEqual([
      'Jose Muller',
      'José Müller',
    ])
    expect(fullNames(await partners('category=Tennis&q=zurich'))).toEqual(['José Müller'])
  })

  it('finds a new partner at once, by a typo of a word no one had before', async () => {
    await insertPartner(t.db, { firstName: 'Zebulon', lastName: 'Quixote', sport: 'Tennis' })
    expect(fullNames(await partners('category=Tennis&q=quixotte'))).toEqual(['Zebulon Quixote'])
    expect(fullNames(await partners('category=Tennis&q=quix'))).toEqual(['Zebulon Quixote'])
  })

  it('caps the total past 1,000 and pages without repeating or skipping anyone', async () => {
    expect(await partners('category=Badminton&limit=1')).toMatchObject({ total: 1000, totalCapped: true })
    expect(await partners('category=Badminton&q=bulk&limit=1')).toMatchObject({ total: 1000, totalCapped: true })
    expect(await partners('category=Tennis&q=santso')).toMatchObject({ total: 3, totalCapped: false })
    for (const q of ['', '&q=bulk']) {
      const whole = fullNames(await partners(`category=Badminton&limit=48${q}`))
      const pages: string[] = []
      for (const page of [1, 2, 3, 4]) pages.push(...fullNames(await partners(`category=Badminton&page=${page}${q}`)))
      expect(pages).toEqual(whole)
      expect(new Set(pages).size).toBe(48)
    }
  })

  it('finds specialists by title and place together ("coach bengaluru")', async () => {
    const response = await t.app.inject({ url: '/v1/personal-coach/records?isApproved=true&q=coach%20bengaluru' })
    expect(fullNames(response.json())).toEqual(['Asha Rao'])
  })
})

describe('vacancy search: what people type', () => {
  const titles = async (q: string) => {
    const response = await t.app.inject({ url: `/v1/jobs?q=${encodeURIComponent(q)}` })
    expect(response.statusCode).toBe(200)
    return (response.json().data as { jobTitle: string; jobLocation: string }[]).map(
      (job) => `${job.jobTitle}, ${job.jobLocation}`,
    )
  }

  it('matches a role and a place, with a typo or without accents', async () => {
    expect(await titles('coach bengaluru')).toEqual(['Head Coach, Bengaluru'])
    expect(await titles('coach bengalru')).toEqual(['Head Coach, Bengaluru'])
    expect(await titles('assistant zurich')).toEqual(['Assistant Coach, Zürich'])
    expect(await titles('coach switzerland')).toEqual(['Assistant Coach, Zürich'])
  })
})
