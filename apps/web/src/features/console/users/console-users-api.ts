import type { BlockUserInput, ConsoleUserDetail, ConsoleUsersQuery, UpdateUserRolesInput } from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { consoleQueries } from '../api/queries.ts'

export function useConsoleUsers(query: ConsoleUsersQuery) {
  return useQuery(consoleQueries.users(query))
}

export function useConsoleUser(id: string) {
  return useQuery(consoleQueries.user(id))
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
    onSuccess: (user) => queryClient.setQueryData(consoleQueries.user(id).queryKey, user),
    // Lists, the audit log and the figures all read what changed (a refusal may mean someone else changed it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.core }),
  })
}
