import {
  bookingSchema,
  calendarFeedResponseSchema,
  calendarFeedStatusResponseSchema,
  rescheduleAnswerSchema,
  rescheduleProposalInputSchema,
  rescheduleProposalSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { bookingParams, bookingRouteErrors as errors } from './booking-routes.ts'
import type { CalendarFeedService } from './calendar-feed-service.ts'
import type { RescheduleService } from './reschedule-service.ts'

/** Reschedules (the two parties of a booking) and a provider's calendar subscription (issue 23). */
export const rescheduleRoutes: FastifyPluginAsyncZod<{
  reschedules: RescheduleService
  calendarFeeds: CalendarFeedService
  authenticator: Authenticator
}> = async (app, { reschedules, calendarFeeds, authenticator }) => {
  app.get(
    '/booking/:id/reschedule',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary: "A booking's reschedule proposals, newest first: for the booker and the person booked (and operators)",
        params: bookingParams,
        response: { 200: z.object({ data: z.array(rescheduleProposalSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { data: await reschedules.list(await authenticator.required(request), request.params.id) }
    },
  )

  app.post(
    '/booking/:id/reschedule',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          'Propose another open time for a pending or accepted session (the booker or the person booked); it replaces an open proposal and lapses after 48 hours or at its start',
        params: bookingParams,
        body: rescheduleProposalInputSchema,
        response: { 201: z.object({ data: rescheduleProposalSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await reschedules.propose(auth, request.params.id, request.body) })
    },
  )

  app.post(
    '/booking/:id/reschedule/:proposalId',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          'Answer a reschedule proposal: the other party accepts (the booking moves, keeping its payment and video link) or declines; the proposer withdraws with "decline"',
        params: bookingParams.extend({ proposalId: z.uuid({ error: 'proposalId must be a valid proposal id' }) }),
        body: rescheduleAnswerSchema,
        response: {
          200: z.object({
            data: z.object({ proposal: rescheduleProposalSchema, booking: bookingSchema }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return {
        data: await reschedules.answer(auth, request.params.id, request.params.proposalId, request.body.answer),
      }
    },
  )

  app.get(
    '/me/calendar-feed',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary: 'Whether your private calendar address works, and when it was made (the address is shown only once)',
        response: { 200: calendarFeedStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return { data: await calendarFeeds.status(auth) }
    },
  )

  app.post(
    '/me/calendar-feed',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          'Make (or replace) the private calendar address of your sessions as a partner or specialist; the old address stops working',
        response: { 201: calendarFeedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', 'private, no-store')
      return reply.code(201).send({ data: await calendarFeeds.create(auth) })
    },
  )

  app.delete(
    '/me/calendar-feed',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary: 'Revoke your private calendar address: it shows nothing from now on',
        response: { 200: calendarFeedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await calendarFeeds.revoke(await authenticator.required(request))
      return { data: { url: null } }
    },
  )
}

/** GET /calendar/{token}.ics, outside /v1: calendars subscribe to it without signing in; the address is the key. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ calendarFeeds: CalendarFeedService }> = async (
  app,
  { calendarFeeds },
) => {
  app.get(
    '/calendar/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -'.ics'.length) : ''
      const calendar = token ? await calendarFeeds.calendar(token) : undefined
      reply.header('cache-control', 'private, no-store')
      if (calendar === undefined) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ error: { code: 'NOT_FOUND', message: 'No such calendar' } })
      }
      return reply.type('text/calendar; charset=utf-8').send(calendar)
    },
  )
}
