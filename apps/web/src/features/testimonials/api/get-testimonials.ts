import { useQuery } from '@tanstack/react-query'
import { type TestimonialsQuery, testimonialsQueries } from './queries.ts'

export function useTestimonials(query: TestimonialsQuery) {
  return useQuery(testimonialsQueries.list(query))
}
