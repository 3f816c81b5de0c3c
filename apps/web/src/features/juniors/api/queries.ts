import type { Junior, ProviderJuniors, SafeguardingKind } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

// A guardian's juniors and a provider's safeguarding state are private: their keys start with the account's,
// so signing out drops them. Keys are made here only.
const juniors = [...accountQueryKey, 'juniors'] as const
const safeguarding = [...accountQueryKey, 'safeguarding'] as const

/** GET /v1/me/juniors: the signed-in person's juniors (they are the guardian). */
export const getOwnJuniors = (signal?: AbortSignal) =>
  apiRequest<{ data: Junior[] }>('/me/juniors', { signal }).then((body) => body.data)

/** GET /v1/me/safeguarding/{kind}/{id}: the owner's works-with-juniors choice, document and its status. */
export const getSafeguarding = (kind: SafeguardingKind, id: string, signal?: AbortSignal) =>
  apiRequest<{ data: ProviderJuniors }>(`/me/safeguarding/${kind}/${encodeURIComponent(id)}`, { signal }).then(
    (body) => body.data,
  )

export const juniorsQueries = {
  all: juniors,
  safeguardingAll: safeguarding,
  /** The signed-in person's juniors; nobody signed in, nothing asked. */
  mine: (signedIn: boolean) =>
    queryOptions({ queryKey: [...juniors, 'mine'], queryFn: ({ signal }) => getOwnJuniors(signal), enabled: signedIn }),
  /** One of the signed-in person's provider profiles: whether it works with juniors, and its document's status. */
  safeguarding: (kind: SafeguardingKind, id: string) =>
    queryOptions({
      queryKey: [...safeguarding, kind, id],
      queryFn: ({ signal }) => getSafeguarding(kind, id, signal),
    }),
}
