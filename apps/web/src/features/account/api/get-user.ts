import { useQuery } from '@tanstack/react-query'
import { accountQueries, type UserLookup } from './queries.ts'

export type { UserWithRecords } from './queries.ts'

/** Someone's public profile, by username (or user id). */
export function usePublicUser(lookup: UserLookup) {
  return useQuery(accountQueries.public(lookup))
}

/** The signed-in person, with their role records. */
export function useOwnUser(userId: string) {
  return useQuery(accountQueries.own(userId))
}
