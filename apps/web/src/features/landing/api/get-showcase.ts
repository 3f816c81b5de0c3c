import type { ShowcaseList, Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/partner-showcase?category=: photos and videos of active partners, newest first. */
export const getShowcase = (category: Sport, signal?: AbortSignal) =>
  apiRequest<ShowcaseList>(`/partner-showcase?category=${category}`, { signal }).then((body) => body.data)

export function useShowcase(category: Sport) {
  return useQuery({ queryKey: ['showcase', category], queryFn: ({ signal }) => getShowcase(category, signal) })
}
