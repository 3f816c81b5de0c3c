import {
  coachLookupResponseSchema,
  coachProfileResponseSchema,
  coachQuerySchema,
  coachRecordParamsSchema,
  coachRecordResponseSchema,
  registerCoachInputSchema,
  updateCoachInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { SpecialistsService } from './specialists-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

export const specialistsRoutes: FastifyPluginAsyncZod<{
  specialists: SpecialistsService
  authenticator: Authenticator
}> = async (app, { specialists, authenticator }) => {
  app.post(
    '/personal-coach/records',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['specialists'],
        summary: 'Register as a specialist: the profile waits for approval before it is listed',
        body: registerCoachInputSchema,
        response: { 201: coachRecordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await specialists.register(auth, request.body) })
    },
  )

  app.patch(
    '/personal-coach/records',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['specialists'],
        summary: "Update one's own specialist profile (formVersion v2)",
        body: updateCoachInputSchema,
        response: { 200: coachRecordResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await specialists.update(await authenticator.required(request), request.body) }),
  )

  app.get(
    '/personal-coach/records/:id',
    {
      schema: {
        tags: ['specialists'],
        summary: 'One specialist: approved ones for anyone, unapproved ones for the owner',
        params: coachRecordParamsSchema,
        response: { 200: coachProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const coach = await specialists.get(() => authenticator.optional(request), request.params.id)
      if (coach.isApproved) cachePublicly(reply)
      else reply.header('cache-control', 'private, no-store')
      return { data: coach }
    },
  )

  app.get(
    '/personal-coach/records',
    {
      schema: {
        tags: ['specialists'],
        summary:
          'Approved specialists (isApproved=true, category, q by name, filters, sort, page), or your own records by e-mail (ignoring a +tag)',
        querystring: coachQuerySchema,
        response: { 200: coachLookupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.email) {
        reply.header('cache-control', 'private, no-store')
        return { data: await specialists.findByEmail(await authenticator.required(request), request.query.email) }
      }
      cachePublicly(reply)
      return specialists.search(request.query)
    },
  )
}
