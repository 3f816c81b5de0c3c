import { teamListSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cacheBriefly } from '../../http/caching.ts'
import type { TeamService } from './team-service.ts'

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/team',
    {
      schema: {
        tags: ['site'],
        summary: 'The core team in the order shown, each with a bio per language (English always)',
        response: { 200: teamListSchema },
      },
    },
    async (_request, reply) => {
      // Edited in the console: a short lifetime, so that a change shows soon everywhere (issue 12).
      cacheBriefly(reply)
      return { data: await team.list() }
    },
  )
}
