import { homeStatsResponseSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { StatsService } from './stats-service.ts'

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'The home page figures, computed from the database (refreshed every few minutes)',
        response: { 200: homeStatsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { data: await stats.get() }
    },
  )
}
