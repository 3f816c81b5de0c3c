import {
  noShowDecisionInputSchema,
  noShowDisputeInputSchema,
  noShowDisputeListResponseSchema,
  noShowDisputeResponseSchema,
  noShowReportInputSchema,
  noShowResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly, signedIn } from '../../http/authentication.ts'
import { bookingParams, bookingRouteErrors as errors } from './booking-routes.ts'
import type { NoShowsService } from './no-shows-service.ts'

/**
 * No-shows (issue 23): the two parties report and dispute; operators decide disputes in the console.
 */
export const noShowRoutes: FastifyPluginAsyncZod<{
  noShows: NoShowsService
  authenticator: Authenticator
}> = async (app, { noShows, authenticator }) => {
  app.post(
    '/booking/:id/no-show',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          'Report that the other party did not come (either party, once per booking, within 24 hours after the session ends)',
        params: bookingParams,
        body: noShowReportInputSchema,
        response: { 201: noShowResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await noShows.report(auth, request.params.id, request.body) })
    },
  )

  app.post(
    '/booking/:id/no-show/dispute',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary: 'Dispute a no-show report (the party reported absent); an operator then decides',
        params: bookingParams,
        body: noShowDisputeInputSchema,
        response: { 200: noShowResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await noShows.dispute(auth, request.params.id, request.body) }
    },
  )

  app.get(
    '/console/no-show-disputes',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Disputed no-show reports waiting for a decision, oldest first, with their bookings',
        response: { 200: noShowDisputeListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await authenticator.required(request)
      return { data: await noShows.listDisputes() }
    },
  )

  app.post(
    '/console/no-show-disputes/:id',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary:
          'Uphold or reject a disputed no-show report with a reason (audit-logged); upholding a no-show of the person booked refunds the booker in full',
        params: z.object({ id: z.uuid({ error: 'id must be a valid no-show report id' }) }),
        body: noShowDecisionInputSchema,
        response: { 200: noShowDisputeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const operator = await authenticator.required(request)
      const { dispute, refund } = await noShows.decide(operator, request.params.id, request.body)
      return { data: dispute, ...(refund && { refund }) }
    },
  )
}
