import type { TeamList } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/team: the core team, in the order shown. */
export const getTeam = (signal?: AbortSignal) => apiRequest<TeamList>('/team', { signal }).then((body) => body.data)

/** The team's reads: their keys are made here only (features/README.md, decision 042). */
export const teamQueries = {
  all: ['team'] as const,
  members: () => queryOptions({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) }),
}
