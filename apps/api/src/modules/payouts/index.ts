import {
  consolePayoutListResponseSchema,
  consolePayoutResponseSchema,
  consolePayoutsQuerySchema,
  manualPayoutInputSchema,
  myPayoutsQuerySchema,
  payoutAccountInputSchema,
  payoutAccountResponseSchema,
  payoutDecisionInputSchema,
  payoutListResponseSchema,
  payoutTotalsResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { PayoutsService } from './payouts-service.ts'

// Other modules use the payouts' ports through `./payouts-service.ts` (types only).
export type { PaidBookingTransfers, PayoutWebhooks } from './payouts-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
const payoutParams = z.object({ id: z.uuid({ error: 'id must be a valid payout id' }) })

/** A provider's own payout details and payouts (partners, specialists, academy owners). */
export const payoutRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService; authenticator: Authenticator }> = async (
  app,
  { payouts, authenticator },
) => {
  app.get(
    '/me/payout-account',
    {
      schema: {
        security: signedIn,
        tags: ['payouts'],
        summary: 'Your payout details and their state (partners, specialists and academy owners)',
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await payouts.myAccount(await authenticator.required(request)) }),
  )

  app.put(
    '/me/payout-account',
    {
      schema: {
        security: signedIn,
        tags: ['payouts'],
        summary:
          'Add or change your payout details: a Route linked account in India, Malaysia and Singapore; elsewhere paid by hand',
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await payouts.saveMyAccount(await authenticator.required(request), request.body) }),
  )

  app.get(
    '/me/payouts',
    {
      schema: {
        security: signedIn,
        tags: ['payouts'],
        summary: 'Your payouts, newest first: transfers of your sessions and payments made by hand',
        querystring: myPayoutsQuerySchema,
        response: { 200: payoutListResponseSchema, ...errors },
      },
    },
    async (request) => payouts.myPayouts(await authenticator.required(request), request.query.cursor),
  )

  app.get(
    '/console/payouts',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Payouts: held, due, failed, paid by hand, on the way (admins)',
        querystring: consolePayoutsQuerySchema,
        response: { 200: consolePayoutListResponseSchema, ...errors },
      },
    },
    async (request) => payouts.consoleList(request.query),
  )

  app.get(
    '/console/payouts/totals',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Payout totals per currency, with what the ledger says Rally still holds (admins)',
        response: { 200: payoutTotalsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await payouts.totals() }),
  )

  app.post(
    '/console/payouts/manual',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Record a bank transfer made by hand to a provider, with its reference (admins, audited)',
        body: manualPayoutInputSchema,
        response: { 201: consolePayoutResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await payouts.recordManual(await authenticator.required(request), request.body) }),
  )

  for (const action of ['release', 'hold'] as const) {
    app.post(
      `/console/payouts/:id/${action}`,
      {
        schema: {
          security: adminOnly,
          tags: ['console'],
          summary:
            action === 'release'
              ? 'Release a held transfer now, with a reason (admins, audited)'
              : 'Hold a transfer until an operator releases it, with a reason (admins, audited)',
          params: payoutParams,
          body: payoutDecisionInputSchema,
          response: { 200: consolePayoutResponseSchema, ...errors },
        },
      },
      async (request) => {
        const operator = await authenticator.required(request)
        const { id } = request.params
        const { reason } = request.body
        return {
          data:
            action === 'release'
              ? await payouts.consoleRelease(operator, id, reason)
              : await payouts.consoleHold(operator, id, reason),
        }
      },
    )
  }
}
