import { useInfiniteQuery } from '@tanstack/react-query'
import { type AuditFilters, consoleQueries } from '../api/queries.ts'

export type { AuditFilters } from '../api/queries.ts'

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(consoleQueries.audit(filters))
}
