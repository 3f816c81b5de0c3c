import type { userResponseSchema } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { ownRecordQueries } from './own-record-queries.ts'

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

/** The account's reads: their keys are made here only (features/README.md, decision 042). */
export const accountQueries = {
  /** Someone's public profile, by username (or user id). */
  public: (lookup: UserLookup) =>
    queryOptions({ queryKey: ['users', lookup], queryFn: ({ signal }) => getUser(lookup, signal) }),
  /** The signed-in person, with their role records. */
  own: (userId: string) =>
    queryOptions({
      queryKey: [...ownRecordQueries.userAll, userId],
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
}
