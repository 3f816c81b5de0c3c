import {
  availabilityInputSchema,
  availabilityResponseSchema,
  bookableKinds,
  slotHoldInputSchema,
  slotHoldResponseSchema,
  slotListResponseSchema,
  slotQuerySchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { keepPublicAnswerFor } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { SchedulesService } from './schedules-service.ts'

// The schedules module's routes. Other modules use its ports through `./slot-claims.ts` (types only).
export type { HeldSlot, NextOpenSlots, SlotBookings, SlotClaims } from './slot-claims.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const bookableParams = z.object({
  kind: z.enum(bookableKinds, { error: 'kind must be partner or coach' }),
  id: z.uuid({ error: 'id must be a valid record id' }),
})

export const schedulesRoutes: FastifyPluginAsyncZod<{
  schedules: SchedulesService
  authenticator: Authenticator
}> = async (app, { schedules, authenticator }) => {
  app.get(
    '/schedules/:kind/:id',
    {
      schema: {
        security: signedIn,
        tags: ['schedules'],
        summary: "A partner's or specialist's availability: the profile's owner or an operator (null when never set)",
        params: bookableParams,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await schedules.get(auth, request.params) }
    },
  )

  app.put(
    '/schedules/:kind/:id',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['schedules'],
        summary:
          "Set a partner's or specialist's availability, all at once: weekly hours and date exceptions in their time zone, session lengths, buffer, notice, horizon (the profile's owner or an operator)",
        params: bookableParams,
        body: availabilityInputSchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await schedules.put(auth, request.params, request.body) }
    },
  )

  app.get(
    '/schedules/:kind/:id/slots',
    {
      schema: {
        tags: ['schedules'],
        summary:
          "A public partner's or specialist's open slots, grouped by the booker's dates in timeZone (anyone; published false: they take requests instead)",
        params: bookableParams,
        querystring: slotQuerySchema,
        response: { 200: slotListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Open slots change with every hold and with the clock. Browsers revalidate on each use (ETags answer 304);
      // the shared cache keeps an answer until a write, and no longer than the clock leaves it true (decision 060).
      const { list, trueForMs } = await schedules.slots(request.params, request.query)
      reply.header('cache-control', 'public, no-cache')
      keepPublicAnswerFor(request, trueForMs)
      return { data: list }
    },
  )

  app.post(
    '/slot-holds',
    {
      config: limitOf('slotHold'),
      schema: {
        tags: ['schedules'],
        summary:
          'Hold an open slot for 10 minutes while booking (anyone, a guest too): 409 SLOT_NOT_OPEN when it is taken. The id is the booking forms\u2019 slotHoldId',
        body: slotHoldInputSchema,
        response: { 201: slotHoldResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await schedules.hold(request.body) }),
  )

  app.delete(
    '/slot-holds/:holdId',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Let a held slot go (whoever has the hold id)',
        params: z.object({ holdId: z.uuid({ error: 'holdId must be a valid hold id' }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await schedules.releaseHold(request.params.holdId)
      return reply.code(204).send(null)
    },
  )
}
