import { type Sport, type TestimonialEligibility, type TestimonialList, testimonialPageSize } from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type TestimonialsQuery = { sport?: Sport; page?: number; limit?: number }

/** GET /v1/testimonials: one page of approved testimonials, newest first, of one sport or all. */
export const getTestimonials = (
  { sport, page = 1, limit = testimonialPageSize.default }: TestimonialsQuery,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (sport) query.set('sport', sport)
  return apiRequest<TestimonialList>(`/testimonials?${query}`, { signal })
}

/** GET /v1/testimonials/eligibility: may the signed-in person send a testimonial now, and if not, why. */
export const getTestimonialEligibility = (signal?: AbortSignal) =>
  apiRequest<{ data: TestimonialEligibility }>('/testimonials/eligibility', { signal }).then((body) => body.data)

/** How many testimonials the home and landing pages show. */
export const sectionSize = 4

/** The testimonials' reads: their keys are made here only (features/README.md, decision 042). */
export const testimonialsQueries = {
  list: (query: TestimonialsQuery) =>
    queryOptions({
      queryKey: ['testimonials', query],
      queryFn: ({ signal }) => getTestimonials(query, signal),
      // The cards of the page before stay while the next page loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  /** The home and landing pages' section: the newest few, of the page's sport or all. */
  section: (sport?: Sport) => testimonialsQueries.list({ sport, limit: sectionSize }),
  eligibility: () =>
    queryOptions({
      queryKey: ['testimonial-eligibility'],
      queryFn: ({ signal }) => getTestimonialEligibility(signal),
      // A booking may have been completed a moment ago: always asked afresh.
      staleTime: 0,
    }),
}
