import {
  errorEnvelopeSchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackQuerySchema,
  moderatedFeedbackResponseSchema,
  moderateFeedbackInputSchema,
  ratingEligibilityQuerySchema,
  ratingEligibilityResponseSchema,
  ratingInputSchema,
  ratingResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { FeedbacksService } from './feedbacks-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

export const feedbacksRoutes: FastifyPluginAsyncZod<{
  feedbacks: FeedbacksService
  authenticator: Authenticator
}> = async (app, { feedbacks, authenticator }) => {
  app.get(
    '/feedbacks',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Approved feedback about a partner or specialist: limit 3, skip 0, best rated then newest by default',
        querystring: feedbackQuerySchema,
        response: { 200: feedbackListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return feedbacks.listApproved(request.query)
    },
  )

  app.get(
    '/ratings/eligibility',
    {
      schema: {
        security: signedIn,
        tags: ['feedback'],
        summary:
          'May the signed-in person rate this partner or specialist now (after a completed session, once)? With the reason when not',
        querystring: ratingEligibilityQuerySchema,
        response: { 200: ratingEligibilityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await feedbacks.eligibility(auth, request.query.resourceId) }
    },
  )

  app.post(
    '/ratings',
    {
      config: limitOf('rating'),
      schema: {
        security: signedIn,
        tags: ['feedback'],
        summary: 'Rate a partner or specialist after a completed booking: 1 to 5 stars, once; listed after moderation',
        body: ratingInputSchema,
        response: { 201: ratingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await feedbacks.rate(auth, request.body) })
    },
  )

  app.patch(
    '/feedbacks/:id',
    {
      schema: {
        security: signedIn,
        tags: ['feedback'],
        summary: 'Moderate feedback (admins): approve or reject',
        params: feedbackParamsSchema,
        body: moderateFeedbackInputSchema,
        response: { 200: moderatedFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      const row = await feedbacks.moderate(auth, request.params.id, request.body.status)
      return { data: { id: row.id, status: row.status } }
    },
  )
}
