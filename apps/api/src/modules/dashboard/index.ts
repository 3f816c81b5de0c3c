import { providerDashboardResponseSchema, type StatementFormat, statementParamsSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { ProviderDashboardService } from './dashboard-service.ts'
import { statementCsv, statementPdf } from './statement-files.ts'
import type { StatementsService } from './statements-service.ts'

const errors = errorResponses(400, 401, 403)

const contentTypes: Record<StatementFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
}

/**
 * A provider's own dashboard and monthly statements (decision 066): the signed-in partner, specialist or
 * academy owner only; no id in the path, so nobody can ask for another's.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: ProviderDashboardService
  statements: StatementsService
  authenticator: Authenticator
}> = async (app, { dashboard, statements, authenticator }) => {
  app.get(
    '/me/dashboard',
    {
      schema: {
        security: signedIn,
        tags: ['dashboard'],
        summary:
          'Your own dashboard as a provider: sessions, earnings by month, payouts, refunds, ratings and profile views',
        response: { 200: providerDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dashboard.dashboard(await authenticator.required(request)) }),
  )

  for (const format of ['csv', 'pdf'] as const) {
    app.get(
      `/me/statements/:month.${format}`,
      {
        schema: {
          security: signedIn,
          tags: ['dashboard'],
          summary: `Your statement of a month (YYYY-MM) as ${format.toUpperCase()}: sessions, payments, refunds, transfers and payouts with totals, in your language`,
          params: statementParamsSchema,
        },
      },
      async (request, reply) => {
        const statement = await statements.statement(await authenticator.required(request), request.params.month)
        const body = format === 'csv' ? statementCsv(statement) : await statementPdf(statement)
        return reply
          .type(contentTypes[format])
          .header('content-disposition', `attachment; filename="rally-statement-${statement.month}.${format}"`)
          .send(body)
      },
    )
  }
}
