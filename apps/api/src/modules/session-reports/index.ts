import {
  createdProgressShareResponseSchema,
  createProgressShareInputSchema,
  progressQuerySchema,
  progressShareListResponseSchema,
  progressTimelineResponseSchema,
  sessionReportInputSchema,
  sessionReportPaths,
  sessionReportResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { personalAnswer } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { SessionReportsService } from './session-reports-service.ts'

export type { SessionReportsService } from './session-reports-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const idParams = z.object({ id: z.string().min(1).max(64) })
const tokenParams = z.object({ token: z.string().min(1).max(128) })
/** Fastify's path syntax for the shared paths (`{id}` → `:id`), without the /v1 prefix the app adds. */
const path = (shared: string) => shared.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1')
// The shared timeline is never kept by the shared cache or anyone else: a revoked link shows nothing at once.
// The writes below change no answer the cache keeps.
const noStore = { 'cache-control': personalAnswer }

/** Session reports, the progress timeline and its read-only links (issue 26); who may call each: README.md. */
export const sessionReportsRoutes: FastifyPluginAsyncZod<{
  reports: SessionReportsService
  authenticator: Authenticator
}> = async (app, { reports, authenticator }) => {
  app.post(
    path(sessionReportPaths.report),
    {
      config: { ...limitOf('profileWrite'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary:
          "The provider's report of a completed session, once (409 before completion and the second time; 403 for its booker, 404 for anyone else)",
        params: idParams,
        body: sessionReportInputSchema,
        response: { 201: sessionReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await reports.write(auth, request.params.id, request.body) })
    },
  )

  app.get(
    path(sessionReportPaths.report),
    {
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary: "A session's report: its booker, its provider and admins (404 for anyone else, and while none)",
        params: idParams,
        response: { 200: sessionReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await reports.read(auth, request.params.id) }
    },
  )

  app.get(
    path(sessionReportPaths.progress),
    {
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary: "The caller's progress in one sport: their reports newest first, and each skill's ratings over time",
        querystring: progressQuerySchema,
        response: { 200: progressTimelineResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await reports.progress(auth, request.query.sport) }
    },
  )

  app.get(
    path(sessionReportPaths.juniorProgress),
    {
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary:
          "A junior's progress in one sport, for their guardian and operators (404 for anyone else): the reports of the sessions booked for them",
        params: idParams,
        querystring: progressQuerySchema,
        response: { 200: progressTimelineResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await reports.juniorProgress(auth, request.params.id, request.query.sport) }
    },
  )

  app.post(
    path(sessionReportPaths.shares),
    {
      config: { ...limitOf('profileWrite'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary: "A read-only link to the caller's progress in one sport; its token is shown this once",
        body: createProgressShareInputSchema,
        response: { 201: createdProgressShareResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return reply.code(201).send({ data: await reports.share(auth, request.body.sport) })
    },
  )

  app.get(
    path(sessionReportPaths.shares),
    {
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary: "The caller's progress links still open, oldest first",
        response: { 200: progressShareListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await reports.shares(auth) }
    },
  )

  app.delete(
    path(sessionReportPaths.share),
    {
      config: changesNoPublicAnswer,
      schema: {
        security: signedIn,
        tags: ['session-reports'],
        summary: "Revokes one of the caller's progress links, by its token or its id (404 for anyone else's)",
        params: tokenParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await reports.revoke(auth, request.params.token)
      return reply.code(204).send(null)
    },
  )

  app.get(
    path(sessionReportPaths.shared),
    {
      schema: {
        tags: ['session-reports'],
        summary: "A shared progress timeline, read-only, the player's first name only; 404 once revoked",
        params: tokenParams,
        response: { 200: progressTimelineResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore)
      return { data: await reports.shared(request.params.token) }
    },
  )
}
