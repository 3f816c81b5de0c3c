import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academies } from '../../db/schema/index.ts'
import type { HeldAcademies, HeldByUsers } from '../user-holdings.ts'

/** The academies some users own, each user's by name, for the console (decision 041). */
export function createAcademyHoldingsRepository(db: Database): HeldByUsers<HeldAcademies> {
  return {
    async heldBy(userIds, executor = db) {
      if (userIds.length === 0) return new Map()
      const rows = await executor
        .select({
          ownerUserId: academies.ownerUserId,
          id: academies.id,
          name: academies.name,
          category: academies.category,
          isApproved: academies.isApproved,
        })
        .from(academies)
        .where(inArray(academies.ownerUserId, [...new Set(userIds)]))
        .orderBy(asc(academies.name))
      const held = new Map<string, HeldAcademies>()
      for (const { ownerUserId, ...academy } of rows) {
        const owned = held.get(ownerUserId as string) ?? []
        owned.push(academy)
        held.set(ownerUserId as string, owned)
      }
      return held
    },
  }
}
