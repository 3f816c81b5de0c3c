import type { PrivateUser, UpdateProfileInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { accountQueries, type UserWithRecords } from './queries.ts'

export const updateProfile = (userId: string, input: UpdateProfileInput) =>
  apiRequest<{ data: UserWithRecords & PrivateUser }>(`/users?userId=${userId}`, { method: 'PATCH', body: input }).then(
    (body) => body.data,
  )

/** PATCH /v1/users: saves the Profile form and refreshes the stored user. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: (saved) => {
      const { records: _records, ...user } = saved
      useAuth.getState().setUser(user)
      queryClient.setQueryData(accountQueries.own(userId).queryKey, saved)
    },
  })
}
