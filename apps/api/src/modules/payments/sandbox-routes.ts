import { errorEnvelopeSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sandboxCheckoutScript } from '../../adapters/payments/sandbox-checkout-script.ts'
import type { SandboxPayments } from '../../adapters/payments/sandbox-payments.ts'
import { AppError } from '../../core/errors.ts'
import type { PaymentsService } from './payments-service.ts'

/** How long the sandbox waits before sending its payment webhook, as Razorpay's servers do a little after checkout. */
const webhookDelayMs = 1500

/**
 * The sandbox's side of Razorpay: the checkout script, and what its dialog's
 * buttons do. After a sandbox payment it also delivers a signed
 * `payment.captured` webhook to the app, so a payment whose browser closed
 * still becomes a booking, as in production.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxPayments
  payments: PaymentsService
}> = async (app, { sandbox, payments }) => {
  const orderBody = z.object({ order_id: z.string().trim().min(1, 'order_id is required') })

  async function findOrder(orderId: string) {
    const order = await payments.orderAmount(orderId)
    if (!order) throw new AppError('NOT_FOUND', 'No such payment order')
    return { id: orderId, amount: order.amountMinor, currency: order.currency }
  }

  function deliverWebhook(
    event: 'payment.captured' | 'payment.failed',
    order: { id: string; amount: number; currency: string },
    paymentId: string,
  ) {
    const { body, headers } = sandbox.webhook(event, order, paymentId)
    return payments.handleWebhook(body, headers)
  }

  app.get('/razorpay/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sandboxCheckoutScript),
  )

  app.post(
    '/razorpay/sandbox/pay',
    {
      schema: {
        hide: true,
        body: orderBody,
        response: {
          200: z.object({
            razorpay_order_id: z.string(),
            razorpay_payment_id: z.string(),
            razorpay_signature: z.string(),
          }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await findOrder(request.body.order_id)
      const proof = sandbox.pay(order)
      const timer = setTimeout(() => {
        deliverWebhook('payment.captured', order, proof.razorpay_payment_id).catch((error: unknown) =>
          request.log.error({ err: error }, 'sandbox webhook failed'),
        )
      }, webhookDelayMs)
      timer.unref()
      return proof
    },
  )

  app.post(
    '/razorpay/sandbox/fail',
    {
      schema: {
        hide: true,
        body: orderBody,
        response: {
          200: z.object({
            error: z.object({
              code: z.string(),
              description: z.string(),
              source: z.string(),
              step: z.string(),
              reason: z.string(),
              metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
            }),
          }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await findOrder(request.body.order_id)
      const paymentId = sandbox.newPaymentId()
      await deliverWebhook('payment.failed', order, paymentId)
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox). No money was taken.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      }
    },
  )
}
