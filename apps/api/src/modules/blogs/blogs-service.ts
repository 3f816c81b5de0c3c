import {
  type BlogListQuery,
  type BlogPost,
  type BlogPostInput,
  type BlogPostSummary,
  type BlogSlugMatch,
  blogFeedSize,
  blogPageSize,
} from '@rally/shared'
import { type Auth, assertAdmin, assertMayManage, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { excerptOf, readingMinutes, renderPostMarkdown, slugFromTitle } from '../../core/post-rendering.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { BlogPostRow, BlogPostSummaryRow, BlogPostValues, BlogsRepository } from './blogs-repository.ts'
import { blogFeed } from './rss-feed.ts'

const notFoundMessage = 'Post not found'
const noAuthorMessage = 'No author has this username'
const noTagMessage = 'No post has this tag'
const slugExistsMessage = 'You already have a post at this address; choose another'
const noUsernameMessage = 'Choose a username in your profile before writing a post'
const notYoursMessage = 'You can only change your own posts'
const takenDown = () =>
  new AppError(
    'OPERATOR_DECISION_STANDS',
    'An operator declined or took down this post, so it cannot be published again. Write to us through Contact us if you think this is a mistake.',
  )

const asSummary = (row: BlogPostSummaryRow): BlogPostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  coverUrl: row.coverUrl,
  sport: row.sport,
  tags: row.tags,
  status: row.status,
  readingMinutes: row.readingMinutes,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  author: {
    name: [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ') || (row.authorUsername ?? ''),
    username: row.authorUsername ?? '',
    picture: row.authorPicture,
  },
})
const asPost = (row: BlogPostRow): BlogPost => ({ ...asSummary(row), body: row.body, html: row.html })

/**
 * Blog posts: written in Markdown, stored with the sanitized HTML rendered at write, so a reader's
 * request never renders. Drafts and posts waiting for moderation are their author's (and admins').
 */
