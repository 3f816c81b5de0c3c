import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { academies } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db
    .insert(academies)
    .values([
      { name: 'Zen Smash Club', category: 'Badminton', isApproved: true, location: 'Pune, India' },
      { name: 'Ace Tennis Centre', category: 'Tennis', isApproved: true, website: 'https://ace.example/' },
      { name: 'Baseline Academy', category: 'Tennis', isApproved: true, isPremium: true },
      { name: 'Waiting Room Academy', category: 'Tennis', isApproved: false },
    ])
    .returning({ id: academies.id, name: academies.name })
  for (const row of rows) ids[row.name] = row.id
})

afterAll(() => t.close())

describe('GET /v1/academies', () => {
  it('lists approved academies of a sport, premium first, then by name', async () => {
    const response = await t.app.inject({ url: '/v1/academies?category=Tennis' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.map((academy: { name: string }) => academy.name)).toEqual([
      'Baseline Academy',
      'Ace Tennis Centre',
    ])
  })

  it('accepts the category in lower case, as the web app sends it', async () => {
    const response = await t.app.inject({ url: '/v1/academies?category=badminton' })
    expect(response.json().data).toMatchObject([
      { name: 'Zen Smash Club', category: 'Badminton', location: 'Pune, India' },
    ])
  })

  it('lists every approved academy without a category, never an unapproved one', async () => {
    const names = (await t.app.inject({ url: '/v1/academies' })).json().data.map((a: { name: string }) => a.name)
    expect(names).toHaveLength(3)
    expect(names).not.toContain('Waiting Room Academy')
  })

  it('answers an unknown category with 400 and the field message in the error envelope', async () => {
    const response = await t.app.inject({ url: '/v1/academies?category=squash' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'category must be Badminton or Tennis',
        fields: { category: 'category must be Badminton or Tennis' },
      },
    })
  })

  it('can be cached: Cache-Control, an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/v1/academies?category=Tennis' })
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1800')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const second = await t.app.inject({ url: '/v1/academies?category=Tennis', headers: { 'if-none-match': etag } })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
  })
})

describe('GET /v1/academies/:academyId', () => {
  it('answers everything an academy shows', async () => {
    const response = await t.app.inject({ url: `/v1/academies/${ids['Ace Tennis Centre']}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      id: ids['Ace Tennis Centre'],
      name: 'Ace Tennis Centre',
      category: 'Tennis',
      isPremium: false,
      website: 'https://ace.example/',
      coverImage: null,
    })
    expect(response.json().data).not.toHaveProperty('isApproved')
  })

  it('answers 404 for an id that is not there', async () => {
    const response = await t.app.inject({ url: '/v1/academies/00000000-0000-4000-8000-000000000000' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'ACADEMY_NOT_FOUND', message: 'Academy not found' } })
  })

  it('answers 404 for an academy awaiting approval', async () => {
    const response = await t.app.inject({ url: `/v1/academies/${ids['Waiting Room Academy']}` })
    expect(response.statusCode).toBe(404)
  })

  it('answers 400 for an id that cannot be an academy id', async () => {
    const response = await t.app.inject({ url: '/v1/academies/not-an-id' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({ academyId: 'academyId must be a valid academy id' })
  })
})
