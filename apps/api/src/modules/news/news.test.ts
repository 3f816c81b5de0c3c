import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsArticles } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let reader: Person
let admin: Person
let importedId: string

const day = 86_400_000
const cover = '/media/uploads/image/2026/11/0123456789abcdef0123456789abcdef.png'
const body =
  'The new courts open on Monday.\n\nJunior batches start the week after, with places for forty players in all.'
const valid = {
  title: 'New courts in Whitefield',
  summary: 'Four hard courts open.',
  body,
  sport: 'Tennis',
  coverUrl: cover,
}

beforeAll(async () => {
  t = await createTestApp()
  reader = await signIn(t.app)
  admin = await signIn(t.app, 'admin')
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
  const item = (index: number, sport: 'Tennis' | 'Badminton' | null) => ({
    title: `Listed article number ${index}`,
    summary: `Summary ${index}`,
    body: `Body of article ${index}, long enough to read as an article of its own.`,
    sport,
    sourceName: 'Court Wire',
    sourceUrl: `https://court-wire.example/${index}`,
    origin: 'feed' as const,
    publishedAt: new Date(Date.now() - index * day),
  })
  const rows = await t.db
    .insert(newsArticles)
    .values([item(1, 'Tennis'), item(2, 'Badminton'), item(3, null), item(4, 'Tennis')])
    .returning({ id: newsArticles.id })
  importedId = rows[0]?.id as string
})
afterAll(() => t.close())

const list = (query = '') => t.app.inject({ url: `/v1/news${query}` })
const write = (person: Person | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/news', headers: person?.headers, payload })
const titles = (response: { json(): { data: { title: string }[] } }) => response.json().data.map((item) => item.title)

describe('GET /v1/news', () => {
  it('lists articles newest first with the total, cached publicly', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('public')
    expect(response.json().total).toBe(4)
    expect(titles(response)).toEqual([
      'Listed article number 1',
      'Listed article number 2',
      'Listed article number 3',
      'Listed article number 4',
    ])
    expect(response.json().data[0]).toMatchObject({ sourceName: 'Court Wire', origin: 'feed', sport: 'Tennis' })
    expect(response.json().data[0]).not.toHaveProperty('body')
  })

  it('shows a sport’s news with the news of both sports, a page at a time', async () => {
    expect(titles(await list('?sport=tennis'))).toEqual([
      'Listed article number 1',
      'Listed article number 3',
      'Listed article number 4',
    ])
    const second = await list('?sport=Badminton&page=2&limit=1')
    expect(second.json().total).toBe(2)
    expect(titles(second)).toEqual(['Listed article number 3'])
  })

  it('refuses bad parameters with clear messages', async () => {
    for (const [query, field, message] of [
      ['?sport=golf', 'sport', 'sport must be Badminton or Tennis'],
      ['?page=0', 'page', 'page starts at 1'],
      ['?limit=51', 'limit', 'limit must be at most 50'],
    ] as const) {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    }
  })
})

describe('GET /v1/news/:id', () => {
  it('answers one article with its text, and 404 for an unknown one', async () => {
    const found = await t.app.inject({ url: `/v1/news/${importedId}` })
    expect(found.statusCode).toBe(200)
    expect(found.json().data).toMatchObject({
      title: 'Listed article number 1',
      sourceUrl: 'https://court-wire.example/1',
    })
    expect(found.json().data.body).toContain('long enough')
    const missing = await t.app.inject({ url: '/v1/news/00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('News article not found')
    expect((await t.app.inject({ url: '/v1/news/not-an-id' })).statusCode).toBe(400)
  })
})

describe('POST and PATCH /v1/news', () => {
  it('lets only signed-in editors and admins write', async () => {
    expect((await write(null, valid)).statusCode).toBe(401)
    const refused = await write(reader, valid)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only editors and admins can write news')
  })

  it('refuses every invalid field with its message and the limits', async () => {
    const response = await write(admin, {
      title: 'Shot',
      summary: '',
      body: 'Too short to be an article.',
      sport: 'Golf',
      coverUrl: '/media/uploads/document/2026/11/0123456789abcdef0123456789abcdef.pdf',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      title: 'The title must be 5 to 150 characters',
      summary: 'Summary is required',
      body: 'The article must be 50 to 20000 characters',
      sport: 'Choose Badminton or Tennis',
      coverUrl: 'Upload the file here instead of linking to it',
    })
    const long = await write(admin, {
      ...valid,
      title: 'x'.repeat(151),
      summary: 'x'.repeat(301),
      body: 'x'.repeat(20_001),
      coverUrl: 'https://elsewhere.example/cover.png',
    })
    expect(long.json().error.fields).toEqual({
      title: 'The title must be 5 to 150 characters',
      summary: 'Write a summary of at most 300 characters',
      body: 'The article must be 50 to 20000 characters',
      coverUrl: 'Upload the file here instead of linking to it',
    })
    const noCover = await write(admin, { ...valid, coverUrl: '' })
    expect(noCover.json().error.fields.coverUrl).toBe('Choose a file to upload')
  })

  it('publishes an admin’s article at once, first in the list, and lets an admin correct it', async () => {
    const written = await write(admin, { ...valid, sport: null })
    expect(written.statusCode).toBe(201)
    const article = written.json().data
    expect(article).toMatchObject({ ...valid, sport: null, sourceName: 'Rally', sourceUrl: null, origin: 'editor' })
    expect(titles(await list('?sport=badminton'))[0]).toBe('New courts in Whitefield')

    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/v1/news/${article.id}`,
      headers: admin.headers,
      payload: { title: 'Four new courts in Whitefield', sport: 'Tennis' },
    })
    expect(corrected.statusCode).toBe(200)
    expect(corrected.json().data).toMatchObject({ title: 'Four new courts in Whitefield', sport: 'Tennis', body })
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/v1/news/${article.id}`,
      headers: reader.headers,
      payload: { title: 'Taken over' },
    })
    expect(refused.statusCode).toBe(403)
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/v1/news/${article.id}`,
      headers: admin.headers,
      payload: { title: 'x' },
    })
    expect(invalid.json().error.fields.title).toBe('The title must be 5 to 150 characters')

    // Publishing at once and correcting are an operator's acts: both are in the console's audit log.
    const audit = await t.app.inject({ url: `/v1/console/audit?entityId=${article.id}`, headers: admin.headers })
    expect(audit.statusCode).toBe(200)
    const entries = audit.json().data as { action: string; actorEmail: string; before: unknown; after: unknown }[]
    expect(entries.map((entry) => entry.action).sort()).toEqual(['news.publish', 'news.update'])
    expect(entries.find((entry) => entry.action === 'news.publish')).toMatchObject({
      actorEmail: admin.email,
      before: null,
      after: { status: 'published', title: 'New courts in Whitefield' },
    })
    expect(entries.find((entry) => entry.action === 'news.update')).toMatchObject({
      before: { title: 'New courts in Whitefield', sport: null },
      after: { title: 'Four new courts in Whitefield', sport: 'Tennis' },
    })
  })

  it('keeps imported articles as their source published them, and answers 404 for an unknown one', async () => {
    const imported = await t.app.inject({
      method: 'PATCH',
      url: `/v1/news/${importedId}`,
      headers: admin.headers,
      payload: { title: 'Rewritten headline' },
    })
    expect(imported.statusCode).toBe(403)
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/v1/news/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { title: 'Rewritten headline' },
    })
    expect(missing.statusCode).toBe(404)
  })
})
