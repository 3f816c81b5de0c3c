import type { CoachRecordList, PartnerRecordList, userResponseSchema } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

/** A user as GET /v1/users answers: public fields (private ones for oneself) and the ids of their role records. */
export type UserWithRecords = z.infer<typeof userResponseSchema>['data']

export type UserLookup = { username: string } | { userId: string }

export const getUser = (lookup: UserLookup, signal?: AbortSignal) => {
  const query = 'username' in lookup ? `username=${encodeURIComponent(lookup.username)}` : `userId=${lookup.userId}`
  return apiRequest<{ data: UserWithRecords }>(`/users?fetchType=one&${query}`, { signal }).then((body) => body.data)
}

export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiRequest<{ username: string; available: boolean }>(
    `/users/check-username?username=${encodeURIComponent(username)}`,
    { signal },
  )

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

/** The account's reads: their keys are made here only (features/README.md, decision 042). */
export const accountQueries = {
  /** The signed-in person's own user record (any id): a new role record of theirs refreshes it. */
  ownAll: [...accountQueryKey, 'user'] as const,
  /** Someone's public profile, by username (or user id). */
  public: (lookup: UserLookup) =>
    queryOptions({ queryKey: ['users', lookup], queryFn: ({ signal }) => getUser(lookup, signal) }),
  /** The signed-in person, with their role records. */
  own: (userId: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'user', userId],
      queryFn: ({ signal }) => getUser({ userId }, signal),
      staleTime: 0,
    }),
  usernameAvailable: (username: string) =>
    queryOptions({
      queryKey: ['username-available', username.toLowerCase()],
      queryFn: ({ signal }) => checkUsername(username, signal),
      staleTime: 30_000,
      retry: false,
    }),
  /** The signed-in person's own partner profile, if any. */
  ownPartner: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'partner', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnPartnerRecord(email, signal),
      // Nobody signed in: nobody to look up.
      enabled: email !== '',
    }),
  /** The signed-in person's own specialist profile, if any. */
  ownSpecialist: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'coach', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnSpecialistRecord(email, signal),
      enabled: email !== '',
    }),
}
