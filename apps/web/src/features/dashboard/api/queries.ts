import type { PayoutAccount, PayoutList, ProviderDashboard } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

const dashboard = [...accountQueryKey, 'dashboard'] as const

/** The dashboard's reads: keys made here only (decision 042). Private: under the account's key, gone at sign-out. */
export const dashboardQueries = {
  all: dashboard,
  /** GET /v1/me/dashboard: the signed-in provider's own figures. */
  dashboard: () =>
    queryOptions({
      queryKey: [...dashboard, 'figures'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ProviderDashboard }>('/me/dashboard', { signal }).then((body) => body.data),
    }),
  /** GET /v1/me/payouts: the newest page of the provider's payouts, each with its state and when a hold ends. */
  payouts: () =>
    queryOptions({
      queryKey: [...dashboard, 'payouts'],
      queryFn: ({ signal }) => apiRequest<PayoutList>('/me/payouts', { signal }).then((body) => body.data),
    }),
  /** GET /v1/me/payout-account: where payouts go, and the KYC state. */
  payoutAccount: () =>
    queryOptions({
      queryKey: [...dashboard, 'payout-account'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: PayoutAccount }>('/me/payout-account', { signal }).then((body) => body.data),
    }),
}
