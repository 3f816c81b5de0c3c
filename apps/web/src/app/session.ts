import { pathTo } from '@rally/shared'
import type { QueryClient } from '@tanstack/react-query'
import { getMe, notifyRefreshFailed } from '../features/auth/index.ts'
import { ApiError, setAccountBlockedHandler, setUnauthorizedHandler } from '../lib/api-client.ts'
import { useAuthRedirect } from '../lib/auth-redirect-store.ts'
import { useAuth } from '../lib/auth-store.ts'
import { accountBlocked, forgetSession } from '../lib/session.ts'

type Navigate = (path: string, options: { replace: boolean }) => void

/**
 * Wires the session into the app: any 401 answer clears stored auth, remembers
 * the page and opens /signup (spec section 4); a stored session is refreshed
 * from the server once at start. Returns the clean-up for React's effect.
 */
export function startSession(queryClient: QueryClient, navigate: Navigate): () => void {
  setUnauthorizedHandler(() => {
    forgetSession(queryClient)
    const { pathname, search } = window.location
    if (pathname === pathTo('signup')) return
    useAuthRedirect.getState().setRedirectRoute(`${pathname}${search}`)
    navigate(pathTo('signup'), { replace: true })
  })

  // An operator blocked this person: the page stays, with its draft, and the notice says why
  // (app/account-blocked-notice.tsx); the session is forgotten when they close it.
  setAccountBlockedHandler(() => accountBlocked.set(true))

  // Another tab signed in or out: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'auth-storage') void useAuth.persist.rehydrate()
  }
  window.addEventListener('storage', onStorage)

  refreshStoredUserOnce()

  return () => {
    setUnauthorizedHandler(undefined)
    setAccountBlockedHandler(undefined)
    window.removeEventListener('storage', onStorage)
  }
}

let refreshed = false

function refreshStoredUserOnce() {
  if (refreshed || !useAuth.getState().token) return
  refreshed = true
  getMe().then(
    (user) => {
      if (useAuth.getState().isAuthenticated) useAuth.getState().setUser(user)
    },
    (error: unknown) => {
      // A 401 or a blocked account is handled above (the session is gone); anything else keeps the stored user.
      if (error instanceof ApiError && (error.status === 401 || error.code === 'ACCOUNT_BLOCKED')) return
      void notifyRefreshFailed()
    },
  )
}
