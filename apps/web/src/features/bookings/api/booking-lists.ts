import type { BookingStatus } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { bookingsQueries } from './queries.ts'

export function useMyBookings(userId: string, status?: BookingStatus) {
  return useQuery(bookingsQueries.mine(userId, status))
}

export function useInbox() {
  return useQuery(bookingsQueries.inbox())
}
