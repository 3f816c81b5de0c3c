import type { ShowcaseList, Sport } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/partner-showcase?category=: photos and videos of active partners, newest first. */
export const getShowcase = (category: Sport, signal?: AbortSignal) =>
  apiRequest<ShowcaseList>(`/partner-showcase?category=${category}`, { signal }).then((body) => body.data)

/** How many of the best-rated people each carousel shows. */
const carouselSize = 12
export const carouselPartnersQuery = (category: Sport) =>
  `category=${category}&status=ACTIVE&sort=rating&limit=${carouselSize}`
export const carouselSpecialistsQuery = (category: Sport) =>
  `isApproved=true&category=${category}&sort=rating&limit=${carouselSize}`

/** The landing page's reads: their keys are made here only (features/README.md, decision 042). */
export const landingQueries = {
  showcase: (category: Sport) =>
    queryOptions({ queryKey: ['showcase', category], queryFn: ({ signal }) => getShowcase(category, signal) }),
}
