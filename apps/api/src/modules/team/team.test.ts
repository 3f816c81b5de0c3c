import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamMembers } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await t.db.insert(teamMembers).values([
    {
      name: 'Noor Aziz',
      role: 'operations',
      photo: '/media/avatars/noor-aziz.svg',
      bio: { en: 'Keeps the lights on.', ms: 'Memastikan semuanya berjalan.' },
      sortOrder: 20,
    },
    {
      name: 'Lena Park',
      role: 'founder',
      photo: '/media/avatars/lena-park.svg',
      bio: { en: 'Started it all.' },
      linkedin: 'https://www.linkedin.com/in/lena-park',
      x: 'https://x.com/lenapark',
      website: 'https://lenapark.example',
      sortOrder: 10,
    },
    {
      name: 'Former Member',
      role: 'community',
      photo: '/media/avatars/former-member.svg',
      bio: { en: 'Moved on.' },
      sortOrder: 5,
      visible: false,
    },
  ])
})

afterAll(() => t.close())

describe('GET /v1/team', () => {
  it('lists the visible members in their sort order, with photo, bio per language and links', async () => {
    const response = await t.app.inject({ url: '/v1/team' })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.map((member: { name: string }) => member.name)).toEqual(['Lena Park', 'Noor Aziz'])
    expect(data[0]).toMatchObject({
      name: 'Lena Park',
      role: 'founder',
      photo: '/media/avatars/lena-park.svg',
      bio: { en: 'Started it all.' },
      links: {
        linkedin: 'https://www.linkedin.com/in/lena-park',
        x: 'https://x.com/lenapark',
        website: 'https://lenapark.example',
      },
    })
    expect(data[1]).toMatchObject({
      bio: { en: 'Keeps the lights on.', ms: 'Memastikan semuanya berjalan.' },
      links: { linkedin: null, x: null, website: null },
    })
    expect(Object.keys(data[0]).sort()).toEqual(['bio', 'id', 'links', 'name', 'photo', 'role'])
  })

  it('is a public read that browsers and CDNs may cache for a minute, answering 304 when unchanged', async () => {
    const first = await t.app.inject({ url: '/v1/team' })
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60')
    const etag = first.headers.etag as string
    const second = await t.app.inject({ url: '/v1/team', headers: { 'if-none-match': etag } })
    expect(second.statusCode).toBe(304)
  })
})
