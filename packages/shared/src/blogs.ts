import { z } from 'zod'
import { uploadedFileUrl } from './coaches.ts'
import { fillMessage } from './messages.ts'
import { pageQueryFields } from './sport-query.ts'
import { sports } from './sports.ts'
import { uploadRules } from './uploads.ts'

/**
 * Blog posts: what players, parents and specialists write. A draft is its author's; publishing a
 * first post sends it to moderation, later posts are published at once.
 */
export const blogPostStatuses = ['draft', 'pending', 'published', 'rejected'] as const
export type BlogPostStatus = (typeof blogPostStatuses)[number]

export const blogTitleLength = { min: 5, max: 120 } as const
export const blogBodyLength = { min: 50, max: 50_000 } as const
export const blogTagLength = { min: 2, max: 30 } as const
export const blogMaxTags = 5
export const blogSlugMaxLength = 80
export const blogReportLength = { min: 5, max: 500 } as const
export const blogPageSize = 10
/** How many posts the RSS feed carries, and where: served by the API beside the blog's pages. */
export const blogFeedSize = 20
export const blogFeedPath = '/blog/rss.xml'

const tagPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * What is wrong with a tag, naming the tag (a post has up to five): the template's `{{tag}}` is left
 * as it is when zod asks for the message without an issue (the schema walk of the message tables).
 */
const blogTagMessage = (issue?: { input?: unknown }) =>
  fillMessage('Tag “{{tag}}” must be {{min}} to {{max}} lowercase letters, digits or hyphens', {
    ...blogTagLength,
    ...(issue ? { tag: String(issue.input ?? '').slice(0, 40) } : {}),
  })

/** One tag: lowercase letters, digits and single hyphens, as it appears in /blog/tag/{tag}. */
export const blogTagSchema = z
  .string({ error: blogTagMessage })
  .trim()
  .min(blogTagLength.min, { error: blogTagMessage })
  .max(blogTagLength.max, { error: blogTagMessage })
  .regex(tagPattern, { error: blogTagMessage })

const bodyTooLong = fillMessage('Your post must be at most {{max}} characters', blogBodyLength)

/** POST /v1/blog-posts and PATCH /v1/blog-posts/:id: the fields the write page sends. */
export const blogPostInputSchema = z.object({
  title: z
    .string({ error: fillMessage('Title must be at least {{min}} characters', blogTitleLength) })
    .trim()
    .min(blogTitleLength.min, fillMessage('Title must be at least {{min}} characters', blogTitleLength))
    .max(blogTitleLength.max, fillMessage('Title must be at most {{max}} characters', blogTitleLength)),
  body: z
    .string({ error: fillMessage('Your post must be at least {{min}} characters', blogBodyLength) })
    .trim()
    .min(blogBodyLength.min, fillMessage('Your post must be at least {{min}} characters', blogBodyLength))
    .max(blogBodyLength.max, bodyTooLong),
  sport: z.enum(sports, { error: 'Choose Badminton or Tennis' }),
  tags: z
    .array(blogTagSchema, { error: fillMessage('Add at most {{max}} tags', { max: blogMaxTags }) })
    .max(blogMaxTags, fillMessage('Add at most {{max}} tags', { max: blogMaxTags }))
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag only once')
    .default([]),
  /** An image uploaded through POST /v1/uploads; empty for none. */
  coverUrl: uploadedFileUrl(['image'])
    .regex(/\.(jpg|png|webp)$/, uploadRules.image.typeMessage)
    .optional()
    .nullable(),
  /** The post's address under its author; derived from the title when left out. */
  slug: z
    .string()
    .trim()
    .max(blogSlugMaxLength, 'The address is lowercase letters, digits and hyphens, at most 80 characters')
    .regex(slugPattern, 'The address is lowercase letters, digits and hyphens, at most 80 characters')
    .optional(),
})
export type BlogPostInput = z.infer<typeof blogPostInputSchema>
/** The form's values before zod fills the defaults. */
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>

/** POST /v1/blog-posts/preview: the Markdown the write page shows as it will be published. */
export const blogPreviewInputSchema = z.object({ body: z.string().max(blogBodyLength.max, bodyTooLong) })
export const blogPreviewResponseSchema = z.object({ data: z.object({ html: z.string() }) })

export const blogPostParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid post id' }) })
export const blogAuthorPostParamsSchema = z.object({
  username: z.string().trim().min(1).max(60),
  slug: z.string().trim().min(1).max(200),
})
export const blogSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) })

/** GET /v1/blog-posts?tag=&author=&sport=&page=: published posts, newest first. */
export const blogListQuerySchema = z.object({
  tag: z.string().trim().toLowerCase().max(blogTagLength.max, 'tag is at most 30 characters').optional(),
  author: z.string().trim().max(60, 'author is at most 60 characters').optional(),
  sport: z.enum(sports, { error: 'sport must be Badminton or Tennis' }).optional(),
  ...pageQueryFields,
})
export type BlogListQuery = z.infer<typeof blogListQuerySchema>

export const blogAuthorSchema = z.object({
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
})
export type BlogAuthor = z.infer<typeof blogAuthorSchema>

export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  sport: z.enum(sports),
  tags: z.array(z.string()),
  status: z.enum(blogPostStatuses),
  readingMinutes: z.number().int(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  author: blogAuthorSchema,
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>

/** A whole post: its Markdown (for editing) and the sanitized HTML rendered when it was saved. */
export const blogPostSchema = blogPostSummarySchema.extend({ body: z.string(), html: z.string() })
export type BlogPost = z.infer<typeof blogPostSchema>

export const blogPostListSchema = z.object({ data: z.array(blogPostSummarySchema), total: z.number() })
export type BlogPostList = z.infer<typeof blogPostListSchema>
export const blogPostResponseSchema = z.object({ data: blogPostSchema })
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>

/** GET /v1/blog-posts/by-slug/:slug: the post when one author uses the slug, else every match. */
export const blogSlugMatchSchema = z.object({
  data: z.object({ post: blogPostSchema.nullable(), matches: z.array(blogPostSummarySchema) }),
})
export type BlogSlugMatch = z.infer<typeof blogSlugMatchSchema>['data']

/** PATCH /v1/blog-posts/:id/moderation: an admin publishes or rejects a post waiting for moderation. */
export const moderateBlogPostInputSchema = z.object({
  status: z.enum(['published', 'rejected'], { error: 'status must be published or rejected' }),
})

/** POST /v1/blog-posts/:id/reports: anyone signed in tells the moderators what is wrong with a post. */
export const reportBlogPostInputSchema = z.object({
  reason: z
    .string({ error: fillMessage('Tell us what is wrong in at least {{min}} characters', blogReportLength) })
    .trim()
    .min(blogReportLength.min, fillMessage('Tell us what is wrong in at least {{min}} characters', blogReportLength))
    .max(blogReportLength.max, fillMessage('A report is at most {{max}} characters', blogReportLength)),
})
export type ReportBlogPostInput = z.infer<typeof reportBlogPostInputSchema>
export const blogReportResponseSchema = z.object({ data: z.object({ reported: z.literal(true) }) })
