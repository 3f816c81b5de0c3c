import type { ConsoleLevel, consoleLevelStatuses, RejectLevelInput, VerifyLevelInput } from '@rally/shared'
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type ConsoleLevelStatus = (typeof consoleLevelStatuses)[number]

const levels = ['console', 'levels'] as const
const one = (id: string, action: 'verify' | 'reject') => `/console/levels/${encodeURIComponent(id)}/${action}`

/** The console's levels (issue 26): keys made here only; always read fresh (a colleague may have decided). */
export const levelQueries = {
  all: levels,
  /** GET /v1/console/levels?status=&cursor=: oldest statement first. */
  list: (status: ConsoleLevelStatus) =>
    infiniteQueryOptions({
      queryKey: [...levels, 'list', status],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<{ data: ConsoleLevel[]; nextCursor: string | null }>(
          `/console/levels?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
          { signal },
        ),
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 0,
    }),
}

/** POST /v1/console/levels/{id}/verify {openedVersion}: every list is read again. */
export function useVerifyLevel(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: VerifyLevelInput) => apiRequest<unknown>(one(id, 'verify'), { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: levels }),
  })
}

/** POST /v1/console/levels/{id}/reject {reason, openedVersion}. */
export function useRejectLevel(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: RejectLevelInput) => apiRequest<unknown>(one(id, 'reject'), { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: levels }),
  })
}
