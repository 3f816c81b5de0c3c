import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { personalCoaches } from '../../db/schema/index.ts'
import { fee, fieldsOf, fullName, place, profileDecision, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource, PublicLink, RatedPeople } from '../approvals/approval-source.ts'

/** What waits: a specialist neither approved nor declined. */
const waiting = and(eq(personalCoaches.isApproved, false), isNull(personalCoaches.declinedAt))

const linkOf = (coach: { id: string; category: string }): PublicLink => ({
  kind: 'specialist',
  id: coach.id,
  category: coach.category,
})

/** The specialists' approval queue, and their names for the ratings queue. */
export function createSpecialistApprovalSource(db: Database): ApprovalSource & RatedPeople {
  return {
    queue: 'specialists',
    auditEntity: 'specialist',

    waitingCount: () => db.select({ n: count() }).from(personalCoaches).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: personalCoaches.id,
          firstName: personalCoaches.firstName,
          lastName: personalCoaches.lastName,
          category: personalCoaches.category,
          city: personalCoaches.city,
          country: personalCoaches.country,
          createdAt: personalCoaches.createdAt,
        })
        .from(personalCoaches)
        .where(waiting)
        .orderBy(asc(personalCoaches.createdAt), asc(personalCoaches.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        title: fullName(row.firstName, row.lastName),
        subtitle: place(row.category, row.city, row.country),
        rating: null,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [coach] = await executor.select().from(personalCoaches).where(eq(personalCoaches.id, id))
      if (!coach) return undefined
      return {
        id: coach.id,
        state: coach.isApproved ? 'approved' : coach.declinedAt ? 'declined' : 'waiting',
        title: fullName(coach.firstName, coach.lastName),
        subtitle: coach.title,
        imageUrl: coach.image,
        fields: fieldsOf([
          ['category', coach.category, sportLabel(coach.category)],
          ['location', place(coach.city, coach.state, coach.country)],
          ['level', coach.highestRank],
          ['fee', fee(coach.feeAmount, coach.feeCurrency)],
          ['experience', coach.experienceYears],
          ['academy', coach.academy],
          ['languages', coach.languages],
          ['certifications', coach.certifications],
          ['achievements', coach.achievements],
          ['specializations', coach.specializations],
          ['social', Object.values(coach.socialLinks).filter((link): link is string => Boolean(link))],
          [
            'references',
            coach.references.map((reference) =>
              [reference.name, reference.relation, reference.contact].filter(Boolean).join(' · '),
            ),
          ],
        ]),
        text: [coach.coachingExperience, coach.additionalInformation, coach.availability].filter(Boolean).join('\n\n'),
        submittedAt: coach.createdAt,
        version: coach.updatedAt,
        ownerId: coach.userId,
        contact: { email: coach.email, phone: coach.phone },
        documents: [
          ...(coach.cvUrl ? [{ name: 'CV', url: coach.cvUrl }] : []),
          ...coach.documents.map((document) => ({ name: document.name, url: document.url })),
        ],
        reports: [],
        declineReason: coach.declinedAt ? coach.declineReason : null,
        link: linkOf(coach),
      }
    },

    async decide(tx, id, decision) {
      const { set, change } = profileDecision(decision, { before: { isApproved: false }, after: { isApproved: true } })
      const changed = await tx
        .update(personalCoaches)
        .set(set)
        .where(and(eq(personalCoaches.id, id), waiting, atVersion(personalCoaches.updatedAt, decision.version)))
        .returning({ id: personalCoaches.id })
      return changed.length === 0 ? undefined : change
    },

    async rated(ids, executor = db) {
      if (ids.length === 0) return []
      const rows = await executor
        .select({
          id: personalCoaches.id,
          name: sql<string>`${personalCoaches.firstName} || ' ' || ${personalCoaches.lastName}`,
          category: personalCoaches.category,
        })
        .from(personalCoaches)
        .where(inArray(personalCoaches.id, [...ids]))
      return rows.map((row) => ({ id: row.id, name: row.name, link: linkOf(row) }))
    },
  }
}
