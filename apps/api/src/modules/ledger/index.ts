import { consoleLedgerQuerySchema, consoleLedgerResponseSchema, ledgerAdjustmentInputSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, adminOnly } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { LedgerConsoleService } from './ledger-console-service.ts'

const errors = errorResponses(400, 401, 403, 404)

/** The console's ledger (admins only, decision 063): one provider's entries and balance; an adjustment. */
export const ledgerConsoleRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerConsoleService
  authenticator: Authenticator
}> = async (app, { ledger, authenticator }) => {
  app.get(
    '/console/ledger',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'A provider’s ledger: entries newest first, and what Rally holds for them per currency',
        querystring: consoleLedgerQuerySchema,
        response: { 200: consoleLedgerResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ledger.ledgerOf(request.query) }),
  )

  app.post(
    '/console/ledger/adjustments',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Correct what Rally holds for a provider, with a reason (audited)',
        body: ledgerAdjustmentInputSchema,
        response: { 201: consoleLedgerResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await ledger.adjust(await authenticator.required(request), request.body) }),
  )
}
