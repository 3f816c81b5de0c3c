import type { demoUserSchema } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type DemoUser = z.infer<typeof demoUserSchema>

/** The local demo provider's accounts (only when the site's auth provider is `local`). */
export const getDemoUsers = (signal?: AbortSignal) =>
  apiRequest<{ data: DemoUser[] }>('/auth/local/demo-users', { signal }).then((body) => body.data)

/** Signing in's reads: their keys are made here only (features/README.md, decision 042). */
export const authQueries = {
  demoUsers: () => queryOptions({ queryKey: ['demo-users'], queryFn: ({ signal }) => getDemoUsers(signal) }),
}
