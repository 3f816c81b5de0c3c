import type { OwnLevel, Sport, StateLevelInput } from '@rally/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

const levels = [...accountQueryKey, 'levels'] as const

/** The signed-in person's levels (issue 26): keys made here only. */
export const levelQueries = {
  /** GET /v1/me/levels: one per sport stated, with the evidence and its review. */
  own: () =>
    queryOptions({
      queryKey: levels,
      queryFn: ({ signal }) => apiRequest<{ data: OwnLevel[] }>('/me/levels', { signal }).then((body) => body.data),
    }),
}

const sportPath = (sport: Sport) => `/me/levels/${encodeURIComponent(sport.toLowerCase())}`

/** PUT /v1/me/levels/{sport}: states or changes the level of one sport (it is self-stated again). */
export function useStateLevel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: StateLevelInput) =>
      apiRequest<{ data: OwnLevel }>(sportPath(input.sport), { method: 'PUT', body: input }).then((body) => body.data),
    onSuccess: () => client.invalidateQueries({ queryKey: levels }),
  })
}

/** DELETE /v1/me/levels/{sport}. */
export function useDeleteLevel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sport: Sport) => apiRequest<unknown>(sportPath(sport), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: levels }),
  })
}
