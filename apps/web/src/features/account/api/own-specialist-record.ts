import type { CoachRecordList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

// The own-record lookup apart from the forms' writes: a public profile asks it (is this profile the
// reader's own?) without taking the mutation code into its first scripts (decision 028's budget).
export const ownSpecialistRecordKey = (email: string) => [...accountQueryKey, 'coach', email.toLowerCase()]

/** GET /v1/personal-coach/records?email=: the signed-in person's own specialist profile, if they have one. */
export const getOwnSpecialistRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<CoachRecordList>(`/personal-coach/records?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

export function useOwnSpecialistRecord(email: string) {
  return useQuery({
    queryKey: ownSpecialistRecordKey(email),
    queryFn: ({ signal }) => getOwnSpecialistRecord(email, signal),
    // Nobody signed in: nobody to look up.
    enabled: email !== '',
  })
}
