import { and, gte, inArray, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { profileViews } from '../../db/schema/index.ts'

export type ProfileKind = 'partner' | 'coach'
export type ViewCount = { kind: ProfileKind; resourceId: string; day: string; views: number }

/** Profile views per profile and UTC day (decision 066): added in one upsert per flush, read in one aggregate. */
export function createProfileViewsRepository(db: Database) {
  return {
    /** Adds these counts to the kept ones: one statement for any number of profiles and days. */
    async add(counts: readonly ViewCount[]) {
      if (counts.length === 0) return
      await db
        .insert(profileViews)
        .values(
          counts.map((count) => ({
            resourceType: count.kind,
            resourceId: count.resourceId,
            day: count.day,
            views: count.views,
          })),
        )
        .onConflictDoUpdate({
          target: [profileViews.resourceId, profileViews.day],
          set: { views: sql`${profileViews.views} + excluded.views` },
        })
    },

    /** Views per UTC month from `from` on, and since `recentFrom`, of these profiles together. */
    async viewsOf(resourceIds: readonly string[], from: Date, recentFrom: Date) {
      if (resourceIds.length === 0) return { byMonth: [], recent: 0 }
      const rows = await queryRows<{ month: string; views: number | string; recent: number | string }>(
        db,
        sql`select to_char(${profileViews.day}, 'YYYY-MM') as month, sum(${profileViews.views}) as views,
              coalesce(sum(${profileViews.views}) filter (where ${profileViews.day} >= ${isoDay(recentFrom)}::date), 0) as recent
            from ${profileViews}
            where ${and(inArray(profileViews.resourceId, [...resourceIds]), gte(profileViews.day, isoDay(from)))}
            group by 1`,
      )
      return {
        byMonth: rows.map((row) => ({ month: row.month, views: Number(row.views) })),
        recent: rows.reduce((sum, row) => sum + Number(row.recent), 0),
      }
    },
  }
}
export type ProfileViewsRepository = ReturnType<typeof createProfileViewsRepository>

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
