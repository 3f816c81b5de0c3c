import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academies } from '../../db/schema/index.ts'
import type { AcademyLookup } from './academy-lookup.ts'
import { approvedAcademy } from './academy-public-records-repository.ts'

/** The academies module's answers to other modules (the `AcademyLookup` port). */
export function createAcademyLookupRepository(db: Database): AcademyLookup {
  // A vacancy's page is a hot public read: its academy's card is prepared once.
  const card = db
    .select({
      id: academies.id,
      name: academies.name,
      category: academies.category,
      coverImage: academies.coverImage,
      location: academies.location,
    })
    .from(academies)
    .where(and(eq(academies.id, sql.placeholder('id')), approvedAcademy))
    .prepare('academy_approved_card')

  return {
    approvedCard: async (id) => (await card.execute({ id }))[0],

    async ownership(id) {
      const [row] = await db
        .select({ ownerUserId: academies.ownerUserId, isApproved: academies.isApproved })
        .from(academies)
        .where(eq(academies.id, id))
      return row
    },

    async latestOwnedBy(userId) {
      const [row] = await db
        .select({
          id: academies.id,
          name: academies.name,
          category: academies.category,
          description: academies.description,
          website: academies.website,
          coverImage: academies.coverImage,
          isApproved: academies.isApproved,
        })
        .from(academies)
        .where(eq(academies.ownerUserId, userId))
        .orderBy(desc(academies.createdAt), desc(academies.id))
        .limit(1)
      return row
    },

    async ownsApproved(userId) {
      const [row] = await db
        .select({ id: academies.id })
        .from(academies)
        .where(and(eq(academies.ownerUserId, userId), approvedAcademy))
        .limit(1)
      return Boolean(row)
    },
  }
}
