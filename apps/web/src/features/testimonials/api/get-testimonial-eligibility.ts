import { useQuery } from '@tanstack/react-query'
import { testimonialsQueries } from './queries.ts'

export function useTestimonialEligibility() {
  return useQuery(testimonialsQueries.eligibility())
}
