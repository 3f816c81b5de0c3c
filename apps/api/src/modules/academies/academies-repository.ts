import type { Academy, Sport } from '@rally/shared'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academies } from '../../db/schema/index.ts'
import { approvedAcademy as approved } from './academy-public-records-repository.ts'

// Only what the public may see; never isApproved or internal timestamps beyond createdAt.
const publicColumns = {
  id: academies.id,
  name: academies.name,
  category: academies.category,
  isPremium: academies.isPremium,
  coverImage: academies.coverImage,
  location: academies.location,
  description: academies.description,
  website: academies.website,
  email: academies.email,
  phone: academies.phone,
  facebook: academies.facebook,
  instagram: academies.instagram,
  linkedin: academies.linkedin,
  twitter: academies.twitter,
  whatsapp: academies.whatsapp,
  youtubeChannel: academies.youtubeChannel,
  createdAt: academies.createdAt,
}

type AcademyRow = Omit<Academy, 'createdAt'> & { createdAt: Date }

export function createAcademiesRepository(db: Database) {
  // The public reads are hot: prepared once, they skip query building and planning on every call.
  const listing = [desc(academies.isPremium), asc(academies.name)] as const
  const listAll = db
    .select(publicColumns)
    .from(academies)
    .where(approved)
    .orderBy(...listing)
    .prepare('academies_list_all')
  const listByCategory = db
    .select(publicColumns)
    .from(academies)
    .where(and(approved, eq(academies.category, sql.placeholder('category'))))
    .orderBy(...listing)
    .prepare('academies_list_by_category')
  const findById = db
    .select(publicColumns)
    .from(academies)
    .where(and(approved, eq(academies.id, sql.placeholder('id'))))
    .prepare('academies_find_approved')

  return {
    /** Approved academies, premium first, then by name. */
    async listApproved(category: Sport | undefined): Promise<AcademyRow[]> {
      return category ? listByCategory.execute({ category }) : listAll.execute()
    },

    async findApproved(id: string): Promise<AcademyRow | undefined> {
      const [row] = await findById.execute({ id })
      return row
    },

    /** Any academy, approved or not, with its owner: for the owner's own view. */
    async findWithOwner(id: string) {
      const [row] = await db
        .select({ ...publicColumns, isApproved: academies.isApproved, ownerUserId: academies.ownerUserId })
        .from(academies)
        .where(eq(academies.id, id))
      return row
    },

    async insert(values: typeof academies.$inferInsert) {
      const [row] = await db
        .insert(academies)
        .values(values)
        .returning({ ...publicColumns, isApproved: academies.isApproved })
      return row as AcademyRow & { isApproved: boolean }
    },
  }
}

export type AcademiesRepository = ReturnType<typeof createAcademiesRepository>
