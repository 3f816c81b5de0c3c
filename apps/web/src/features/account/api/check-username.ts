import { usernameSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { accountQueries } from './queries.ts'

export type UsernameStatus =
  | { state: 'empty' | 'unchanged' | 'checking' | 'available' | 'taken' | 'unknown' }
  | { state: 'invalid'; message: string }

const debounceMs = 400

/**
 * The live check under a username field: the format rules first (the spec's
 * messages, from the shared schema), then the server's answer, asked ~400 ms
 * after typing stops. The person's own current username needs no check.
 */
export function useUsernameStatus(typed: string, currentUsername: string | null | undefined): UsernameStatus {
  const username = typed.trim()
  const debounced = useDebouncedValue(username, debounceMs)
  const format = usernameSchema.safeParse(username)
  const unchanged = !!currentUsername && username.toLowerCase() === currentUsername.toLowerCase()
  const check = useQuery({
    ...accountQueries.usernameAvailable(debounced),
    enabled: format.success && !unchanged && debounced === username,
  })

  if (username === '') return { state: 'empty' }
  if (!format.success) return { state: 'invalid', message: format.error.issues[0]?.message ?? '' }
  if (unchanged) return { state: 'unchanged' }
  if (debounced !== username || check.isPending) return { state: 'checking' }
  if (check.isError) {
    // A 400 carries the server's rule message for this username.
    const error = check.error
    return error instanceof ApiError && error.status === 400
      ? { state: 'invalid', message: error.fields.username ?? error.message }
      : { state: 'unknown' }
  }
  return { state: check.data.available ? 'available' : 'taken' }
}
