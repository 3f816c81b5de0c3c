import type { QueryClient } from '@tanstack/react-query'
import { useAuth } from './auth-store.ts'

/**
 * Every query that holds the signed-in person's private data starts with this
 * key, so signing out (or a 401) can drop them all at once.
 */
export const accountQueryKey = ['account'] as const

/** Signs the visitor out on this device: forgets the session and every private answer cached for it. */
export function forgetSession(queryClient: QueryClient) {
  useAuth.getState().logout()
  queryClient.removeQueries({ queryKey: accountQueryKey })
}
