import type { HomeStats } from '@rally/shared'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'

/** Counts come back as text or numbers depending on the driver. */
export type HomeFiguresRow = { [K in keyof HomeStats]: string | number }

export function createStatsRepository(db: Database) {
  return {
    /** The nine home page figures in one round trip. */
    async homeFigures(): Promise<HomeFiguresRow> {
      const [row] = await queryRows<HomeFiguresRow>(
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
      return row as HomeFiguresRow
    },
  }
}

export type StatsRepository = ReturnType<typeof createStatsRepository>
