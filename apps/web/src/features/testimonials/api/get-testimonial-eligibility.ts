import type { TestimonialEligibility } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const testimonialEligibilityKey = ['testimonial-eligibility'] as const

/** GET /v1/testimonials/eligibility: may the signed-in person send a testimonial now, and if not, why. */
export const getTestimonialEligibility = (signal?: AbortSignal) =>
  apiRequest<{ data: TestimonialEligibility }>('/testimonials/eligibility', { signal }).then((body) => body.data)

export function useTestimonialEligibility() {
  // A booking may have been completed a moment ago: always asked afresh.
  return useQuery({
    queryKey: testimonialEligibilityKey,
    queryFn: ({ signal }) => getTestimonialEligibility(signal),
    staleTime: 0,
  })
}
