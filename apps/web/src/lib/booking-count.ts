import { useQuery } from '@tanstack/react-query'
import { sharedQueries } from './queries.ts'

export function useBookingCount(resourceId: string) {
  return useQuery(sharedQueries.bookingCount(resourceId))
}
