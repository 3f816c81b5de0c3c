import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogPosts } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { BlogPublicRecords } from '../public-records.ts'
import type { UserDirectory } from '../users/user-directory.ts'

/** A post is public once published: the lists, its page, the feed, the sitemap and its card. */
export const publishedPost = eq(blogPosts.status, 'published')

/**
 * The blog's public-records source (decision 041): published posts only. A post's address and
 * card name its author, whom the users module names by id: a post whose author has no username
 * has no address (decision 017), so the sitemap keeps to the posts of authors who have one.
 */
export function createBlogPublicRecordsRepository(db: Database, people: UserDirectory): BlogPublicRecords {
  const card = db
    .select({ title: blogPosts.title, coverUrl: blogPosts.coverUrl, authorId: blogPosts.authorId })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, sql.placeholder('id')), publishedPost))
    .prepare('share_card_blog')

  /** The usernames of the authors of published posts, by author id, for those who have one. */
  async function addressedAuthors(): Promise<Map<string, string>> {
    const authors = await db.selectDistinct({ id: blogPosts.authorId }).from(blogPosts).where(publishedPost)
    const names = await people.namesOf(authors.map((author) => author.id))
    return new Map([...names].flatMap(([id, name]): [string, string][] => (name.username ? [[id, name.username]] : [])))
  }
  const addressed = (authors: Map<string, string>) =>
    authors.size === 0 ? sql`false` : and(publishedPost, inArray(blogPosts.authorId, [...authors.keys()]))

  return {
    async sitemapChunks(perChunk) {
      const where = addressed(await addressedAuthors())
      return sitemapChunks(db, { table: blogPosts, id: blogPosts.id, updatedAt: blogPosts.updatedAt, where }, perChunk)
    },
    async sitemapPage(range) {
      const authors = await addressedAuthors()
      const rows = await db
        .select({ authorId: blogPosts.authorId, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(and(addressed(authors), inSitemapSpan(blogPosts.id, range)))
        .orderBy(asc(blogPosts.id))
        .limit(range.limit)
      return rows.map(({ authorId, slug, updatedAt }) => ({
        username: authors.get(authorId) as string,
        slug,
        updatedAt,
      }))
    },
    async shareCard(id) {
      const [post] = await card.execute({ id })
      if (!post) return undefined
      const author = (await people.namesOf([post.authorId])).get(post.authorId)
      if (!author) return undefined
      return {
        title: post.title,
        coverUrl: post.coverUrl,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        authorUsername: author.username,
      }
    },
  }
}
