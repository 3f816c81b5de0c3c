import type { PrivateUserResponse } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'

export const acceptTerms = (version: string) =>
  apiRequest<PrivateUserResponse>('/users/me/terms-acceptance', { method: 'POST', body: { version } }).then(
    (body) => body.data,
  )

/** POST /v1/users/me/terms-acceptance: the signed-in person accepts the terms version they were shown. */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (user) => useAuth.getState().setUser(user),
  })
}
