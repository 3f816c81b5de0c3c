import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { sparringPartners } from '../../db/schema/index.ts'
import { fee, fieldsOf, fullName, place, profileDecision, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource, PublicLink, RatedPeople } from '../approvals/approval-source.ts'

/** What waits: a partner not yet active and not declined. */
const waiting = and(eq(sparringPartners.status, 'INACTIVE'), isNull(sparringPartners.declinedAt))

const linkOf = (partner: { id: string; sport: string }): PublicLink => ({
  kind: 'partner',
  id: partner.id,
  sport: partner.sport,
})

/** The partners' approval queue, and their names for the ratings queue. */
export function createPartnerApprovalSource(db: Database): ApprovalSource & RatedPeople {
  return {
    queue: 'partners',
    auditEntity: 'partner',

    waitingCount: () => db.select({ n: count() }).from(sparringPartners).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: sparringPartners.id,
          firstName: sparringPartners.firstName,
          lastName: sparringPartners.lastName,
          sport: sparringPartners.sport,
          city: sparringPartners.city,
          country: sparringPartners.country,
          createdAt: sparringPartners.createdAt,
        })
        .from(sparringPartners)
        .where(waiting)
        .orderBy(asc(sparringPartners.createdAt), asc(sparringPartners.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        title: fullName(row.firstName, row.lastName),
        subtitle: place(row.sport, row.city, row.country),
        rating: null,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [partner] = await executor.select().from(sparringPartners).where(eq(sparringPartners.id, id))
      if (!partner) return undefined
      return {
        id: partner.id,
        state: partner.status === 'ACTIVE' ? 'approved' : partner.declinedAt ? 'declined' : 'waiting',
        title: fullName(partner.firstName, partner.lastName),
        subtitle: partner.level,
        imageUrl: partner.image,
        fields: fieldsOf([
          ['sport', partner.sport, sportLabel(partner.sport)],
          ['location', place(partner.city, partner.state, partner.country)],
          ['level', partner.level],
          ['ranking', partner.ranking],
          ['fee', fee(partner.feeAmount, partner.feeCurrency)],
          ['languages', partner.languages],
        ]),
        text: partner.bio,
        submittedAt: partner.createdAt,
        version: partner.updatedAt,
        ownerId: partner.userId,
        contact: { email: partner.email, phone: partner.phone },
        documents: [],
        reports: [],
        declineReason: partner.declinedAt ? partner.declineReason : null,
        link: linkOf(partner),
      }
    },

    async decide(tx, id, decision) {
      const { set, change } = profileDecision(decision, {
        before: { status: 'INACTIVE' },
        after: { status: 'ACTIVE' as const },
      })
      const changed = await tx
        .update(sparringPartners)
        .set(set)
        .where(and(eq(sparringPartners.id, id), waiting, atVersion(sparringPartners.updatedAt, decision.version)))
        .returning({ id: sparringPartners.id })
      return changed.length === 0 ? undefined : change
    },

    async rated(ids, executor = db) {
      if (ids.length === 0) return []
      const rows = await executor
        .select({
          id: sparringPartners.id,
          name: sql<string>`${sparringPartners.firstName} || ' ' || ${sparringPartners.lastName}`,
          sport: sparringPartners.sport,
        })
        .from(sparringPartners)
        .where(inArray(sparringPartners.id, [...ids]))
      return rows.map((row) => ({ id: row.id, name: row.name, link: linkOf(row) }))
    },
  }
}
