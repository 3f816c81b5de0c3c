import {
  bookingResponseSchema,
  bookingStatusChangeResponseSchema,
  bookingStatusChangeSchema,
  createBookingInputSchema,
  paymentOrderRequestSchema,
  paymentOrderResponseSchema,
  paymentProofSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { withNeutralProofNames } from '../../adapters/payments/payments.ts'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { keepPublicAnswers } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import { requestLanguage } from '../../http/request-language.ts'
import { bookingParams } from './booking-routes.ts'
import type { BookingStatusService } from './booking-status-service.ts'
import type { BookingsService } from './bookings-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

export const bookingWriteRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService
  statuses: BookingStatusService
  authenticator: Authenticator
}> = async (app, { bookings, statuses, authenticator }) => {
  app.patch(
    '/booking/:id',
    {
      schema: {
        security: signedIn,
        tags: ['bookings'],
        summary:
          'Move a booking on: the person booked accepts, declines or completes; the booker or the person booked cancels (a paid booking is refunded within 7 days of payment, except a session the booker cancels after it started)',
        params: bookingParams,
        body: bookingStatusChangeSchema,
        response: { 200: bookingStatusChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      const { booking, refund } = await statuses.change(auth, request.params.id, request.body.status)
      return { data: booking, ...(refund && { refund }) }
    },
  )

  app.post(
    '/booking',
    {
      config: limitOf('booking', {
        // Parsed first, so that a paid booking is never held back: its money is already taken.
        hook: 'preHandler',
        allowList: (request) => Boolean((request.body as { paymentId?: string } | undefined)?.paymentId),
      }),
      // A client that follows the spec names the payment proof as Razorpay does; read before validation.
      preValidation: async (request) => {
        request.body = withNeutralProofNames(request.body) as typeof request.body
      },
      schema: {
        tags: ['bookings'],
        summary:
          'Book a sparring partner or a specialist (not your own profile; a specialist session today or later in timeZone). Pay later, free, or after an online payment (send the payment order id, payment id and signature). An Idempotency-Key header makes retries safe.',
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() }),
        body: z.intersection(createBookingInputSchema, paymentProofSchema.partial()),
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      const { paymentOrderId, paymentId, paymentSignature, ...input } = request.body
      const proof =
        paymentOrderId && paymentId && paymentSignature
          ? { paymentOrderId, paymentId, signature: paymentSignature }
          : undefined
      const answer = await bookings.create(input as typeof request.body, auth, {
        idempotencyKey: request.headers['idempotency-key'],
        proof,
        language: requestLanguage(request),
      })
      // A booking of a person changes their public booked count; one of no one in particular shows
      // nowhere public (the home page's figures keep their own minutes), so the public cache stays.
      if (answer.body.resourceId === null) keepPublicAnswers(request)
      return reply.code(answer.status === 200 ? 200 : 201).send({ data: answer.body })
    },
  )

  // The provider-neutral address, and the spec's /razorpay, which the web's checkout calls.
  for (const url of ['/payments/orders', '/razorpay']) {
    app.post(
      url,
      {
        config: limitOf('paymentOrder'),
        schema: {
          tags: ['payments'],
          summary:
            'Create a payment order (action CreateOrder). The server decides the amount from the fee of the person booked.',
          body: paymentOrderRequestSchema,
          response: { 200: paymentOrderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const auth = await authenticator.optional(request)
        return { data: await bookings.createOrder(request.body, auth, requestLanguage(request)) }
      },
    )
  }
}
