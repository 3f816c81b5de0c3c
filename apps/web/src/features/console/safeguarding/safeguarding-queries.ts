import type { ProviderJuniors, SafeguardingKind } from '@rally/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const safeguardingListStatuses = ['pending', 'verified', 'rejected'] as const
export type SafeguardingListStatus = (typeof safeguardingListStatuses)[number]

const safeguarding = ['console', 'safeguarding'] as const
// The operators' reads are always fresh (a document decided by a colleague leaves the queue).
const fresh = { staleTime: 0 } as const

/** The console's safeguarding documents (issue 26): keys made here only. */
export const safeguardingQueries = {
  all: safeguarding,
  /** GET /v1/console/safeguarding?status=: specialists' and partners' documents in one state, oldest first. */
  list: (status: SafeguardingListStatus) =>
    queryOptions({
      queryKey: [...safeguarding, 'list', status],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ProviderJuniors[] }>(`/console/safeguarding?status=${status}`, { signal }).then(
          (body) => body.data,
        ),
      ...fresh,
    }),
}

type Decision = { kind: SafeguardingKind; id: string } & ({ verdict: 'verify' } | { verdict: 'reject'; reason: string })

/** POST /v1/console/safeguarding/{kind}/{id}/verify | reject {reason}: the lists are read again. */
export function useDecideSafeguarding() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest<{ data: ProviderJuniors }>(
        `/console/safeguarding/${decision.kind}/${encodeURIComponent(decision.id)}/${decision.verdict}`,
        { method: 'POST', ...(decision.verdict === 'reject' && { body: { reason: decision.reason } }) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: safeguarding }),
  })
}
