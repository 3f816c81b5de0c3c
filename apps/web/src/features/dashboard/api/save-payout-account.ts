import type { PayoutAccount, PayoutAccountInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardQueries } from './queries.ts'

/** PUT /v1/me/payout-account: the payout details; the answer is the account's new state. */
export function useSavePayoutAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: PayoutAccountInput) =>
      apiRequest<{ data: PayoutAccount }>('/me/payout-account', { method: 'PUT', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: (account) => {
      client.setQueryData(dashboardQueries.payoutAccount().queryKey, account)
      void client.invalidateQueries({ queryKey: dashboardQueries.dashboard().queryKey })
    },
  })
}
