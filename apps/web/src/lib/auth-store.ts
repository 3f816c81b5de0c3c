import type { PrivateUser } from '@rally/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type AuthState = {
  user: PrivateUser | null
  isAuthenticated: boolean
  /** The session token from POST /v1/auth, sent as `Authorization: Bearer` on every call. */
  token: string | null
  isLoading: boolean
  error: string | null
  signIn: (session: { user: PrivateUser; token: string }) => void
  setUser: (user: PrivateUser) => void
  setLoading: (isLoading: boolean) => void
  setError: (error: string | null) => void
  logout: () => void
}

/**
 * Who is signed in (spec: auth state under `auth-storage`). Only the user, the
 * flag and the token survive a reload; loading and error belong to this visit.
 */
export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      token: null,
      isLoading: false,
      error: null,
      signIn: ({ user, token }) => set({ user, token, isAuthenticated: true, isLoading: false, error: null }),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error, isLoading: false }),
      logout: () => set({ user: null, isAuthenticated: false, token: null, error: null, isLoading: false }),
    }),
    {
      name: 'auth-storage',
      partialize: ({ user, isAuthenticated, token }) => ({ user, isAuthenticated, token }),
    },
  ),
)

/**
 * Who the page is for, as a React key: 'guest' while the server's page hydrates (the session is read
 * from storage after), then the signed-in person's id. A form prefilled from the session is keyed by
 * it, so it is made again, filled in, when the session arrives.
 */
export function useSessionKey(): string {
  return useAuth((state) => (state.isAuthenticated ? (state.user?.userId ?? 'signed-in') : 'guest'))
}
