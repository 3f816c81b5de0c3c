export { sandboxPaymentRoutes } from './sandbox-routes.ts'
export { paymentWebhookRoutes } from './webhook-routes.ts'

import {
  errorEnvelopeSchema,
  manualPaymentInputSchema,
  manualPaymentResponseSchema,
  upiPaymentResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Authenticator } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { UpiService } from './upi-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)

const amountQuery = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(1_000_000)
    .default(290),
})

/**
 * /payment: the UPI link and QR code for an amount, and reported UPI payments. Operators confirm or
 * reject them in the console (/v1/console/payments/upi/...).
 */
export const manualPaymentRoutes: FastifyPluginAsyncZod<{
  payments: UpiService
  authenticator: Authenticator
}> = async (app, { payments, authenticator }) => {
  app.get(
    '/payments/upi',
    {
      schema: {
        tags: ['payments'],
        summary: 'The UPI payment link and payee for an amount in rupees',
        querystring: amountQuery,
        response: { 200: upiPaymentResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: payments.upiPayment(request.query.amount) }),
  )

  app.get(
    '/payments/upi/:bookingId',
    {
      schema: {
        // A session, or the booking e-mail's signed token instead: decided in the handler, not by the route guard.
        tags: ['payments'],
        summary:
          "The UPI payment link for a pay-later booking, for the fee recorded with it: the caller's own, or any with the booking e-mail's signed token",
        params: z.object({ bookingId: z.uuid({ error: 'bookingId must be a valid booking id' }) }),
        querystring: z.object({ token: z.string().trim().min(1).max(200).optional() }),
        response: { 200: upiPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const { token } = request.query
      const auth = token === undefined ? await authenticator.required(request) : await authenticator.optional(request)
      return { data: await payments.upiPaymentForBooking(request.params.bookingId, { auth, token }) }
    },
  )

  app.get(
    '/payments/upi-qr.svg',
    { schema: { tags: ['payments'], summary: 'The UPI QR code for an amount, as SVG', querystring: amountQuery } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(await payments.upiQrCodeSvg(request.query.amount)),
  )

  app.post(
    '/payments/manual',
    {
      config: limitOf('manualPayment'),
      schema: {
        tags: ['payments'],
        summary:
          'Report a UPI payment: it waits for confirmation. A bookingId names the signed-in booker’s own pay-later booking, or comes with the bookingToken of the booking e-mail’s payment link',
        body: manualPaymentInputSchema,
        response: { 201: manualPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      return reply.code(201).send({ data: await payments.report(request.body, auth) })
    },
  )
}
