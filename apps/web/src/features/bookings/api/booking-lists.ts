import type { Booking, BookingStatus, bookingListResponseSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

export const bookingsQueryKey = [...accountQueryKey, 'bookings'] as const

const listPath = (query: { userId?: string; status?: BookingStatus }) => {
  const params = new URLSearchParams()
  if (query.userId) params.set('userId', query.userId)
  if (query.status) params.set('status', query.status)
  const text = params.toString()
  return `/coach-sparring-players${text ? `?${text}` : ''}`
}

export const getBookings = (
  query: { userId?: string; status?: BookingStatus },
  signal?: AbortSignal,
): Promise<Booking[]> =>
  apiRequest<z.infer<typeof bookingListResponseSchema>>(listPath(query), { signal }).then((body) => body.data)

/** The bookings the signed-in person made (GET ?userId=own id), optionally of one status. */
export function useMyBookings(userId: string, status?: BookingStatus) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'mine', userId, status ?? 'all'],
    queryFn: ({ signal }) => getBookings({ userId, status }, signal),
    staleTime: 0,
  })
}

/** The requests made with the signed-in person's partner and specialist profiles (GET without userId). */
export function useInbox() {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'inbox'],
    queryFn: ({ signal }) => getBookings({}, signal),
    staleTime: 0,
  })
}
