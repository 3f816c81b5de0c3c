import {
  type ConsoleCloseInput,
  type ConsoleReportDetail,
  type ConsoleReportList,
  conversationPaths,
  type ReportStatus,
} from '@rally/shared'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

const reports = ['console', 'reports'] as const
/** The API client adds /v1 itself. */
const path = (full: string, id?: string) => full.replace(/^\/v1/, '').replace('{id}', encodeURIComponent(id ?? ''))

// The operators' reads are always fresh (a report closed by a colleague shows closed).
const fresh = { staleTime: 0 } as const

/** The console's reports (issue 25): keys made here only. */
export const reportQueries = {
  all: reports,
  /** GET /v1/console/reports?status=&cursor=: newest first. */
  list: (status: ReportStatus) =>
    infiniteQueryOptions({
      queryKey: [...reports, 'list', status],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<ConsoleReportList>(
          `${path(conversationPaths.consoleReports)}?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
          { signal },
        ),
      getNextPageParam: (page) => page.nextCursor,
      ...fresh,
    }),
  /** GET /v1/console/reports/{id}: the report with its thread (the API writes the read to the audit log). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...reports, 'detail', id],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ConsoleReportDetail }>(path(conversationPaths.consoleReport, id), { signal }).then(
          (body) => body.data,
        ),
      retry: false,
      ...fresh,
    }),
}

/** POST /v1/console/reports/{id}/close {reason}: the lists, the count and the report are read again. */
export function useCloseReport(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ConsoleCloseInput) =>
      apiRequest<unknown>(path(conversationPaths.consoleCloseReport, id), { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: reports }),
  })
}
