import type { PartnerList } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/sparring-partners?category=&status=ACTIVE&…: one page of a partner search. `query` is the query string. */
export const searchPartners = (query: string, signal?: AbortSignal) =>
  apiRequest<PartnerList>(`/sparring-partners?${query}`, { signal })

/** A page of partners; the previous page stays on screen while the next one loads. */
export function usePartnerSearch(query: string) {
  return useQuery({
    queryKey: ['partner-search', query],
    queryFn: ({ signal }) => searchPartners(query, signal),
    placeholderData: keepPreviousData,
  })
}
