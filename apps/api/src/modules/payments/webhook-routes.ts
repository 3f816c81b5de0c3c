import { paymentWebhookResponseSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../core/errors.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { PaymentsService } from './payments-service.ts'

/**
 * The payment provider's webhook, at a provider-neutral address and at /razorpay/webhook, the address
 * Razorpay's dashboard is configured with. Webhooks are signed over the exact bytes sent, so this scope
 * keeps the raw body.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  )
  for (const url of ['/payments/webhook', '/razorpay/webhook']) {
    app.post(
      url,
      {
        schema: {
          tags: ['payments'],
          summary: "The payment provider's webhook, verified over the raw body",
          response: { 200: paymentWebhookResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : ''
        try {
          JSON.parse(raw)
        } catch {
          throw new AppError('BAD_REQUEST', 'The webhook body is not JSON')
        }
        return payments.handleWebhook(raw, request.headers)
      },
    )
  }
}
