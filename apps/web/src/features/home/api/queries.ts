import type { HomeStatsResponse, PressList } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/stats: the home page's nine figures. */
export const getHomeStats = (signal?: AbortSignal) =>
  apiRequest<HomeStatsResponse>('/stats', { signal }).then((body) => body.data)

/** GET /v1/press: the articles about Rally the operators list, in their order. */
export const getPress = (signal?: AbortSignal) => apiRequest<PressList>('/press', { signal }).then((body) => body.data)

/** How many of the best-rated partners and specialists the home page shows. */
const topPeopleCount = 4
export const topPartnersQuery = `status=ACTIVE&sort=rating&limit=${topPeopleCount}`
export const topSpecialistsQuery = `isApproved=true&sort=rating&limit=${topPeopleCount}`

/** The home page's reads: their keys are made here only (features/README.md, decision 042). */
export const homeQueries = {
  stats: () => queryOptions({ queryKey: ['stats'], queryFn: ({ signal }) => getHomeStats(signal) }),
  /** The press mentions: an operator's edit refreshes them. */
  pressAll: ['press'] as const,
  press: () => queryOptions({ queryKey: ['press'], queryFn: ({ signal }) => getPress(signal) }),
}
