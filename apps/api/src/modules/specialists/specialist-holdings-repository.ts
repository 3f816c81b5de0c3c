import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { personalCoaches } from '../../db/schema/index.ts'
import type { HeldByUsers, HeldSpecialist } from '../user-holdings.ts'

/** The specialist profiles of some users, for the console (decision 041). */
export function createSpecialistHoldingsRepository(db: Database): HeldByUsers<HeldSpecialist> {
  return {
    async heldBy(userIds, executor = db) {
      if (userIds.length === 0) return new Map()
      const rows = await executor
        .select({
          userId: personalCoaches.userId,
          id: personalCoaches.id,
          firstName: personalCoaches.firstName,
          lastName: personalCoaches.lastName,
          category: personalCoaches.category,
          isApproved: personalCoaches.isApproved,
        })
        .from(personalCoaches)
        .where(inArray(personalCoaches.userId, [...new Set(userIds)]))
      return new Map(rows.map(({ userId, ...held }) => [userId as string, held]))
    },
  }
}
