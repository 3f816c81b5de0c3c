import {
  errorEnvelopeSchema,
  moderatedTestimonialResponseSchema,
  moderateTestimonialInputSchema,
  submitTestimonialInputSchema,
  submittedTestimonialResponseSchema,
  testimonialEligibilityResponseSchema,
  testimonialListQuerySchema,
  testimonialListSchema,
  testimonialParamsSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { TestimonialsService } from './testimonials-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

export const testimonialsRoutes: FastifyPluginAsyncZod<{
  testimonials: TestimonialsService
  authenticator: Authenticator
}> = async (app, { testimonials, authenticator }) => {
  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Approved testimonials, newest first, of one sport or all: page 1 of 9 by default, with the total',
        querystring: testimonialListQuerySchema,
        response: { 200: testimonialListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return testimonials.listApproved(request.query)
    },
  )

  app.get(
    '/testimonials/eligibility',
    {
      schema: {
        security: signedIn,
        tags: ['testimonials'],
        summary: 'May the signed-in person send a testimonial now (after a completed booking, one waiting at a time)?',
        response: { 200: testimonialEligibilityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await testimonials.eligibility(auth) }
    },
  )

  app.post(
    '/testimonials',
    {
      config: limitOf('testimonial'),
      schema: {
        security: signedIn,
        tags: ['testimonials'],
        summary: 'Share your experience after a completed booking; listed once a moderator approves it',
        body: submitTestimonialInputSchema,
        response: { 201: submittedTestimonialResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await testimonials.submit(auth, request.body) })
    },
  )

  app.patch(
    '/testimonials/:id',
    {
      schema: {
        security: signedIn,
        tags: ['testimonials'],
        summary: 'Moderate a testimonial (admins): approve or reject one that waits; 409 once decided',
        params: testimonialParamsSchema,
        body: moderateTestimonialInputSchema,
        response: { 200: moderatedTestimonialResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await testimonials.moderate(auth, request.params.id, request.body.status) }
    },
  )
}
