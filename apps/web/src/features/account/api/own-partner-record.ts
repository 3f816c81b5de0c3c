import type { PartnerRecordList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

// The own-record lookup apart from the forms' writes: a public profile asks it (is this profile the
// reader's own?) without taking the mutation code into its first scripts (decision 028's budget).
export const ownPartnerRecordKey = (email: string) => [...accountQueryKey, 'partner', email.toLowerCase()]

/** GET /v1/sparring-partners?email=: the signed-in person's own partner profile (first of the list), if any. */
export const getOwnPartnerRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<PartnerRecordList>(`/sparring-partners?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

export function useOwnPartnerRecord(email: string) {
  return useQuery({
    queryKey: ownPartnerRecordKey(email),
    queryFn: ({ signal }) => getOwnPartnerRecord(email, signal),
    // Nobody signed in: nobody to look up.
    enabled: email !== '',
  })
}
