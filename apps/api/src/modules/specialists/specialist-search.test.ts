import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { insertCoach } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const people = [
    {
      firstName: 'Meera',
      lastName: 'Iyer',
      totalRating: 4.9,
      feeAmount: 1500,
      experienceYears: 12,
      city: 'Chennai',
      country: 'India',
      isChampion: true,
      highestRank: 'Former World No. 18',
    },
    {
      firstName: 'Wei',
      lastName: 'Chen',
      totalRating: 4.5,
      feeAmount: 800,
      experienceYears: 20,
      city: 'Kuala Lumpur',
      country: 'Malaysia',
    },
    { firstName: 'Hidden', lastName: 'Applicant', isApproved: false },
    {
      firstName: 'Carlos',
      lastName: 'Ruiz',
      category: 'Tennis' as const,
      email: 'carlos@mail.example',
      phone: '34600111222',
    },
    {
      firstName: 'Sparse',
      lastName: '',
      title: null,
      references: [{ name: 'Ravi', relation: 'Former student', contact: '+91 90000 11111' }],
    },
  ]
  for (const person of people) ids[person.firstName] = (await insertCoach(t.db, person)).id
})
afterAll(() => t.close())

const list = (query: string) => t.app.inject({ url: `/v1/personal-coach/records?${query}` })
const names = (body: { data: { firstName: string }[] }) => body.data.map((coach) => coach.firstName)

describe('GET /v1/personal-coach/records', () => {
  it('lists approved specialists of a category (isApproved=true), best rated first', async () => {
    const response = await list('isApproved=true&category=Badminton')
    expect(response.statusCode).toBe(200)
    expect(names(response.json())).toEqual(['Meera', 'Wei', 'Sparse'])
    expect(response.json().total).toBe(3)
    expect(names((await list('isApproved=true&category=tennis')).json())).toEqual(['Carlos'])
  })

  it('searches by a misspelt name, filters, sorts by experience, and lists champions', async () => {
    expect(names((await list('isApproved=true&category=Badminton&searchFieldKey=name&q=Meera%20Iyr')).json())).toEqual([
      'Meera',
    ])
    expect(names((await list('isApproved=true&category=Badminton&country=malaysia')).json())).toEqual(['Wei'])
    expect(names((await list('isApproved=true&category=Badminton&sort=experience')).json())).toEqual([
      'Wei',
      'Meera',
      'Sparse',
    ])
    expect(names((await list('isApproved=true&category=Badminton&champion=true')).json())).toEqual(['Meera'])
  })

  it('never answers e-mail, phone or a reference contact in public', async () => {
    const response = await list('isApproved=true&category=Tennis')
    expect(response.body).not.toContain('carlos@mail.example')
    expect(response.body).not.toContain('34600111222')
    const sparse = await t.app.inject({ url: `/v1/personal-coach/records/${ids.Sparse}` })
    expect(sparse.json().data.references).toEqual([{ name: 'Ravi', relation: 'Former student' }])
    expect(sparse.body).not.toContain('90000')
  })

  it('shows one approved specialist with every profile section, and hides an unapproved one', async () => {
    const response = await t.app.inject({ url: `/v1/personal-coach/records/${ids.Meera}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      firstName: 'Meera',
      isChampion: true,
      highestRank: 'Former World No. 18',
      address: { city: 'Chennai', state: null, country: 'India' },
      achievements: [],
      sessionMinutes: 45,
    })
    expect((await t.app.inject({ url: `/v1/personal-coach/records/${ids.Hidden}` })).statusCode).toBe(404)
  })

  const badValues: [string, string, string][] = [
    ['isApproved=false', 'isApproved', 'Only approved specialists are listed: isApproved=true'],
    ['category=Squash', 'category', 'category must be Badminton, Tennis or Others'],
    ['limit=100', 'limit', 'limit must be at most 50'],
    ['page=-1', 'page', 'page starts at 1'],
    ['sort=name', 'sort', 'sort must be one of rating, fee, -fee, experience'],
  ]
  for (const [query, field, message] of badValues) {
    it(`answers ${query} with 400: ${message}`, async () => {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    })
  }
})
