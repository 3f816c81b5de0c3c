import {
  errorEnvelopeSchema,
  newsArticleParamsSchema,
  newsArticleResponseSchema,
  newsListQuerySchema,
  newsListSchema,
  updateNewsArticleInputSchema,
  writeNewsArticleInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { NewsService } from './news-service.ts'

const errors = errorResponses(400, 401, 403, 404, 429)

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService; authenticator: Authenticator }> = async (
  app,
  { news, authenticator },
) => {
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary:
          'News, newest first, of one sport (with the news of both) or all: page 1 of 12 by default, with the total',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return news.list(request.query)
    },
  )

  app.get(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'One news article with its text',
        params: newsArticleParamsSchema,
        response: { 200: newsArticleResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const article = await news.find(request.params.id, () => authenticator.optional(request))
      // A waiting article is its writer's and admins' only: never in a shared cache.
      if (article.status === 'published') cachePublicly(reply)
      else reply.header('cache-control', 'private, no-store')
      return { data: article }
    },
  )

  app.post(
    '/news',
    {
      config: limitOf('newsArticle'),
      schema: {
        security: signedIn,
        tags: ['news'],
        summary:
          'Write a news article (editors and admins): an editor’s waits for an admin, an admin’s is published at once',
        body: writeNewsArticleInputSchema,
        response: { 201: newsArticleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await news.write(auth, request.body) })
    },
  )

  app.patch(
    '/news/:id',
    {
      config: limitOf('newsArticle'),
      schema: {
        security: signedIn,
        tags: ['news'],
        summary: 'Correct a news article written on Rally (admins)',
        params: newsArticleParamsSchema,
        body: updateNewsArticleInputSchema,
        response: { 200: newsArticleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await news.update(auth, request.params.id, request.body) }
    },
  )
}
