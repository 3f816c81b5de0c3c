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

const blockedListeners = new Set<() => void>()
let blocked = false

/**
 * Whether a call of this session learnt that an operator blocked the signed-in person: the app says
 * so over the page, which stays as it is (a draft being typed is not thrown away).
 */
export const accountBlocked = {
  subscribe(listener: () => void) {
    blockedListeners.add(listener)
    return () => blockedListeners.delete(listener)
  },
  get: () => blocked,
  set(value: boolean) {
    if (blocked === value) return
    blocked = value
    for (const listener of blockedListeners) listener()
  },
}
