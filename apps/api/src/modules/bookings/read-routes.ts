import {
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingStatuses,
  countQuerySchema,
  countResponseSchema,
  errorEnvelopeSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { shortPublicAnswer } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { BookingReadsService } from './booking-reads-service.ts'
import { bookingParams } from './booking-routes.ts'

const errors = errorResponses(400, 401, 403, 404)

export const bookingReadRoutes: FastifyPluginAsyncZod<{
  reads: BookingReadsService
  authenticator: Authenticator
}> = async (app, { reads, authenticator }) => {
  // Counts change with every booking: short-lived public caching only.
  const countHandler = async (
    request: { query: { resourceId: string } },
    reply: { header: (k: string, v: string) => void },
  ) => {
    reply.header('cache-control', shortPublicAnswer)
    return { count: await reads.countFor(request.query.resourceId) }
  }
  for (const path of ['/booking/count', '/coach-sparring-players/count']) {
    app.get(
      path,
      {
        schema: {
          tags: ['bookings'],
          summary: 'How many times a partner or specialist has been booked (not counting declined or cancelled)',
          querystring: countQuerySchema,
          response: { 200: countResponseSchema, 400: errorEnvelopeSchema },
        },
      },
      countHandler,
    )
  }

  app.get(
    '/coach-sparring-players',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          "Bookings of partners and specialists: with userId, the ones that user made (self or admin); without, the ones made with the caller's own profiles",
        querystring: z.object({
          userId: z.uuid({ error: 'userId must be a valid user id' }).optional(),
          status: z.enum(bookingStatuses, { error: `status must be one of ${bookingStatuses.join(', ')}` }).optional(),
        }),
        response: { 200: bookingListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { data: await reads.list(await authenticator.required(request), request.query) }
    },
  )

  app.get(
    '/coach-sparring-players/:id',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary: 'One booking: for the booker, the person booked, or an admin',
        params: bookingParams,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { data: await reads.get(await authenticator.required(request), request.params.id) }
    },
  )
}
