import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const people = [
    {
      firstName: 'Budi',
      lastName: 'Santoso',
      city: 'Jakarta',
      country: 'Indonesia',
      feeAmount: 500,
      ranking: 40,
      totalRating: 4.8,
      languages: ['Bahasa Indonesia', 'English'],
      level: 'National top 50',
    },
    {
      firstName: 'Arjun',
      lastName: 'Kapoor',
      city: 'Pune',
      country: 'India',
      feeAmount: 290,
      ranking: 12,
      totalRating: 4.2,
      languages: ['Hindi', 'English'],
      level: 'State champion',
    },
    {
      firstName: 'Lucia',
      lastName: 'Fernandez',
      city: 'Madrid',
      country: 'Spain',
      feeAmount: 900,
      ranking: null,
      totalRating: 4.9,
      languages: ['Spanish'],
      level: 'ITF junior',
    },
    {
      firstName: 'Kenji',
      lastName: 'Sato',
      city: 'Osaka',
      country: 'Japan',
      feeAmount: null,
      ranking: 5,
      totalRating: 3.9,
      languages: ['Japanese'],
      level: 'University team',
    },
    { firstName: 'Resting', lastName: 'Player', status: 'INACTIVE' as const },
    {
      firstName: 'Shuttle',
      lastName: 'Star',
      sport: 'Badminton' as const,
      email: 'shuttle.star@mail.example',
      phone: '9845099999',
    },
  ]
  for (const person of people) ids[person.firstName] = (await insertPartner(t.db, person)).id
})
afterAll(() => t.close())

const names = (body: { data: { firstName: string }[] }) => body.data.map((partner) => partner.firstName)
const search = (query: string) => t.app.inject({ url: `/v1/sparring-partners?${query}` })

describe('GET /v1/sparring-partners: the search forms', () => {
  it('lists the active partners of a category, best rated first, with page information', async () => {
    const response = await search('category=Tennis&status=ACTIVE')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(names(body)).toEqual(['Lucia', 'Budi', 'Arjun', 'Kenji'])
    expect(body).toMatchObject({ total: 4, page: 1, limit: 12 })
  })

  it('takes status ACTIVE by default and never lists inactive partners to the public', async () => {
    expect(names((await search('category=tennis')).json())).not.toContain('Resting')
    const inactive = await search('category=Tennis&status=INACTIVE')
    expect(inactive.statusCode).toBe(403)
  })

  it('finds a misspelt name (trigram similarity) and a part of a name', async () => {
    expect(names((await search('category=Tennis&searchFieldKey=name&q=Budi%20Santso')).json())).toEqual(['Budi'])
    expect(names((await search('category=Tennis&searchFieldKey=name&q=fernandes')).json())).toEqual(['Lucia'])
    expect(names((await search('category=Tennis&searchFieldKey=name&q=kap')).json())).toEqual(['Arjun'])
    expect(names((await search('category=Tennis&searchFieldKey=name&q=zzqx')).json())).toEqual([])
  })

  it('filters by city, country, language, level, rank and fee range', async () => {
    expect(names((await search('category=Tennis&city=pune')).json())).toEqual(['Arjun'])
    expect(names((await search('category=Tennis&country=Spain')).json())).toEqual(['Lucia'])
    expect(names((await search('category=Tennis&language=english')).json()).sort()).toEqual(['Arjun', 'Budi'])
    expect(names((await search('category=Tennis&level=junior')).json())).toEqual(['Lucia'])
    expect(names((await search('category=Tennis&rankMax=12')).json()).sort()).toEqual(['Arjun', 'Kenji'])
    expect(names((await search('category=Tennis&feeMin=300&feeMax=900')).json()).sort()).toEqual(['Budi', 'Lucia'])
  })

  it('sorts by fee (both ways, no fee last) and by rank', async () => {
    expect(names((await search('category=Tennis&sort=fee')).json())).toEqual(['Arjun', 'Budi', 'Lucia', 'Kenji'])
    expect(names((await search('category=Tennis&sort=-fee')).json())).toEqual(['Lucia', 'Budi', 'Arjun', 'Kenji'])
    expect(names((await search('category=Tennis&sort=rank')).json())).toEqual(['Kenji', 'Arjun', 'Budi', 'Lucia'])
  })

  it('pages without overlap or gaps', async () => {
    const first = (await search('category=Tennis&limit=3&page=1')).json()
    const second = (await search('category=Tennis&limit=3&page=2')).json()
    expect(names(first)).toHaveLength(3)
    expect([...names(first), ...names(second)]).toEqual(['Lucia', 'Budi', 'Arjun', 'Kenji'])
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 })
    expect(names((await search('category=Tennis&page=9')).json())).toEqual([])
  })

  const badValues: [string, string, string][] = [
    ['page=0', 'page', 'page starts at 1'],
    ['page=abc', 'page', 'page must be a number'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=51', 'limit', 'limit must be at most 50'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['feeMin=-1', 'feeMin', 'feeMin cannot be negative'],
    ['feeMin=900&feeMax=100', 'feeMin', 'feeMin cannot be more than feeMax'],
    ['sort=price', 'sort', 'sort must be one of rating, fee, -fee, rank'],
    ['category=Squash', 'category', 'category must be Badminton or Tennis'],
    ['status=GONE', 'status', 'status must be ACTIVE or INACTIVE'],
    ['searchFieldKey=city', 'searchFieldKey', 'searchFieldKey must be name'],
    ['_id=42', '_id', '_id must be a valid record id'],
  ]
  for (const [query, field, message] of badValues) {
    it(`answers ${query} with 400: ${message}`, async () => {
      const response = await search(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    })
  }
})

describe('GET /v1/sparring-partners: one partner', () => {
  it('answers by _id and by resourceId as a one-element list, without e-mail or phone', async () => {
    for (const key of ['_id', 'resourceId']) {
      const response = await search(`${key}=${ids.Shuttle}`)
      expect(response.statusCode).toBe(200)
      const [partner] = response.json().data
      expect(partner).toMatchObject({
        id: ids.Shuttle,
        firstName: 'Shuttle',
        address: { city: 'Pune', country: 'India' },
      })
      expect(partner).not.toHaveProperty('email')
      expect(response.body).not.toContain('9845099999')
    }
  })

  it('hides an inactive partner from the public: 404', async () => {
    expect((await search(`_id=${ids.Resting}`)).statusCode).toBe(404)
  })

  it('answers by e-mail only to the owner (401 signed out, 403 for someone else)', async () => {
    expect((await search('email=shuttle.star@mail.example')).statusCode).toBe(401)
    const stranger = await signIn(t.app)
    const response = await t.app.inject({
      url: '/v1/sparring-partners?email=shuttle.star@mail.example',
      headers: stranger.headers,
    })
    expect(response.statusCode).toBe(403)
  })

  it('is cacheable: a matching If-None-Match gets 304', async () => {
    const first = await search('category=Tennis')
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1800')
    const again = await t.app.inject({
      url: '/v1/sparring-partners?category=Tennis',
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })
})
