import type {
  CoachList,
  CoachProfile,
  CoachProfileResponse,
  PartnerCard,
  PartnerCardList,
  PartnerList,
} from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/**
 * GET /v1/sparring-partners?_id=: one active partner's public card, the first
 * element of the answer. An id that is not one (the API's 400) is a partner not found.
 */
export async function getPartner(partnerId: string, signal?: AbortSignal): Promise<PartnerCard> {
  try {
    const body = await apiRequest<PartnerCardList>(`/sparring-partners?_id=${encodeURIComponent(partnerId)}`, {
      signal,
    })
    const partner = body.data[0]
    if (!partner) throw new ApiError(404, 'NOT_FOUND', 'Sparring partner not found')
    return partner
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(404, 'NOT_FOUND', error.message)
    throw error
  }
}

/** GET /v1/personal-coach/records/{id}: an approved specialist's whole profile. A malformed id is not found. */
export async function getSpecialist(coachId: string, signal?: AbortSignal): Promise<CoachProfile> {
  try {
    const body = await apiRequest<CoachProfileResponse>(`/personal-coach/records/${encodeURIComponent(coachId)}`, {
      signal,
    })
    return body.data
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(404, 'NOT_FOUND', error.message)
    throw error
  }
}

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
 * The people's reads (features/README.md, decision 042): a partner's and a specialist's profile, the searches
 * of the partner and specialist pages and carousels, and a profile's booking count. Their keys are made here only.
 */
export const peopleQueries = {
  // Not ['partners', id]: the owner's own record (another shape) is cached apart (account's queries).
  partner: (partnerId: string) =>
    queryOptions({ queryKey: ['partner-profile', partnerId], queryFn: ({ signal }) => getPartner(partnerId, signal) }),
  // Not ['coaches', id], for the same reason.
  specialist: (coachId: string) =>
    queryOptions({
      queryKey: ['specialist-profile', coachId],
      queryFn: ({ signal }) => getSpecialist(coachId, signal),
    }),
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
