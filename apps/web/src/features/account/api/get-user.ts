import type { userResponseSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

/** A user as GET /v1/users answers: public fields (private ones for oneself) and the ids of their role records. */
export type UserWithRecords = z.infer<typeof userResponseSchema>['data']

type UserLookup = { username: string } | { userId: string }

export const getUser = (lookup: UserLookup, signal?: AbortSignal) => {
  const query = 'username' in lookup ? `username=${encodeURIComponent(lookup.username)}` : `userId=${lookup.userId}`
  return apiRequest<{ data: UserWithRecords }>(`/users?fetchType=one&${query}`, { signal }).then((body) => body.data)
}

/** Someone's public profile, by username (or user id). */
export function usePublicUser(lookup: UserLookup) {
  return useQuery({
    queryKey: ['users', lookup],
    queryFn: ({ signal }) => getUser(lookup, signal),
  })
}

/** The signed-in person, with their role records. */
export function useOwnUser(userId: string) {
  return useQuery({
    queryKey: [...accountQueryKey, 'user', userId],
    queryFn: ({ signal }) => getUser({ userId }, signal),
    staleTime: 0,
  })
}
