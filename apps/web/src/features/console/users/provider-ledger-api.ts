import type { ConsoleLedger, LedgerAdjustmentInput } from '@rally/shared'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { consoleQueries } from '../api/queries.ts'

export function useProviderLedger(providerUserId: string) {
  return useInfiniteQuery(consoleQueries.ledger(providerUserId))
}

/** POST /v1/console/ledger/adjustments; the ledger, the audit log and the figures read what changed. */
export function useAdjustLedger() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LedgerAdjustmentInput) =>
      apiRequest<{ data: ConsoleLedger }>('/console/ledger/adjustments', { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.core }),
  })
}
