import type { SignInResponse } from '@rally/shared'
import { useMutation, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { authQueries } from './queries.ts'

/** POST /v1/auth with the identity provider's ID token as the bearer: answers the user and a session token. */
export const signInWithIdToken = (idToken: string) =>
  apiRequest<SignInResponse>('/auth', { method: 'POST', bearer: idToken })

/** An ID token for a demo user from the local provider; `new` is someone signing in for the first time. */
export const getDemoIdToken = (key: string) =>
  apiRequest<{ idToken: string }>('/auth/local/token', { method: 'POST', body: { key }, redirectOnUnauthorized: false })

export function useDemoUsers(enabled: boolean) {
  return useQuery({ ...authQueries.demoUsers(), enabled })
}

type SignInVariables = { idToken: string } | { demoKey: string }

/** Signs in with a Google credential or a demo user, and stores the session. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (variables: SignInVariables) => {
      const idToken = 'idToken' in variables ? variables.idToken : (await getDemoIdToken(variables.demoKey)).idToken
      return signInWithIdToken(idToken)
    },
    onMutate: () => useAuth.getState().setLoading(true),
    onSuccess: (session) => useAuth.getState().signIn(session),
    onError: (error) => useAuth.getState().setError(error.message),
  })
}
