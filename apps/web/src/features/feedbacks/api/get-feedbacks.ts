import type { FeedbackList } from '@rally/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The spec's feedback page size: three at a time, best rated then newest. */
export const feedbackPageSize = 3

/** GET /v1/feedbacks: approved feedback about one partner or specialist, from `skip` on. */
export const getFeedbacks = (resourceId: string, skip: number, limit = feedbackPageSize, signal?: AbortSignal) =>
  apiRequest<FeedbackList>(
    `/feedbacks?fetchType=all&resourceId=${encodeURIComponent(resourceId)}&status=approved&limit=${limit}&skip=${skip}&sort=-rating,-createdAt`,
    { signal },
  )

/** Feedback three at a time; "load more" fetches the next three (skip grows). */
export function useFeedbacks(resourceId: string) {
  return useInfiniteQuery({
    queryKey: ['feedbacks', resourceId],
    queryFn: ({ pageParam, signal }) => getFeedbacks(resourceId, pageParam, feedbackPageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return last.data.length > 0 && loaded < last.total ? loaded : undefined
    },
  })
}

/**
 * How many approved ratings the person has, for the profile's structured data (its aggregateRating),
 * from the same query the profile's feedback list makes (one request for both); undefined until it has
 * answered. Structured data is built on the server only (lib/structured-data.ts): in the browser's
 * build this reads nothing, so a profile's first scripts leave the reviews' code to their own chunk,
 * loaded as the reviews near the screen. (Each build calls the same hooks on every render.)
 */
export const useApprovedFeedbackCount: (resourceId: string) => number | undefined = import.meta.env.SSR
  ? function useApprovedFeedbackCount(resourceId) {
      return useFeedbacks(resourceId).data?.pages[0]?.total
    }
  : () => undefined
