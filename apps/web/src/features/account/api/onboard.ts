import type { OnboardingInput, PrivateUser } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { accountQueries, type UserWithRecords } from './queries.ts'

export const onboard = (input: OnboardingInput) =>
  apiRequest<{ data: UserWithRecords & PrivateUser }>('/users', { method: 'POST', body: input }).then(
    (body) => body.data,
  )

/** POST /v1/users: completes the signed-in person's account (role, names, username, phone, 18+, terms). */
export function useOnboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: onboard,
    onSuccess: (saved) => {
      const { records: _records, ...user } = saved
      useAuth.getState().setUser(user)
      queryClient.setQueryData(accountQueries.own(user.userId).queryKey, saved)
    },
  })
}
