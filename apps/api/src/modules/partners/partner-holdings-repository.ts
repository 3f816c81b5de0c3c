import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sparringPartners } from '../../db/schema/index.ts'
import type { HeldByUsers, HeldPartner } from '../user-holdings.ts'

/** The sparring-partner profiles of some users, for the console (decision 041). */
export function createPartnerHoldingsRepository(db: Database): HeldByUsers<HeldPartner> {
  return {
    async heldBy(userIds, executor = db) {
      if (userIds.length === 0) return new Map()
      const rows = await executor
        .select({
          userId: sparringPartners.userId,
          id: sparringPartners.id,
          firstName: sparringPartners.firstName,
          lastName: sparringPartners.lastName,
          sport: sparringPartners.sport,
          status: sparringPartners.status,
        })
        .from(sparringPartners)
        .where(inArray(sparringPartners.userId, [...new Set(userIds)]))
      return new Map(rows.map(({ userId, ...held }) => [userId as string, held]))
    },
  }
}
