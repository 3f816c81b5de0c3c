import type { HomeStatsResponse } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/stats: the home page's nine figures. */
export const getHomeStats = (signal?: AbortSignal) =>
  apiRequest<HomeStatsResponse>('/stats', { signal }).then((body) => body.data)

export function useHomeStats() {
  return useQuery({ queryKey: ['stats'], queryFn: ({ signal }) => getHomeStats(signal) })
}
