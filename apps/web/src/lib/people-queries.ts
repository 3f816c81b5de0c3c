import type { CoachList, PartnerList } from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'

/** GET /v1/booking/count: how many sessions a partner or specialist has been booked for. */
export const getBookingCount = (resourceId: string, signal?: AbortSignal) =>
  apiRequest<{ count: number }>(`/booking/count?resourceId=${encodeURIComponent(resourceId)}`, { signal }).then(
    (body) => body.count,
  )

/** GET /v1/sparring-partners?category=&status=ACTIVE&…: one page of a partner search. `query` is the query string. */
export const searchPartners = (query: string, signal?: AbortSignal) =>
  apiRequest<PartnerList>(`/sparring-partners?${query}`, { signal })

/** GET /v1/personal-coach/records?isApproved=true&…: one page of approved specialists. `query` is the query string. */
export const searchSpecialists = (query: string, signal?: AbortSignal) =>
  apiRequest<CoachList>(`/personal-coach/records?${query}`, { signal })

/**
 * The people reads several features share (features/README.md, decision 042): the searches of the
 * partner and specialist pages and carousels, and a profile's booking count. Their keys are made here only.
 */
export const peopleQueries = {
  /** Counts move with every booking: the server caches them for a minute, so do we. */
  bookingCount: (resourceId: string) =>
    queryOptions({
      queryKey: ['booking-count', resourceId],
      queryFn: ({ signal }) => getBookingCount(resourceId, signal),
      staleTime: 60 * 1000,
    }),
  /** A page of partners; the previous page stays on screen while the next one loads. */
  partnerSearch: (query: string) =>
    queryOptions({
      queryKey: ['partner-search', query],
      queryFn: ({ signal }) => searchPartners(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** A page of specialists; the previous page stays on screen while the next one loads. */
  specialistSearch: (query: string) =>
    queryOptions({
      queryKey: ['specialist-search', query],
      queryFn: ({ signal }) => searchSpecialists(query, signal),
      placeholderData: keepPreviousData,
    }),
}
