import { errorEnvelopeSchema, showcaseListSchema, showcaseQuerySchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cachePublicly } from '../../http/caching.ts'
import type { ShowcaseService } from './showcase-service.ts'

export const showcaseRoutes: FastifyPluginAsyncZod<{ showcase: ShowcaseService }> = async (app, { showcase }) => {
  app.get(
    '/partner-showcase',
    {
      schema: {
        tags: ['partners'],
        summary: 'Showcase items of active partners of a sport, newest first',
        querystring: showcaseQuerySchema,
        response: { 200: showcaseListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return { data: await showcase.list(request.query.category) }
    },
  )
}
