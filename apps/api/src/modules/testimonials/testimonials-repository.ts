import type { Sport } from '@rally/shared'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { testimonials } from '../../db/schema/index.ts'

export type TestimonialDecision = 'approved' | 'rejected'

const listedColumns = {
  id: testimonials.id,
  quote: testimonials.quote,
  authorName: testimonials.authorName,
  role: testimonials.role,
  sport: testimonials.sport,
  country: testimonials.country,
  photoUrl: testimonials.photoUrl,
  createdAt: testimonials.createdAt,
}

export function createTestimonialsRepository(db: Database) {
  return {
    /** One page of approved testimonials, newest first, and how many there are. */
    async listApproved(query: { sport?: Sport; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(testimonials.status, 'approved')]
      if (query.sport) conditions.push(eq(testimonials.sport, query.sport))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select(listedColumns)
          .from(testimonials)
          .where(where)
          .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(testimonials).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    async hasPending(userId: string): Promise<boolean> {
      const [pending] = await db
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(and(eq(testimonials.userId, userId), eq(testimonials.status, 'pending')))
        .limit(1)
      return Boolean(pending)
    },

    async insert(values: typeof testimonials.$inferInsert) {
      const [row] = await db.insert(testimonials).values(values).returning(listedColumns)
      return row as NonNullable<typeof row>
    },

    async status(id: string) {
      const [row] = await db.select({ status: testimonials.status }).from(testimonials).where(eq(testimonials.id, id))
      return row?.status
    },

    /** Decides a pending testimonial; undefined when it is not (or no longer) pending. */
    async decide(id: string, status: TestimonialDecision, decidedAt: Date) {
      const [row] = await db
        .update(testimonials)
        .set({ status, decidedAt })
        .where(and(eq(testimonials.id, id), eq(testimonials.status, 'pending')))
        .returning({ id: testimonials.id, status: testimonials.status })
      return row
    },
  }
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>
