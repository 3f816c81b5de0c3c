import {
  consoleLevelListResponseSchema,
  consoleLevelResponseSchema,
  consoleLevelsQuerySchema,
  levelConfirmationInputSchema,
  levelConfirmationResponseSchema,
  levelSportParamsSchema,
  ownLevelResponseSchema,
  ownLevelsResponseSchema,
  rejectLevelInputSchema,
  stateLevelInputSchema,
  verifyLevelInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { LevelsService } from './levels-service.ts'

export type { DocumentCheck, LevelHolders, LevelPeople, LevelSession, LevelSessions } from './level-ports.ts'
export { createLevelsRepository } from './levels-repository.ts'
export type { LevelSummary, LevelsOf, LevelsService } from './levels-service.ts'
export { createLevelsService } from './levels-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
/** An id in a path: any text (a non-uuid is simply not found). */
const idParams = z.object({ id: z.string().min(1).max(64) })
const noStore = { 'cache-control': 'private, no-store' }

/**
 * Levels (issue 26). A person's own levels; the console's review of their evidence (admins); a coach's
 * confirmation after a completed session. Writes are not marked `changesNoPublicAnswer`: a level shows on
 * the owner's public partner profile, so a change empties the public cache.
 */
export const levelsRoutes: FastifyPluginAsyncZod<{ levels: LevelsService; authenticator: Authenticator }> = async (
  app,
  { levels, authenticator },
) => {
  app.get(
    '/me/levels',
    {
      schema: {
        security: signedIn,
        tags: ['levels'],
        summary: "The caller's levels, one per sport, with their evidence and its review",
        response: { 200: ownLevelsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await levels.own(auth) }
    },
  )

  app.put(
    '/me/levels/:sport',
    {
      schema: {
        security: signedIn,
        tags: ['levels'],
        summary:
          'States or changes the caller’s level in a sport (the Rally level is computed); a change makes it self-stated again',
        params: levelSportParamsSchema,
        body: stateLevelInputSchema,
        response: { 200: ownLevelResponseSchema, 201: ownLevelResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      const { created, level } = await levels.state(auth, request.params.sport, request.body)
      return reply.code(created ? 201 : 200).send({ data: level })
    },
  )

  app.delete(
    '/me/levels/:sport',
    {
      schema: {
        security: signedIn,
        tags: ['levels'],
        summary: 'Removes the caller’s level in a sport',
        params: levelSportParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await levels.remove(auth, request.params.sport)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/console/levels',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Levels by review (pending: evidence waiting), oldest statement first, with the person and evidence',
        querystring: consoleLevelsQuerySchema,
        response: { 200: consoleLevelListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore)
      return levels.consoleList(request.query)
    },
  )

  app.post(
    '/console/levels/:id/verify',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Verify a level from its evidence (audited); with openedVersion, only as the operator opened it',
        params: idParams,
        body: verifyLevelInputSchema,
        response: { 200: consoleLevelResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await levels.verify(auth, request.params.id, request.body?.openedVersion) }
    },
  )

  app.post(
    '/console/levels/:id/reject',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Reject a level’s evidence, with the reason its owner reads (audited); the level stays as stated',
        params: idParams,
        body: rejectLevelInputSchema,
        response: { 200: consoleLevelResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await levels.reject(auth, request.params.id, request.body.reason, request.body.openedVersion) }
    },
  )

  app.get(
    '/bookings/:id/level-confirmation',
    {
      schema: {
        security: signedIn,
        tags: ['levels'],
        summary:
          "The level the coach of a session confirmed after it, as they gave it: the coach's, the player's and admins' to read (404 for anyone else, and while none)",
        params: idParams,
        response: { 200: levelConfirmationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await levels.confirmationOf(auth, request.params.id) }
    },
  )

  app.post(
    '/bookings/:id/level-confirmation',
    {
      schema: {
        security: signedIn,
        tags: ['levels'],
        summary: 'The coach of a completed session confirms the player’s Rally level in a sport, once per session',
        params: idParams,
        body: levelConfirmationInputSchema,
        response: { 201: levelConfirmationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await levels.confirmAfterSession(auth, request.params.id, request.body) })
    },
  )
}
