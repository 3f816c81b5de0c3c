import { blogPostInputSchema } from '@rally/shared'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { blogPosts, users } from '../schema/index.ts'
import { seedDemoData } from './index.ts'

let connection: DatabaseConnection

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db)
})
afterAll(() => connection.close())

const postsOf = async (subject: string) => {
  const [user] = await connection.db.select().from(users).where(eq(users.identitySubject, subject))
  if (!user) throw new Error(`No user ${subject}`)
  return connection.db.select().from(blogPosts).where(eq(blogPosts.authorId, user.id))
}

describe('demo blog posts', () => {
  it('publishes at least 30 posts of both sports, across many tags and authors, valid as the write form demands', async () => {
    const published = await connection.db.select().from(blogPosts).where(eq(blogPosts.status, 'published'))
    expect(published.length).toBeGreaterThanOrEqual(30)
    expect(new Set(published.map((post) => post.sport))).toEqual(new Set(['Badminton', 'Tennis']))
    expect(new Set(published.flatMap((post) => post.tags)).size).toBeGreaterThanOrEqual(15)
    expect(new Set(published.map((post) => post.authorId)).size).toBeGreaterThanOrEqual(8)
    for (const post of published) {
      const { coverUrl: _seedPicture, ...fields } = post
      expect(blogPostInputSchema.safeParse(fields).success, post.title).toBe(true)
      expect(post.html).toMatch(/<h2>/)
      expect(post.html).not.toMatch(/<script|javascript:/i)
      expect(post.coverUrl).toMatch(/^\/media\/courts\/(tennis|badminton)-[1-8]\.svg$/)
      expect(post.publishedAt).not.toBeNull()
    }
    expect(published.filter((post) => /<(ul|ol)>/.test(post.html)).length).toBeGreaterThanOrEqual(25)
    expect(published.some((post) => post.html.includes('rel="nofollow ugc noopener"'))).toBe(true)
  })

  it('gives the demo player published posts and a draft, and the demo parent none, so her first post waits', async () => {
    const player = await postsOf('demo:player')
    expect(player.filter((post) => post.status === 'published').length).toBeGreaterThanOrEqual(2)
    expect(player.some((post) => post.status === 'draft')).toBe(true)
    expect(await postsOf('demo:parent')).toEqual([])
    const waiting = await connection.db.select().from(blogPosts).where(eq(blogPosts.status, 'pending'))
    expect(waiting).toHaveLength(1)
  })

  it('seeds the same rows every time', async () => {
    const again = await createTestDatabase()
    try {
      await seedDemoData(again.db)
      const rows = (db: DatabaseConnection['db']) =>
        db
          .select({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .orderBy(asc(blogPosts.id))
      expect(await rows(again.db)).toEqual(await rows(connection.db))
    } finally {
      await again.close()
    }
  })
})
