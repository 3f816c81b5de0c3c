import type { RatingEligibilityResponse } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const ratingEligibilityKey = (resourceId: string) => ['rating-eligibility', resourceId] as const

/** GET /v1/ratings/eligibility: may the signed-in person rate this partner or specialist now, and if not, why. */
export const getRatingEligibility = (resourceId: string, signal?: AbortSignal) =>
  apiRequest<RatingEligibilityResponse>(`/ratings/eligibility?resourceId=${encodeURIComponent(resourceId)}`, {
    signal,
  }).then((body) => body.data)

export function useRatingEligibility(resourceId: string, { enabled }: { enabled: boolean }) {
  // A session may have been completed a moment ago: always asked afresh.
  return useQuery({
    queryKey: ratingEligibilityKey(resourceId),
    queryFn: ({ signal }) => getRatingEligibility(resourceId, signal),
    enabled,
    staleTime: 0,
  })
}
