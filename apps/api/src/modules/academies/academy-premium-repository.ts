import { and, asc, desc, eq, ilike } from 'drizzle-orm'
import { type Operator, recordAudit } from '../../db/audit-log.ts'
import type { Database } from '../../db/client.ts'
import type { EditOutcome } from '../../db/editable-lists.ts'
import { academies } from '../../db/schema/index.ts'

const academyColumns = {
  id: academies.id,
  name: academies.name,
  category: academies.category,
  location: academies.location,
  isApproved: academies.isApproved,
  isPremium: academies.isPremium,
  updatedAt: academies.updatedAt,
}

export type AcademyRecord = {
  id: string
  name: string
  category: string
  location: string | null
  isApproved: boolean
  isPremium: boolean
  updatedAt: Date
}

/** Premium academies as the console finds and marks them (the content section asks for them, decision 041). */
export function createAcademyPremiumRepository(db: Database) {
  return {
    /** Academies by name for the premium toggle, premium first. */
    findAcademies({ q, premium, limit }: { q?: string; premium?: boolean; limit: number }) {
      const escaped = q?.replace(/[\\%_]/g, (character) => `\\${character}`)
      return db
        .select(academyColumns)
        .from(academies)
        .where(
          and(
            escaped ? ilike(academies.name, `%${escaped}%`) : undefined,
            premium === undefined ? undefined : eq(academies.isPremium, premium),
          ),
        )
        .orderBy(desc(academies.isPremium), asc(academies.name), asc(academies.id))
        .limit(limit)
    },

    /** Sets whether an academy is premium, on the version read; the same value again changes nothing. */
    async setAcademyPremium(
      id: string,
      isPremium: boolean,
      openedVersion: string | undefined,
      operator: Operator,
      now: Date,
    ): Promise<EditOutcome<AcademyRecord>> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(academyColumns).from(academies).where(eq(academies.id, id)).for('update')
        if (!before) return { status: 'missing' }
        if (openedVersion && before.updatedAt.getTime() !== new Date(openedVersion).getTime()) {
          return { status: 'changed' }
        }
        if (before.isPremium === isPremium) return { status: 'done', row: before }
        const [after] = await tx
          .update(academies)
          .set({ isPremium, updatedAt: now })
          .where(and(eq(academies.id, id), eq(academies.isPremium, before.isPremium)))
          .returning(academyColumns)
        if (!after) return { status: 'changed' }
        await recordAudit(tx, operator, {
          action: isPremium ? 'academy.feature' : 'academy.unfeature',
          entityType: 'academy',
          entityId: id,
          before: { isPremium: before.isPremium },
          after: { isPremium: after.isPremium },
        })
        return { status: 'done', row: after }
      })
    },
  }
}
