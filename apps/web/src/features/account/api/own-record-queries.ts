import type { CoachRecordList, PartnerRecordList } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

// Apart from the account's other reads: a public profile asks whether it is the reader's own, and only
// these two lookups travel with its first scripts (decision 028's budget).

/** GET /v1/sparring-partners?email=: the signed-in person's own partner profile (first of the list), if any. */
export const getOwnPartnerRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<PartnerRecordList>(`/sparring-partners?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

/** GET /v1/personal-coach/records?email=: the signed-in person's own specialist profile, if they have one. */
export const getOwnSpecialistRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<CoachRecordList>(`/personal-coach/records?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

/** The signed-in person's own records (user, partner, specialist): their keys are made here only (decision 042). */
export const ownRecordQueries = {
  /** The signed-in person's own user record (any id): a new role record of theirs refreshes it. */
  userAll: [...accountQueryKey, 'user'] as const,
  /** The signed-in person's own partner profile, if any. */
  partner: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'partner', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnPartnerRecord(email, signal),
      // Nobody signed in: nobody to look up.
      enabled: email !== '',
    }),
  /** The signed-in person's own specialist profile, if any. */
  specialist: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'coach', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnSpecialistRecord(email, signal),
      enabled: email !== '',
    }),
}
