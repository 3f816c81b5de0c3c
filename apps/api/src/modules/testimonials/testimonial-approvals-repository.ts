import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { testimonials } from '../../db/schema/index.ts'
import { fieldsOf, place, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource } from '../approvals/approval-source.ts'

const waiting = eq(testimonials.status, 'pending')

/** The testimonials' approval queue. */
export function createTestimonialApprovalSource(db: Database): ApprovalSource {
  return {
    queue: 'testimonials',
    auditEntity: 'testimonial',

    waitingCount: () => db.select({ n: count() }).from(testimonials).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: testimonials.id,
          authorName: testimonials.authorName,
          quote: testimonials.quote,
          createdAt: testimonials.createdAt,
        })
        .from(testimonials)
        .where(waiting)
        .orderBy(asc(testimonials.createdAt), asc(testimonials.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        title: row.authorName,
        subtitle: row.quote.slice(0, 140),
        rating: null,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [testimonial] = await executor.select().from(testimonials).where(eq(testimonials.id, id))
      if (!testimonial) return undefined
      return {
        id: testimonial.id,
        state:
          testimonial.status === 'pending' ? 'waiting' : testimonial.status === 'approved' ? 'approved' : 'declined',
        title: testimonial.authorName,
        subtitle: place(testimonial.sport, testimonial.country),
        imageUrl: testimonial.photoUrl,
        fields: fieldsOf([
          ['author', testimonial.authorName],
          ['role', testimonial.role, { kind: 'testimonialRole', value: testimonial.role }],
          ['sport', testimonial.sport, sportLabel(testimonial.sport)],
          ['country', testimonial.country],
        ]),
        text: testimonial.quote,
        submittedAt: testimonial.createdAt,
        version: testimonial.createdAt,
        ownerId: testimonial.userId,
        documents: [],
        reports: [],
        declineReason: null,
        link: { kind: 'testimonials' },
      }
    },

    async decide(tx, id, decision) {
      const status = decision.kind === 'approve' ? 'approved' : 'rejected'
      const changed = await tx
        .update(testimonials)
        .set({ status, decidedAt: decision.now })
        .where(and(eq(testimonials.id, id), waiting, atVersion(testimonials.createdAt, decision.version)))
        .returning({ id: testimonials.id })
      if (changed.length === 0) return undefined
      return { before: { status: 'pending' }, after: { status } }
    },
  }
}
