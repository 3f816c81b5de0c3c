import type {
  Booking,
  BookingStatus,
  bookingListResponseSchema,
  CalendarFeedStatus,
  calendarFeedStatusResponseSchema,
} from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

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

/** Every list of bookings starts with this key: a change of status reads them all again. */
const all = [...accountQueryKey, 'bookings'] as const

/** The bookings' reads: their keys are made here only (features/README.md, decision 042). */
export const bookingsQueries = {
  all,
  /** The bookings the signed-in person made (GET ?userId=own id), optionally of one status. */
  mine: (userId: string, status?: BookingStatus) =>
    queryOptions({
      queryKey: [...all, 'mine', userId, status ?? 'all'],
      queryFn: ({ signal }) => getBookings({ userId, status }, signal),
      staleTime: 0,
    }),
  /** The requests made with the signed-in person's partner and specialist profiles (GET without userId). */
  inbox: () =>
    queryOptions({ queryKey: [...all, 'inbox'], queryFn: ({ signal }) => getBookings({}, signal), staleTime: 0 }),
  /** Whether the signed-in provider's private calendar address works (GET /v1/me/calendar-feed). */
  calendarFeed: () =>
    queryOptions({
      queryKey: [...accountQueryKey, 'calendar-feed'],
      queryFn: ({ signal }): Promise<CalendarFeedStatus> =>
        apiRequest<z.infer<typeof calendarFeedStatusResponseSchema>>('/me/calendar-feed', { signal }).then(
          (body) => body.data,
        ),
      staleTime: 0,
    }),
}
