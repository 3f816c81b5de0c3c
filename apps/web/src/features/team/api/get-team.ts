import type { TeamList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/team: the core team, in the order shown. */
export const getTeam = (signal?: AbortSignal) => apiRequest<TeamList>('/team', { signal }).then((body) => body.data)

export function useTeam() {
  return useQuery({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) })
}
