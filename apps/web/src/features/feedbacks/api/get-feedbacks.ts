import { useInfiniteQuery } from '@tanstack/react-query'
import { feedbacksQueries } from './queries.ts'

/** Feedback three at a time; "load more" fetches the next three (skip grows). */
export function useFeedbacks(resourceId: string) {
  return useInfiniteQuery(feedbacksQueries.approved(resourceId))
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
