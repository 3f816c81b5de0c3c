import type { Feedback, RatingEligibility, RatingInput } from '@rally/shared'
import { type Auth, assertAdmin } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { BookingFacts } from '../bookings/booking-facts.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type { FeedbackSort, FeedbacksRepository, ModerationStatus } from './feedbacks-repository.ts'

type ListQuery = { resourceId: string; limit: number; skip: number; sort: FeedbackSort }

const noSuchPerson = () => new AppError('NOT_FOUND', 'There is no such partner or specialist to rate')

/**
 * Feedback and ratings. Only approved feedback is listed or counts towards a
 * person's totalRating, which is recomputed in the same transaction as every
 * moderation decision.
 */
export function createFeedbacksService({
  repository,
  bookables,
  bookings,
  people,
}: {
  repository: FeedbacksRepository
  bookables: Pick<Bookables, 'findById' | 'setRating'>
  /** Whether the rater has completed a session with the person: the bookings module's answer. */
  bookings: Pick<BookingFacts, 'hasCompletedSession'>
  /** The rater's name: the users module's answer. */
  people: Pick<UserDirectory, 'namesOf'>
}) {
  /** A partner or specialist who may be rated, known by their profile's id. */
  async function ratedPerson(id: string) {
    const person = await bookables.findById(id)
    if (!person?.rateable) throw noSuchPerson()
    return person
  }

  return {
    async listApproved(query: ListQuery): Promise<{ data: Feedback[]; total: number }> {
      const { rows, total } = await repository.listApproved(query)
      return {
        data: rows.map((row) => ({ ...row, status: 'approved' as const, createdAt: row.createdAt.toISOString() })),
        total,
      }
    },

    /** Whether the signed-in person may rate this partner or specialist now, and if not, why. */
    async eligibility(auth: Auth, resourceId: string): Promise<RatingEligibility> {
      const person = await ratedPerson(resourceId)
      if (person.ownerUserId === auth.userId) return { canRate: false, reason: 'ownProfile' }
      if (await repository.hasRated(auth.userId, resourceId)) return { canRate: false, reason: 'alreadyRated' }
      if (!(await bookings.hasCompletedSession(auth.userId, resourceId))) {
        return { canRate: false, reason: 'noCompletedSession' }
      }
      return { canRate: true, reason: 'eligible' }
    },

    /** A rating from someone who has completed a booking with that partner or specialist; it waits for moderation. */
    async rate(auth: Auth, input: RatingInput) {
      const person = await ratedPerson(input.resourceId)
      // The person rated is never the rater, whatever bookings exist between their accounts.
      if (person.ownerUserId === auth.userId) {
        throw new AppError('RATING_OWN_PROFILE', 'You cannot rate your own profile')
      }
      const resourceType = person.ref.kind
      if (!(await bookings.hasCompletedSession(auth.userId, input.resourceId))) {
        throw new AppError('FORBIDDEN', 'You can rate someone after a completed session with them')
      }
      const author = (await people.namesOf([auth.userId])).get(auth.userId)
      const authorName = [author?.firstName, author?.lastName?.slice(0, 1)].filter(Boolean).join(' ') || 'Rally player'
      try {
        return await repository.insert({
          resourceType,
          resourceId: input.resourceId,
          userId: auth.userId,
          authorName: author?.lastName ? `${authorName}.` : authorName,
          rating: input.rating,
          comment: input.comment || null,
          status: 'pending',
        })
      } catch (error) {
        if (isUniqueViolation(error, 'feedbacks_user_resource_key')) {
          throw new AppError('CONFLICT', 'You have already rated this person')
        }
        throw error
      }
    },

    /** An admin's decision on a rating; the person's totalRating follows in the same transaction. */
    async moderate(auth: Auth, id: string, status: ModerationStatus) {
      assertAdmin(auth, 'Only moderators can approve or reject feedback')
      const row = await repository.setStatusAndRefreshRating(id, status, bookables.setRating)
      if (!row) throw new AppError('NOT_FOUND', 'Feedback not found')
      return row
    },
  }
}

export type FeedbacksService = ReturnType<typeof createFeedbacksService>
