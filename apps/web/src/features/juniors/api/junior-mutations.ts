import type { Junior, JuniorInput, JuniorUpdate, ProviderJuniors, SafeguardingInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { juniorsQueries } from './queries.ts'

/** POST /v1/me/juniors, PATCH and DELETE /v1/me/juniors/{id}: the list is read again after each. */
export function useAddJunior() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: JuniorInput) =>
      apiRequest<{ data: Junior }>('/me/juniors', { method: 'POST', body: input }).then((body) => body.data),
    onSuccess: () => client.invalidateQueries({ queryKey: juniorsQueries.all }),
  })
}

export function useUpdateJunior(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: JuniorUpdate) =>
      apiRequest<{ data: Junior }>(`/me/juniors/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: juniorsQueries.all }),
  })
}

export function useRemoveJunior() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/me/juniors/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: juniorsQueries.all }),
  })
}

/** PUT /v1/me/safeguarding: the answer is the profile's new state, kept as the read's. */
export function useSetSafeguarding() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: SafeguardingInput) =>
      apiRequest<{ data: ProviderJuniors }>('/me/safeguarding', { method: 'PUT', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: (saved) => client.setQueryData(juniorsQueries.safeguarding(saved.kind, saved.id).queryKey, saved),
  })
}
