import type { AuditEntry, AuditQuery } from '@rally/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { consoleCoreKey } from '../dashboard/get-dashboard.ts'

export type AuditFilters = Pick<AuditQuery, 'actor' | 'action' | 'entityType' | 'entityId' | 'from' | 'to'>

/** GET /v1/console/audit, newest first, one page after another (`before` the last id shown). */
export function useAuditLog(filters: AuditFilters) {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value)
  return useInfiniteQuery({
    queryKey: [...consoleCoreKey, 'audit', search.toString()],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => {
      const page = new URLSearchParams(search)
      if (pageParam) page.set('before', String(pageParam))
      return apiRequest<{ data: AuditEntry[]; nextBefore: number | null }>(`/console/audit?${page}`)
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  })
}
