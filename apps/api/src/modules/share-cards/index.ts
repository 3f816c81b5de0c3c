import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/error-responses.ts'
import type { ShareCardsService } from './share-cards-service.ts'

/**
 * GET /share-cards/{kind}/{id}.png (`shareCardPath` in @rally/shared): a public record's
 * link-preview card. Register at the root, without a prefix, before the web app's catch-all.
 */
export const shareCardsRoutes: FastifyPluginAsyncZod<{ shareCards: ShareCardsService }> = async (
  app,
  { shareCards },
) => {
  app.get(
    '/share-cards/:kind/:id.png',
    {
      schema: {
        tags: ['share-cards'],
        summary:
          'A public record’s 1200×630 PNG link-preview card (og:image); kind is specialist, partner, academy, job, blog or news. 404 for anything else, or a record the public cannot see',
        // Loose on purpose: an unknown kind or a malformed id is a missing card (404), not a bad request.
        params: z.object({ kind: z.string(), id: z.string() }),
        produces: ['image/png'],
        response: { 200: z.any().describe('The card, a PNG'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const card = await shareCards.card(request.params.kind, request.params.id)
      return (
        reply
          .type('image/png')
          // The hash of everything drawn: @fastify/etag keeps it and answers a matching If-None-Match with 304.
          .header('etag', `"${card.etag}"`)
          // An hour: a renamed record shows its new card in previews fetched after that.
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(card.body)
      )
    },
  )
}
