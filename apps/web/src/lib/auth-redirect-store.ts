import { pathTo } from '@rally/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type AuthRedirectState = {
  /** Where to return after signing in (pathname and search), saved when a page needed a signed-in user. */
  redirectRoute: string | null
  setRedirectRoute: (route: string) => void
  /** Reads the saved route once and clears it. */
  takeRedirectRoute: () => string | null
}

export const useAuthRedirect = create<AuthRedirectState>()(
  persist(
    (set, get) => ({
      redirectRoute: null,
      setRedirectRoute: (redirectRoute) => set({ redirectRoute }),
      takeRedirectRoute: () => {
        const route = get().redirectRoute
        set({ redirectRoute: null })
        return route
      },
    }),
    { name: 'auth-redirect-storage', partialize: ({ redirectRoute }) => ({ redirectRoute }) },
  ),
)

/** Only paths inside the app are followed after sign-in ("//evil.example" and "/\\evil.example" are not). */
export function isSafeRedirect(route: string | null | undefined): route is string {
  return (
    typeof route === 'string' &&
    route.startsWith('/') &&
    !route.startsWith('//') &&
    !route.startsWith('/\\') &&
    !route.startsWith(pathTo('signup'))
  )
}
