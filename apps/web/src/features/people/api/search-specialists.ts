import type { CoachList } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/personal-coach/records?isApproved=true&…: one page of approved specialists. `query` is the query string. */
export const searchSpecialists = (query: string, signal?: AbortSignal) =>
  apiRequest<CoachList>(`/personal-coach/records?${query}`, { signal })

/** A page of specialists; the previous page stays on screen while the next one loads. */
export function useSpecialistSearch(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['specialist-search', query],
    queryFn: ({ signal }) => searchSpecialists(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  })
}
