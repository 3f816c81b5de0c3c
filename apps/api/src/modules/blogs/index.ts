import {
  blogAuthorPostParamsSchema,
  blogFeedPath,
  blogListQuerySchema,
  blogPostInputSchema,
  blogPostListSchema,
  blogPostParamsSchema,
  blogPostResponseSchema,
  blogPostStatuses,
  blogPreviewInputSchema,
  blogPreviewResponseSchema,
  blogReportResponseSchema,
  blogSlugMatchSchema,
  blogSlugParamsSchema,
  errorEnvelopeSchema,
  moderateBlogPostInputSchema,
  reportBlogPostInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { BlogsService } from './blogs-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const tags = ['blogs']

export const blogsRoutes: FastifyPluginAsyncZod<{ blogs: BlogsService; authenticator: Authenticator }> = async (
  app,
  { blogs, authenticator },
) => {
  app.get(
    '/v1/blog-posts',
    {
      schema: {
        tags,
        summary:
          'Published posts, newest first, of one tag, author or sport or all: 10 a page, with the total; 404 for a username nobody has or a tag no published post carries',
        querystring: blogListQuerySchema,
        response: { 200: blogPostListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return blogs.listPublished(request.query)
    },
  )

  app.get(
    '/v1/blog-posts/mine',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'The signed-in author’s posts, drafts and those waiting for moderation included',
        response: { 200: z.object({ data: blogPostListSchema.shape.data }), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await blogs.listOwn(auth) }
    },
  )

  app.get(
    '/v1/blog-posts/by-author/:username/:slug',
    {
      schema: {
        tags,
        summary: 'One post by its author’s username and its slug; a draft only for its author',
        params: blogAuthorPostParamsSchema,
        response: { 200: blogPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      const post = await blogs.byAuthorAndSlug(auth, request.params.username, request.params.slug)
      if (post.status === 'published') cachePublicly(reply)
      else reply.header('cache-control', 'private, no-store')
      return { data: post }
    },
  )

  app.get(
    '/v1/blog-posts/by-slug/:slug',
    {
      schema: {
        tags,
        summary: 'Published posts with this slug: the post when only one author uses it, else every match',
        params: blogSlugParamsSchema,
        response: { 200: blogSlugMatchSchema, ...errors },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return { data: await blogs.bySlug(request.params.slug) }
    },
  )

  app.get(
    '/v1/blog-posts/:id',
    {
      schema: {
        tags,
        summary: 'One post by id: published, or the caller’s own (for editing)',
        params: blogPostParamsSchema,
        response: { 200: blogPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await blogs.byId(auth, request.params.id) }
    },
  )

  app.post(
    '/v1/blog-posts/preview',
    {
      config: { ...limitOf('blogPreview'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary: 'Markdown rendered and sanitized exactly as a saved post would be',
        body: blogPreviewInputSchema,
        response: { 200: blogPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: blogs.preview(request.body.body) }),
  )

  app.post(
    '/v1/blog-posts',
    {
      config: limitOf('blogWrite'),
      schema: {
        security: signedIn,
        tags,
        summary: 'Write a post: saved as a draft; its slug comes from the title unless given',
        body: blogPostInputSchema,
        response: { 201: blogPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await blogs.create(auth, request.body) })
    },
  )

  app.put(
    '/v1/blog-posts/:id',
    {
      config: limitOf('blogWrite'),
      schema: {
        security: signedIn,
        tags,
        summary: 'Change one of your posts (all its fields); its address stays unless a slug is given',
        params: blogPostParamsSchema,
        body: blogPostInputSchema,
        response: { 200: blogPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await blogs.update(auth, request.params.id, request.body) }
    },
  )

  app.post(
    '/v1/blog-posts/:id/publish',
    {
      config: limitOf('blogWrite'),
      schema: {
        security: signedIn,
        tags,
        summary: 'Publish one of your posts: a first post waits for moderation, later ones go out at once',
        params: blogPostParamsSchema,
        response: { 200: blogPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await blogs.publish(auth, request.params.id) }
    },
  )

  app.delete(
    '/v1/blog-posts/:id',
    {
      config: limitOf('blogWrite'),
      schema: {
        security: signedIn,
        tags,
        summary: 'Delete one of your posts',
        params: blogPostParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await blogs.remove(auth, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.patch(
    '/v1/blog-posts/:id/moderation',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'Moderate a post (admins): publish or reject one that waits; 409 once decided',
        params: blogPostParamsSchema,
        body: moderateBlogPostInputSchema,
        response: { 200: z.object({ data: z.object({ id: z.uuid(), status: z.enum(blogPostStatuses) }) }), ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await blogs.moderate(auth, request.params.id, request.body.status) }
    },
  )

  app.post(
    '/v1/blog-posts/:id/reports',
    {
      config: limitOf('blogReport'),
      schema: {
        security: signedIn,
        tags,
        summary: 'Report a post to the moderators; once per person and post',
        params: blogPostParamsSchema,
        body: reportBlogPostInputSchema,
        response: { 201: blogReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await blogs.report(auth, request.params.id, request.body.reason) })
    },
  )

  app.get(
    blogFeedPath,
    { schema: { tags, summary: 'RSS 2.0 feed of the latest 20 published posts' } },
    async (_request, reply) => {
      cachePublicly(reply)
      return reply.type('application/rss+xml; charset=utf-8').send(await blogs.feed())
    },
  )
}