export function createBlogsService({
  repository,
  publicUrl,
  clock = () => new Date(),
}: {
  repository: BlogsRepository
  publicUrl: string
  clock?: () => Date
}) {
  /** A post the caller may see: published, or their own (or any, for an admin); otherwise 404. */
  const visible = <Row extends BlogPostRow>(row: Row | undefined, auth: Auth | null): Row => {
    if (!row || (row.status !== 'published' && !mayManage(auth, row.authorId))) {
      throw new AppError('NOT_FOUND', notFoundMessage)
    }
    return row
  }

  /** The post to change: 404 when the caller may not even see it, 403 when it is someone else's. */
  const managed = async (auth: Auth, id: string) => {
    const row = visible(await repository.byId(id), auth)
    assertMayManage(auth, row.authorId, notYoursMessage)
    return row
  }

  const valuesOf = (input: BlogPostInput, slug: string): BlogPostValues => {
    const html = renderPostMarkdown(input.body)
    return {
      title: input.title,
      slug,
      coverUrl: input.coverUrl || null,
      body: input.body,
      html,
      excerpt: excerptOf(html),
      sport: input.sport,
      tags: input.tags,
      readingMinutes: readingMinutes(input.body),
    }
  }

  /** The title's slug, with -2, -3... when the author already uses it. */
  const freeSlug = async (authorId: string, title: string) => {
    const base = slugFromTitle(title)
    const taken = new Set(await repository.slugsOf(authorId, base))
    if (!taken.has(base)) return base
    for (let suffix = 2; ; suffix++) {
      const candidate = `${base.slice(0, 80 - String(suffix).length - 1)}-${suffix}`
      if (!taken.has(candidate)) return candidate
    }
  }

  const slugClash = (error: unknown) => {
    if (isUniqueViolation(error, 'blog_posts_author_slug_key')) {
      return new AppError('BLOG_SLUG_EXISTS', slugExistsMessage, { slug: slugExistsMessage })
    }
    return error
  }

  return {
    async listPublished(query: BlogListQuery): Promise<{ data: BlogPostSummary[]; total: number }> {
      const { rows, total } = await repository.listPublished({
        ...query,
        limit: blogPageSize,
        offset: (query.page - 1) * blogPageSize,
      })
      // An author's or a tag's page that nothing can fill is not a page (a 404, not an empty 200):
      // asked only when the list is empty, so a full page costs nothing more.
      if (total === 0) {
        if (query.author && !(await repository.usernameExists(query.author))) {
          throw new AppError('NOT_FOUND', noAuthorMessage)
        }
        if (query.tag && !(await repository.tagInUse(query.tag))) throw new AppError('NOT_FOUND', noTagMessage)
      }
      return { data: rows.map(asSummary), total }
    },

    async listOwn(auth: Auth): Promise<BlogPostSummary[]> {
      return (await repository.listOwn(auth.userId)).map(asSummary)
    },

    async byId(auth: Auth | null, id: string): Promise<BlogPost> {
      return asPost(visible(await repository.byId(id), auth))
    },

    async byAuthorAndSlug(auth: Auth | null, username: string, slug: string): Promise<BlogPost> {
      return asPost(visible(await repository.byAuthorAndSlug(username, slug), auth))
    },

    /** /blog/{slug}: the post when one author uses the slug, otherwise every published match. */
    async bySlug(slug: string): Promise<BlogSlugMatch> {
      const rows = await repository.publishedBySlug(slug)
      if (rows.length === 0) throw new AppError('NOT_FOUND', notFoundMessage)
      const [only] = rows
      return rows.length === 1 && only
        ? { post: asPost(only), matches: [] }
        : { post: null, matches: rows.map(asSummary) }
    },

    preview(body: string): { html: string } {
      return { html: renderPostMarkdown(body) }
    },

    async create(auth: Auth, input: BlogPostInput): Promise<BlogPost> {
      const author = await repository.author(auth.userId)
      if (!author?.username) throw new AppError('FORBIDDEN', noUsernameMessage)
      const slug = input.slug ?? (await freeSlug(auth.userId, input.title))
      try {
        const id = await repository.insert(auth.userId, valuesOf(input, slug), clock())
        return asPost((await repository.byId(id)) as BlogPostRow)
      } catch (error) {
        throw slugClash(error)
      }
    },

    /** Changes a post; its address stays unless a new slug is given, so links to it keep working. */
    async update(auth: Auth, id: string, input: BlogPostInput): Promise<BlogPost> {
      const row = await managed(auth, id)
      try {
        await repository.update(id, valuesOf(input, input.slug ?? row.slug), clock())
      } catch (error) {
        throw slugClash(error)
      }
      return asPost((await repository.byId(id)) as BlogPostRow)
    },

    /** An author's first post waits for a moderator; once one is published, later posts go out at once. */
    async publish(auth: Auth, id: string): Promise<BlogPost> {
      const row = await managed(auth, id)
      if (row.status === 'published') return asPost(row)
      // A post an operator declined or took down stays down: only an operator could put it back.
      if (row.status === 'rejected') throw takenDown()
      const now = clock()
      const moved = (await repository.hasPublished(row.authorId))
        ? await repository.setStatusFrom(id, row.status, 'published', now, now)
        : await repository.setStatusFrom(id, row.status, 'pending', null, now)
      const current = await repository.byId(id)
      if (!current) throw new AppError('NOT_FOUND', notFoundMessage)
      if (!moved && current.status === 'rejected') throw takenDown()
      if (!moved) throw new AppError('CONFLICT', 'This post was changed meanwhile; reload it and try again')
      return asPost(current)
    },

    async remove(auth: Auth, id: string) {
      await managed(auth, id)
      await repository.remove(id)
    },

    async moderate(auth: Auth, id: string, status: 'published' | 'rejected') {
      assertAdmin(auth, 'Only moderators can publish or reject posts')
      if (await repository.decide(id, status, clock())) return { id, status }
      const row = await repository.byId(id)
      if (!row) throw new AppError('NOT_FOUND', notFoundMessage)
      throw new AppError('BLOG_POST_ALREADY_MODERATED', `This post is ${row.status}, not waiting for moderation`)
    },

    async report(auth: Auth, id: string, reason: string) {
      visible(await repository.byId(id), auth)
      try {
        await repository.report(id, auth.userId, reason)
      } catch (error) {
        if (isUniqueViolation(error, 'blog_post_reports_one_per_person')) {
          throw new AppError('BLOG_POST_ALREADY_REPORTED', 'You have already reported this post')
        }
        throw error
      }
      return { reported: true as const }
    },

    async feed(): Promise<string> {
      return blogFeed((await repository.latestPublished(blogFeedSize)).map(asSummary), publicUrl)
    },
  }
}

export type BlogsService = ReturnType<typeof createBlogsService>
