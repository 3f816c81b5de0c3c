import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/booking/count: how many sessions a partner or specialist has been booked for. */
export const getBookingCount = (resourceId: string, signal?: AbortSignal) =>
  apiRequest<{ count: number }>(`/booking/count?resourceId=${encodeURIComponent(resourceId)}`, { signal }).then(
    (body) => body.count,
  )

export function useBookingCount(resourceId: string) {
  // Counts move with every booking: the server caches them for a minute, so do we.
  return useQuery({
    queryKey: ['booking-count', resourceId],
    queryFn: ({ signal }) => getBookingCount(resourceId, signal),
    staleTime: 60 * 1000,
  })
}
