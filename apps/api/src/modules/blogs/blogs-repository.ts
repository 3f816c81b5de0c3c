import type { Sport } from '@rally/shared'
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogPostReports, blogPosts } from '../../db/schema/index.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import { publishedPost as published } from './blog-public-records-repository.ts'

export type BlogPostStatus = (typeof blogPosts.$inferSelect)['status']

const summaryColumns = {
  id: blogPosts.id,
  authorId: blogPosts.authorId,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverUrl: blogPosts.coverUrl,
  sport: blogPosts.sport,
  tags: blogPosts.tags,
  status: blogPosts.status,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
}
const postColumns = { ...summaryColumns, body: blogPosts.body, html: blogPosts.html }

export type BlogPostValues = {
  title: string
  slug: string
  coverUrl: string | null
  body: string
  html: string
  excerpt: string
  sport: Sport
  tags: string[]
  readingMinutes: number
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)]

/** The posts, and their authors' names from the users module (decision 041): two reads, never one per post. */
export function createBlogsRepository(db: Database, people: UserDirectory) {
  async function withAuthors<Row extends { authorId: string }>(posts: Promise<Row[]>) {
    const rows = await posts
    const names = await people.namesOf(rows.map((row) => row.authorId))
    return rows.flatMap((row) => {
      const author = names.get(row.authorId)
      if (!author) return []
      const { firstName, lastName, username, picture } = author
      return [
        {
          ...row,
          authorFirstName: firstName,
          authorLastName: lastName,
          authorUsername: username,
          authorPicture: picture,
        },
      ]
    })
  }
  const selectSummaries = () => db.select(summaryColumns).from(blogPosts).$dynamic()
  const selectPosts = () => db.select(postColumns).from(blogPosts).$dynamic()

  return {
    /** One page of published posts, newest first, and how many there are. */
    async listPublished(query: { tag?: string; author?: string; sport?: Sport; limit: number; offset: number }) {
      const conditions: SQL[] = [published]
      if (query.tag) conditions.push(arrayContains(blogPosts.tags, [query.tag]))
      if (query.sport) conditions.push(eq(blogPosts.sport, query.sport))
      if (query.author) {
        // The author by username first: nobody with it has no posts.
        const authorId = await people.idOfUsername(query.author)
        if (!authorId) return { rows: [], total: 0 }
        conditions.push(eq(blogPosts.authorId, authorId))
      }
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        withAuthors(
          selectSummaries()
            .where(where)
            .orderBy(...newestFirst)
            .limit(query.limit)
            .offset(query.offset),
        ),
        db.select({ total: count() }).from(blogPosts).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Every post of one author, whatever its status, latest change first: the author's own list. */
    async listOwn(authorId: string) {
      return withAuthors(selectSummaries().where(eq(blogPosts.authorId, authorId)).orderBy(desc(blogPosts.updatedAt)))
    },

    async byId(id: string) {
      const [row] = await withAuthors(selectPosts().where(eq(blogPosts.id, id)))
      return row
    },

    async byAuthorAndSlug(username: string, slug: string) {
      const authorId = await people.idOfUsername(username)
      if (!authorId) return undefined
      const [row] = await withAuthors(
        selectPosts().where(and(eq(blogPosts.authorId, authorId), eq(blogPosts.slug, slug))),
      )
      return row
    },

    /** Published posts with this slug, of any author, newest first. */
    publishedBySlug(slug: string) {
      return withAuthors(
        selectPosts()
          .where(and(published, eq(blogPosts.slug, slug)))
          .orderBy(...newestFirst)
          .limit(50),
      )
    },

    latestPublished(limit: number) {
      return withAuthors(
        selectSummaries()
          .where(published)
          .orderBy(...newestFirst)
          .limit(limit),
      )
    },

    async slugsOf(authorId: string, like: string): Promise<string[]> {
      const rows = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.authorId, authorId), sql`${blogPosts.slug} like ${`${like}%`}`))
      return rows.map((row) => row.slug)
    },

    async author(userId: string) {
      const author = (await people.namesOf([userId])).get(userId)
      return author && { username: author.username }
    },

    /** Whether someone has this username (in any case): an author's page exists before their first post. */
    async usernameExists(username: string): Promise<boolean> {
      return (await people.idOfUsername(username)) !== undefined
    },

    /** Whether a published post carries this tag: a tag exists only through its posts. */
    async tagInUse(tag: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(published, arrayContains(blogPosts.tags, [tag])))
        .limit(1)
      return Boolean(row)
    },

    async hasPublished(authorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.authorId, authorId), published))
        .limit(1)
      return Boolean(row)
    },

    async insert(authorId: string, values: BlogPostValues, now: Date): Promise<string> {
      const [row] = await db
        .insert(blogPosts)
        .values({ ...values, authorId, status: 'draft', createdAt: now, updatedAt: now })
        .returning({ id: blogPosts.id })
      return (row as { id: string }).id
    },

    async update(id: string, values: BlogPostValues, now: Date) {
      await db
        .update(blogPosts)
        .set({ ...values, updatedAt: now })
        .where(eq(blogPosts.id, id))
    },

    /** Moves a post on from the status it was read in; false when something else changed it first. */
    async setStatusFrom(id: string, from: BlogPostStatus, status: BlogPostStatus, publishedAt: Date | null, now: Date) {
      const rows = await db
        .update(blogPosts)
        .set({ status, publishedAt, updatedAt: now })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.status, from)))
        .returning({ id: blogPosts.id })
      return rows.length > 0
    },

    /** Decides a post that waits for moderation; false when it is not (or no longer) waiting. */
    async decide(id: string, status: 'published' | 'rejected', now: Date): Promise<boolean> {
      const rows = await db
        .update(blogPosts)
        .set({ status, publishedAt: status === 'published' ? now : null, updatedAt: now })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.status, 'pending')))
        .returning({ id: blogPosts.id })
      return rows.length > 0
    },

    async remove(id: string) {
      await db.delete(blogPosts).where(eq(blogPosts.id, id))
    },

    async report(postId: string, reporterId: string, reason: string) {
      await db.insert(blogPostReports).values({ postId, reporterId, reason })
    },
  }
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>
export type BlogPostSummaryRow = Awaited<ReturnType<BlogsRepository['listOwn']>>[number]
export type BlogPostRow = NonNullable<Awaited<ReturnType<BlogsRepository['byId']>>>
