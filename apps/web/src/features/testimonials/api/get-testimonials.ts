import { type Sport, type TestimonialList, testimonialPageSize } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

type TestimonialsQuery = { sport?: Sport; page?: number; limit?: number }

/** GET /v1/testimonials: one page of approved testimonials, newest first, of one sport or all. */
export const getTestimonials = (
  { sport, page = 1, limit = testimonialPageSize.default }: TestimonialsQuery,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (sport) query.set('sport', sport)
  return apiRequest<TestimonialList>(`/testimonials?${query}`, { signal })
}

export function useTestimonials(query: TestimonialsQuery) {
  return useQuery({
    queryKey: ['testimonials', query],
    queryFn: ({ signal }) => getTestimonials(query, signal),
    // The cards of the page before stay while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })
}
