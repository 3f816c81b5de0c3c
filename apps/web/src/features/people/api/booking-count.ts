import { useQuery } from '@tanstack/react-query'
import { peopleQueries } from './queries.ts'

export function useBookingCount(resourceId: string) {
  return useQuery(peopleQueries.bookingCount(resourceId))
}
