import type { Dashboard } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Every query of the console's core starts with this key: a change there refreshes the figures too. */
export const consoleCoreKey = ['console', 'core'] as const

/** GET /v1/console/dashboard?days= */
export const getDashboard = (days: number) =>
  apiRequest<{ data: Dashboard }>(`/console/dashboard?days=${days}`).then((body) => body.data)

export function useDashboard(days: number) {
  return useQuery({
    queryKey: [...consoleCoreKey, 'dashboard', days],
    queryFn: () => getDashboard(days),
    placeholderData: keepPreviousData,
    // Figures an operator watches: fresher than the catalogue's five minutes.
    staleTime: 30_000,
  })
}
