import {
  academyListQuerySchema,
  academyListSchema,
  academyParamsSchema,
  academyViewResponseSchema,
  errorEnvelopeSchema,
  ownAcademyResponseSchema,
  registerAcademyInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { AcademiesService } from './academies-service.ts'

export const academiesRoutes: FastifyPluginAsyncZod<{
  academies: AcademiesService
  authenticator: Authenticator
}> = async (app, { academies, authenticator }) => {
  app.get(
    '/academies',
    {
      schema: {
        tags: ['academies'],
        summary: 'Approved academies, premium first',
        querystring: academyListQuerySchema,
        response: { 200: academyListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return { data: await academies.list(request.query.category) }
    },
  )

  app.get(
    '/academies/:academyId',
    {
      schema: {
        tags: ['academies'],
        summary: 'One approved academy (its owner also sees it while it awaits approval)',
        params: academyParamsSchema,
        response: {
          200: academyViewResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const academy = await academies.get(request.params.academyId, () => authenticator.optional(request))
      // An owner's view of an unapproved academy is private; everything else is the public, cacheable one.
      if (academy.isApproved === false) reply.header('cache-control', 'private, no-store')
      else cachePublicly(reply)
      return { data: academy }
    },
  )

  app.post(
    '/academies',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['academies'],
        summary: 'Promote an academy: listed once approved',
        body: registerAcademyInputSchema,
        response: {
          201: ownAcademyResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await academies.register(auth, request.body) })
    },
  )
}
