import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { academies } from '../../db/schema/index.ts'
import { fieldsOf, place, profileDecision, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource } from '../approvals/approval-source.ts'

/** What waits: an academy neither approved nor declined. */
const waiting = and(eq(academies.isApproved, false), isNull(academies.declinedAt))

/** The academies' approval queue. */
export function createAcademyApprovalSource(db: Database): ApprovalSource {
  return {
    queue: 'academies',
    auditEntity: 'academy',

    waitingCount: () => db.select({ n: count() }).from(academies).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: academies.id,
          name: academies.name,
          category: academies.category,
          location: academies.location,
          createdAt: academies.createdAt,
        })
        .from(academies)
        .where(waiting)
        .orderBy(asc(academies.createdAt), asc(academies.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        title: row.name,
        subtitle: place(row.category, row.location),
        rating: null,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [academy] = await executor.select().from(academies).where(eq(academies.id, id))
      if (!academy) return undefined
      return {
        id: academy.id,
        state: academy.isApproved ? 'approved' : academy.declinedAt ? 'declined' : 'waiting',
        title: academy.name,
        subtitle: academy.location,
        imageUrl: academy.coverImage,
        fields: fieldsOf([
          ['sport', academy.category, sportLabel(academy.category)],
          ['location', academy.location],
          ['website', academy.website],
          [
            'social',
            [
              academy.facebook,
              academy.instagram,
              academy.linkedin,
              academy.twitter,
              academy.youtubeChannel,
              academy.whatsapp,
            ].filter((link): link is string => Boolean(link)),
          ],
        ]),
        text: academy.description,
        submittedAt: academy.createdAt,
        version: academy.updatedAt,
        ownerId: academy.ownerUserId,
        contact: { email: academy.email, phone: academy.phone },
        documents: [],
        reports: [],
        declineReason: academy.declinedAt ? academy.declineReason : null,
        link: { kind: 'academy', id: academy.id, sport: academy.category },
      }
    },

    async decide(tx, id, decision) {
      const { set, change } = profileDecision(decision, { before: { isApproved: false }, after: { isApproved: true } })
      const changed = await tx
        .update(academies)
        .set(set)
        .where(and(eq(academies.id, id), waiting, atVersion(academies.updatedAt, decision.version)))
        .returning({ id: academies.id })
      return changed.length === 0 ? undefined : change
    },
  }
}
