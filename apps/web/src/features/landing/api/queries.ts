import type { ShowcaseList, Sport } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/partner-showcase?category=: photos and videos of active partners, newest first. */
export const getShowcase = (category: Sport, signal?: AbortSignal) =>
  apiRequest<ShowcaseList>(`/partner-showcase?category=${category}`, { signal }).then((body) => body.data)

/** The landing page's reads: their keys are made here only (features/README.md, decision 042). */
export const landingQueries = {
  showcase: (category: Sport) =>
    queryOptions({ queryKey: ['showcase', category], queryFn: ({ signal }) => getShowcase(category, signal) }),
}
