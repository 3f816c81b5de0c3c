import { type HomeStats, homeStatsSchema } from '@rally/shared'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'

type StatsRow = { [K in keyof HomeStats]: string | number }

/**
 * The home page's nine figures, computed from the database and kept for a few
 * minutes: they move slowly and the query reads several tables.
 */
export function createStatsService({
  db,
  ttlMs = 5 * 60 * 1000,
  clock = () => Date.now(),
}: {
  db: Database
  ttlMs?: number
  clock?: () => number
}) {
  let cached: { at: number; stats: Promise<HomeStats> } | undefined

  async function compute(): Promise<HomeStats> {
    const [row] = await queryRows<StatsRow>(
      db,
      sql`select
        (select count(*) from bookings where status = 'completed') as "bookingsCompleted",
        (select count(*) from users)
          + (select count(*) from sparring_partners where user_id is null)
          + (select count(*) from personal_coaches where user_id is null)
          + (select count(distinct lower(email)) from bookings where user_id is null) as "communityMembers",
        (select count(*) from sparring_partners where status = 'ACTIVE') as "sparringPartners",
        (select count(*) from personal_coaches where is_approved) as "sportsSpecialists",
        (select count(distinct lower(country)) from (
          select country from sparring_partners where status = 'ACTIVE' and country is not null
          union all select country from personal_coaches where is_approved and country is not null
        ) listed) as "countries",
        (select count(distinct lower(name)) from (
          select name from academies where is_approved
          union all select academy from personal_coaches where is_approved and academy is not null
        ) clubs) as "clubsInCollaboration",
        (select coalesce(sum(duration_minutes), 0) / 60 from bookings
          where status = 'completed' and resource_type = 'partner') as "hoursOfSparring",
        (select count(*) from academies where is_approved and category = 'Tennis') as "tennisAcademies",
        (select count(*) from academies where is_approved and category = 'Badminton') as "badmintonAcademies"`,
    )
    return Object.fromEntries(
      Object.entries(row as StatsRow).map(([key, value]) => [key, Math.floor(Number(value))]),
    ) as HomeStats
  }

  return {
    get(): Promise<HomeStats> {
      if (!cached || clock() - cached.at > ttlMs) {
        const stats = compute()
        cached = { at: clock(), stats }
        // A failed computation is not kept: the next caller tries again.
        stats.catch(() => {
          if (cached?.stats === stats) cached = undefined
        })
      }
      return cached.stats
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'The home page figures, computed from the database (refreshed every few minutes)',
        response: { 200: z.object({ data: homeStatsSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { data: await stats.get() }
    },
  )
}
