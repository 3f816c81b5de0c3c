import {
  countryCodeOf,
  type SubmitTestimonialInput,
  type Testimonial,
  type TestimonialEligibility,
  type TestimonialListQuery,
} from '@rally/shared'
import { type Auth, assertAdmin } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { BookingFacts } from '../bookings/booking-facts.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type { TestimonialDecision, TestimonialsRepository } from './testimonials-repository.ts'

type Row = Omit<Testimonial, 'createdAt' | 'countryCode'> & { createdAt: Date }

const asTestimonial = (row: Row): Testimonial => ({
  ...row,
  countryCode: countryCodeOf(row.country) ?? null,
  createdAt: row.createdAt.toISOString(),
})

const noCompletedBookingMessage = 'You can share your experience after a completed booking'
const notYourBookingMessage = 'Choose one of your own completed bookings'
const awaitingModerationMessage =
  'Your testimonial is waiting for moderation; you can send another once it has been reviewed'

/**
 * Testimonials: what players, parents, coaches and academies say about Rally. Only someone with a
 * completed booking may send one, one at a time; it is listed once an admin approves it. The
 * bookings module answers who has a completed booking, the users module the author's name.
 */
export function createTestimonialsService({
  repository,
  bookings,
  people,
  clock = () => new Date(),
}: {
  repository: TestimonialsRepository
  bookings: Pick<BookingFacts, 'completedBookingIds'>
  people: Pick<UserDirectory, 'namesOf'>
  clock?: () => Date
}) {
  return {
    async listApproved(query: TestimonialListQuery): Promise<{ data: Testimonial[]; total: number }> {
      const { rows, total } = await repository.listApproved({
        sport: query.sport,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return { data: rows.map(asTestimonial), total }
    },

    async eligibility(auth: Auth): Promise<TestimonialEligibility> {
      if ((await bookings.completedBookingIds(auth.userId)).length === 0) {
        return { canSubmit: false, reason: 'noCompletedBooking' }
      }
      if (await repository.hasPending(auth.userId)) return { canSubmit: false, reason: 'awaitingModeration' }
      return { canSubmit: true, reason: 'eligible' }
    },

    async submit(auth: Auth, input: SubmitTestimonialInput) {
      const completed = await bookings.completedBookingIds(auth.userId)
      if (completed.length === 0) throw new AppError('FORBIDDEN', noCompletedBookingMessage)
      if (input.bookingId && !completed.includes(input.bookingId)) {
        throw new AppError('FORBIDDEN', notYourBookingMessage, { bookingId: notYourBookingMessage })
      }
      if (await repository.hasPending(auth.userId)) {
        throw new AppError('TESTIMONIAL_AWAITING_MODERATION', awaitingModerationMessage)
      }
      const author = (await people.namesOf([auth.userId])).get(auth.userId)
      try {
        const row = await repository.insert({
          quote: input.quote,
          authorName: [author?.firstName, author?.lastName].filter(Boolean).join(' ') || 'Rally member',
          role: input.role,
          sport: input.sport,
          country: input.country,
          photoUrl: input.photoUrl || author?.picture || null,
          userId: auth.userId,
          bookingId: input.bookingId ?? null,
          status: 'pending',
        })
        return { ...asTestimonial(row), status: 'pending' as const }
      } catch (error) {
        // Two sends at once: the database keeps one pending per person.
        if (isUniqueViolation(error, 'testimonials_one_pending_per_user')) {
          throw new AppError('TESTIMONIAL_AWAITING_MODERATION', awaitingModerationMessage)
        }
        throw error
      }
    },

    /** An admin's decision on a pending testimonial; a decision is final. */
    async moderate(auth: Auth, id: string, status: TestimonialDecision) {
      assertAdmin(auth, 'Only moderators can approve or reject testimonials')
      const decided = await repository.decide(id, status, clock())
      if (decided) return decided
      const current = await repository.status(id)
      if (!current) throw new AppError('NOT_FOUND', 'Testimonial not found')
      throw new AppError('TESTIMONIAL_ALREADY_MODERATED', `This testimonial has already been ${current}`)
    },
  }
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>
