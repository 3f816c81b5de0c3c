import { type SparUpResponse, sparUpQuerySchema, sparUpResponseSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { SparUpService } from './spar-up-service.ts'

export type { SparUpOpenings, SparUpPartnerCandidate, SparUpPartners, SparUpPlayerLevel } from './spar-up-ports.ts'
export type { SparUpService } from './spar-up-service.ts'
export { createSparUpService } from './spar-up-service.ts'

const errors = errorResponses(400, 401, 409, 429)

/** Spar up (issue 26): a signed-in player's partners one or two levels above them. */
export const sparUpRoutes: FastifyPluginAsyncZod<{ sparUp: SparUpService; authenticator: Authenticator }> = async (
  app,
  { sparUp, authenticator },
) => {
  app.get(
    '/spar-up',
    {
      schema: {
        security: signedIn,
        tags: ['partners'],
        summary:
          "Partners 1 or 2 Rally levels above the caller's level in a sport, filtered by handedness, style, surface and language, best first with why each fits",
        querystring: sparUpQuerySchema,
        response: { 200: sparUpResponseSchema, ...errors },
      },
    },
    // The answer's text is put together from cards the pool checked against their schema as it read them, and
    // from the shared ranking's fit (decision 081): sent as it is, not parsed and written again on every search.
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8')
      const text = await sparUp.search(auth, request.query)
      // Text sent with its JSON type is not serialized again; the type provider knows the answer as an object.
      return reply.send(text as unknown as SparUpResponse)
    },
  )
}
