import type { FeedbackList, RatingEligibilityResponse } from '@rally/shared'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The spec's feedback page size: three at a time, best rated then newest. */
export const feedbackPageSize = 3

/** GET /v1/feedbacks: approved feedback about one partner or specialist, from `skip` on. */
export const getFeedbacks = (resourceId: string, skip: number, limit = feedbackPageSize, signal?: AbortSignal) =>
  apiRequest<FeedbackList>(
    `/feedbacks?fetchType=all&resourceId=${encodeURIComponent(resourceId)}&status=approved&limit=${limit}&skip=${skip}&sort=-rating,-createdAt`,
    { signal },
  )

/** GET /v1/ratings/eligibility: may the signed-in person rate this partner or specialist now, and if not, why. */
export const getRatingEligibility = (resourceId: string, signal?: AbortSignal) =>
  apiRequest<RatingEligibilityResponse>(`/ratings/eligibility?resourceId=${encodeURIComponent(resourceId)}`, {
    signal,
  }).then((body) => body.data)

/** The feedbacks' reads: their keys are made here only (features/README.md, decision 042). */
export const feedbacksQueries = {
  /** Feedback three at a time; "load more" fetches the next three (skip grows). */
  approved: (resourceId: string) =>
    infiniteQueryOptions({
      queryKey: ['feedbacks', resourceId],
      queryFn: ({ pageParam, signal }) => getFeedbacks(resourceId, pageParam, feedbackPageSize, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
        return last.data.length > 0 && loaded < last.total ? loaded : undefined
      },
    }),
  eligibility: (resourceId: string) =>
    queryOptions({
      queryKey: ['rating-eligibility', resourceId],
      queryFn: ({ signal }) => getRatingEligibility(resourceId, signal),
      // A session may have been completed a moment ago: always asked afresh.
      staleTime: 0,
    }),
}
