import {
  partnerLookupResponseSchema,
  partnerQuerySchema,
  partnerRecordResponseSchema,
  registerPartnerInputSchema,
  updatePartnerInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { PartnersService } from './partners-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

export const partnersRoutes: FastifyPluginAsyncZod<{
  partners: PartnersService
  authenticator: Authenticator
}> = async (app, { partners, authenticator }) => {
  app.post(
    '/sparring-partners',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['partners'],
        summary: 'Become a sparring partner',
        body: registerPartnerInputSchema,
        response: { 201: partnerRecordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await partners.register(auth, request.body) })
    },
  )

  app.patch(
    '/sparring-partners',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['partners'],
        summary: "Update one's own sparring partner profile",
        body: updatePartnerInputSchema,
        response: { 200: partnerRecordResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await partners.update(await authenticator.required(request), request.body) }),
  )

  app.get(
    '/sparring-partners',
    {
      schema: {
        tags: ['partners'],
        summary:
          'One partner by _id or resourceId, your own by e-mail, or a search: category, status (ACTIVE), q by name, filters, sort, page',
        querystring: partnerQuerySchema,
        response: { 200: partnerLookupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { _id, resourceId, email } = request.query
      const auth = () => authenticator.optional(request)
      const id = _id ?? resourceId
      if (email) {
        reply.header('cache-control', 'private, no-store')
        return { data: await partners.findByEmail(await authenticator.required(request), email) }
      }
      const answer = id ? { data: [await partners.get(auth, id)] } : await partners.search(request.query, auth)
      cachePublicly(reply)
      return answer
    },
  )
}
