import {
  juniorInputSchema,
  juniorListResponseSchema,
  juniorResponseSchema,
  juniorUpdateSchema,
  providerJuniorsListResponseSchema,
  providerJuniorsResponseSchema,
  safeguardingInputSchema,
  safeguardingParamsSchema,
  safeguardingQuerySchema,
  safeguardingRejectSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import type { JuniorsService } from './juniors-service.ts'

export type { JuniorSessions, SafeguardingRecords } from './junior-ports.ts'
export { createJuniorsRepository } from './juniors-repository.ts'
export type { JuniorsService } from './juniors-service.ts'
export { createJuniorsService } from './juniors-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
/** An id in a path: any text (a non-uuid is simply not found). */
const idParams = z.object({ id: z.string().min(1).max(64) })
const noStore = { 'cache-control': 'private, no-store' }

/** Juniors and safeguarding (issue 26); who may call each route is in README.md. */
export const juniorsRoutes: FastifyPluginAsyncZod<{ juniors: JuniorsService; authenticator: Authenticator }> = async (
  app,
  { juniors, authenticator },
) => {
  app.get(
    '/me/juniors',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: "The caller's juniors (they are their guardian)",
        response: { 200: juniorListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await juniors.list(auth) }
    },
  )

  app.post(
    '/me/juniors',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: 'Adds a junior (under 18 this year, at least 4) with the caller as guardian',
        body: juniorInputSchema,
        response: { 201: juniorResponseSchema, ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await juniors.create(auth, request.body) })
    },
  )

  app.patch(
    '/me/juniors/:id',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: "Changes one of the caller's juniors (another person's: 404)",
        params: idParams,
        body: juniorUpdateSchema,
        response: { 200: juniorResponseSchema, ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await juniors.update(auth, request.params.id, request.body) }
    },
  )

  app.delete(
    '/me/juniors/:id',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: "Removes one of the caller's juniors; past bookings keep their name",
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request, reply) => {
      await juniors.remove(await authenticator.required(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/juniors/:id',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: 'One junior: for the guardian, the provider of a session booked for them, and operators',
        params: idParams,
        response: { 200: juniorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await juniors.get(auth, request.params.id) }
    },
  )

  app.get(
    '/me/safeguarding/:kind/:id',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: 'The owner of a specialist or partner profile: its works-with-juniors choice, document and status',
        params: safeguardingParamsSchema,
        response: { 200: providerJuniorsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await juniors.getSafeguarding(auth, request.params.kind, request.params.id) }
    },
  )

  app.put(
    '/me/safeguarding',
    {
      schema: {
        security: signedIn,
        tags: ['juniors'],
        summary: 'The owner of a specialist or partner profile: works with juniors, and the safeguarding document',
        body: safeguardingInputSchema,
        response: { 200: providerJuniorsResponseSchema, ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await juniors.setSafeguarding(auth, request.body) }
    },
  )

  app.get(
    '/console/safeguarding',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Safeguarding documents of specialists and partners, by status (pending first), oldest first',
        querystring: safeguardingQuerySchema,
        response: { 200: providerJuniorsListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await authenticator.required(request)
      reply.headers(noStore)
      return { data: await juniors.consoleList(request.query.status) }
    },
  )

  app.post(
    '/console/safeguarding/:kind/:id/verify',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Verifies a waiting safeguarding document (with its audit row)',
        params: safeguardingParamsSchema,
        response: { 200: providerJuniorsResponseSchema, ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await juniors.verify(auth, request.params.kind, request.params.id) }
    },
  )

  app.post(
    '/console/safeguarding/:kind/:id/reject',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Rejects a waiting safeguarding document with a reason (with its audit row)',
        params: safeguardingParamsSchema,
        body: safeguardingRejectSchema,
        response: { 200: providerJuniorsResponseSchema, ...errors },
      },
      config: changesNoPublicAnswer,
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await juniors.reject(auth, request.params.kind, request.params.id, request.body.reason) }
    },
  )
}
