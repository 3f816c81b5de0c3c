import type {
  BlockUserInput,
  ConsoleUserDetail,
  ConsoleUsersList,
  ConsoleUsersQuery,
  UpdateUserRolesInput,
} from '@rally/shared'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { consoleCoreKey } from '../dashboard/get-dashboard.ts'

const usersKey = [...consoleCoreKey, 'users'] as const

/** GET /v1/console/users */
export function useConsoleUsers(query: ConsoleUsersQuery) {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(name, String(value))
  return useQuery({
    queryKey: [...usersKey, 'list', search.toString()],
    queryFn: () => apiRequest<ConsoleUsersList>(`/console/users?${search}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** GET /v1/console/users/:id */
export function useConsoleUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, 'one', id],
    queryFn: () =>
      apiRequest<{ data: ConsoleUserDetail }>(`/console/users/${encodeURIComponent(id)}`).then((body) => body.data),
    staleTime: 0,
  })
}

type Change =
  | { kind: 'block'; input: BlockUserInput }
  | { kind: 'unblock'; input: { openedVersion?: string } }
  | { kind: 'roles'; input: UpdateUserRolesInput }

/** Block, unblock, or set the roles of one person; the answer is the person as they are now. */
export function useChangeConsoleUser(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: Change) =>
      apiRequest<{ data: ConsoleUserDetail }>(`/console/users/${encodeURIComponent(id)}/${change.kind}`, {
        method: change.kind === 'roles' ? 'PUT' : 'POST',
        body: change.input,
      }).then((body) => body.data),
    onSuccess: (user) => queryClient.setQueryData([...usersKey, 'one', id], user),
    // Lists, the audit log and the figures all read what changed (a refusal may mean someone else changed it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCoreKey }),
  })
}
