import { newsBodyLength, newsSummaryLength, newsTitleLength } from '@rally/shared'
import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { newsArticles, users } from '../schema/index.ts'
import { seedDemoData } from './index.ts'

let connection: DatabaseConnection

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db)
})
afterAll(() => connection.close())

describe('demo news', () => {
  it('seeds at least 20 articles of both sports and of both, written on Rally and from feeds', async () => {
    const rows = await connection.db.select().from(newsArticles).orderBy(desc(newsArticles.publishedAt))
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(new Set(rows.map((row) => row.sport))).toEqual(new Set(['Tennis', 'Badminton', null]))
    expect(new Set(rows.map((row) => row.origin))).toEqual(new Set(['editor', 'feed']))
    expect(rows.filter((row) => row.sport === 'Tennis').length).toBeGreaterThanOrEqual(8)
    expect(rows.filter((row) => row.sport === 'Badminton').length).toBeGreaterThanOrEqual(8)
    for (const row of rows) {
      expect(row.title.length).toBeGreaterThanOrEqual(newsTitleLength.min)
      expect(row.title.length).toBeLessThanOrEqual(newsTitleLength.max)
      expect(row.summary.length).toBeLessThanOrEqual(newsSummaryLength.max)
      expect(row.body.length).toBeGreaterThanOrEqual(newsBodyLength.min)
      expect(row.body.split('\n\n').length).toBeGreaterThanOrEqual(2)
      expect(row.coverUrl).toMatch(/^\/media\/courts\/(tennis|badminton)-\d{1,3}\.svg$/)
      if (row.sport) expect(row.coverUrl).toContain(row.sport.toLowerCase())
      if (row.origin === 'feed') expect(row.sourceUrl).toMatch(/^https:\/\/[a-z-]+\.example\//)
      else expect(row).toMatchObject({ sourceName: 'Rally', sourceUrl: null })
    }
  })

  it('credits Rally’s own published articles to the demo admin; an editor’s waits for approval', async () => {
    const editors = await connection.db
      .selectDistinct({ editorId: newsArticles.editorId })
      .from(newsArticles)
      .where(eq(newsArticles.status, 'published'))
    const editorIds = editors.map((row) => row.editorId).filter(Boolean)
    expect(editorIds).toHaveLength(1)
    const all = await connection.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users)
    expect(all.find((user) => user.id === editorIds[0])?.isAdmin).toBe(true)
  })

  it('seeds the same rows every time', async () => {
    const again = await createTestDatabase()
    try {
      await seedDemoData(again.db)
      const ids = async (db: DatabaseConnection['db']) =>
        (await db.select({ id: newsArticles.id }).from(newsArticles).orderBy(asc(newsArticles.id))).map((row) => row.id)
      expect(await ids(again.db)).toEqual(await ids(connection.db))
    } finally {
      await again.close()
    }
  })
})
