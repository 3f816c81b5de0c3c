import type {
  ApprovalCounts,
  ApprovalItem,
  ApprovalList,
  ApprovalQueue,
  AuditEntry,
  AuditQuery,
  ConsoleAcademy,
  ConsoleBookingDetail,
  ConsoleBookingList,
  ConsoleBookingsQuery,
  ConsoleFaqEntry,
  ConsolePayoutFilter,
  ConsolePayoutList,
  ConsolePressMention,
  ConsoleTeamMember,
  ConsoleUserDetail,
  ConsoleUsersList,
  ConsoleUsersQuery,
  Dashboard,
  NoShowDispute,
  PayoutTotals,
  UpiReport,
} from '@rally/shared'
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The console's editable lists, by their path under /v1/console/content. */
export type ContentKind = 'faq' | 'press' | 'team'
export type ContentRecords = { faq: ConsoleFaqEntry; press: ConsolePressMention; team: ConsoleTeamMember }
export type AuditFilters = Pick<AuditQuery, 'actor' | 'action' | 'entityType' | 'entityId' | 'from' | 'to'>
export type UpiReportStatus = UpiReport['status']

/** GET /v1/console/dashboard?days= */
export const getDashboard = (days: number) =>
  apiRequest<{ data: Dashboard }>(`/console/dashboard?days=${days}`).then((body) => body.data)

/** Query values left undefined or empty are left out. */
const searchOf = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' || value === null ? [] : [[key, String(value)]],
    ),
  )

/** Every query of the console's core starts with this key: a change there refreshes the figures too. */
const core = ['console', 'core'] as const
const users = [...core, 'users'] as const
const content = ['console', 'content'] as const
/** Every query of the approvals, so a decision refreshes counts, lists and the item at once. */
const approvals = ['console', 'approvals'] as const
const upi = ['console', 'upi'] as const
const bookings = ['console', 'bookings'] as const
const disputes = ['console', 'disputes'] as const
const payouts = ['console', 'payouts'] as const

// Everything here reads and changes money or people: always fresh, never the five-minute cache of public pages.
const fresh = { staleTime: 0 } as const

/** The console's reads: their keys are made here only (features/README.md, decision 042). */
export const consoleQueries = {
  core,
  disputes,
  payouts,
  /** GET /v1/console/payouts?status=&cursor=: newest first, page after page. */
  payoutList: (status: ConsolePayoutFilter | undefined) =>
    infiniteQueryOptions({
      queryKey: [...payouts, 'list', status ?? 'all'],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<ConsolePayoutList>(`/console/payouts?${searchOf({ status, cursor: pageParam })}`, { signal }),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      ...fresh,
    }),
  /** GET /v1/console/payouts/totals */
  payoutTotals: () =>
    queryOptions({
      queryKey: [...payouts, 'totals'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: PayoutTotals[] }>('/console/payouts/totals', { signal }).then((body) => body.data),
      ...fresh,
    }),
  /** GET /v1/console/no-show-disputes: disputed no-show reports, oldest first. */
  noShowDisputes: () =>
    queryOptions({
      queryKey: [...disputes, 'open'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: NoShowDispute[] }>('/console/no-show-disputes', { signal }).then((body) => body.data),
      ...fresh,
    }),
  dashboard: (days: number) =>
    queryOptions({
      queryKey: [...core, 'dashboard', days],
      queryFn: () => getDashboard(days),
      placeholderData: keepPreviousData,
      // Figures an operator watches: fresher than the catalogue's five minutes.
      staleTime: 30_000,
    }),
  /** GET /v1/console/users */
  users: (query: ConsoleUsersQuery) => {
    const search = searchOf(query)
    return queryOptions({
      queryKey: [...users, 'list', search.toString()],
      queryFn: () => apiRequest<ConsoleUsersList>(`/console/users?${search}`),
      placeholderData: keepPreviousData,
      ...fresh,
    })
  },
  /** GET /v1/console/users/:id */
  user: (id: string) =>
    queryOptions({
      queryKey: [...users, 'one', id],
      queryFn: () =>
        apiRequest<{ data: ConsoleUserDetail }>(`/console/users/${encodeURIComponent(id)}`).then((body) => body.data),
      ...fresh,
    }),
  /** GET /v1/console/audit, newest first, one page after another (`before` the last id shown). */
  audit: (filters: AuditFilters) => {
    const search = searchOf(filters)
    return infiniteQueryOptions({
      queryKey: [...core, 'audit', search.toString()],
      initialPageParam: undefined as number | undefined,
      queryFn: ({ pageParam }) => {
        const page = new URLSearchParams(search)
        if (pageParam) page.set('before', String(pageParam))
        return apiRequest<{ data: AuditEntry[]; nextBefore: number | null }>(`/console/audit?${page}`)
      },
      getNextPageParam: (last) => last.nextBefore ?? undefined,
      ...fresh,
    })
  },
  content: <K extends ContentKind>(kind: K) =>
    queryOptions({
      queryKey: [...content, kind],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ContentRecords[K][] }>(`/console/content/${kind}`, { signal }).then((body) => body.data),
      ...fresh,
    }),
  academiesAll: [...content, 'academies'] as const,
  academies: (q: string) =>
    queryOptions({
      queryKey: [...content, 'academies', q],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ConsoleAcademy[] }>(`/console/content/academies?q=${encodeURIComponent(q)}`, {
          signal,
        }).then((body) => body.data),
      ...fresh,
    }),
  approvals,
  /** GET /v1/console/approvals: how many wait in each queue. */
  approvalCounts: () =>
    queryOptions({
      queryKey: [...approvals, 'counts'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ApprovalCounts }>('/console/approvals', { signal }).then((body) => body.data),
      ...fresh,
    }),
  /** GET /v1/console/approvals/:queue?page=: the oldest first. */
  approvalList: (queue: ApprovalQueue, page: number) =>
    queryOptions({
      queryKey: [...approvals, 'list', queue, page],
      queryFn: ({ signal }) => apiRequest<ApprovalList>(`/console/approvals/${queue}?page=${page}`, { signal }),
      ...fresh,
    }),
  /** GET /v1/console/approvals/:queue/:id: one item as the public sees it and as only operators do. */
  approvalItem: (queue: ApprovalQueue, id: string) =>
    queryOptions({
      queryKey: [...approvals, 'item', queue, id],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ApprovalItem }>(`/console/approvals/${queue}/${id}`, { signal }).then((body) => body.data),
      ...fresh,
    }),
  upi,
  /** GET /v1/console/payments/upi?status=: UPI reports of a status. */
  upiReports: (status: UpiReportStatus) =>
    queryOptions({
      queryKey: [...upi, status],
      queryFn: ({ signal }) =>
        apiRequest<{ data: UpiReport[] }>(`/console/payments/upi?status=${status}`, { signal }).then(
          (body) => body.data,
        ),
      ...fresh,
    }),
  bookings,
  /** GET /v1/console/bookings: a page of the search. */
  bookingSearch: (query: ConsoleBookingsQuery) =>
    queryOptions({
      queryKey: [...bookings, 'search', query],
      queryFn: ({ signal }) => apiRequest<ConsoleBookingList>(`/console/bookings?${searchOf(query)}`, { signal }),
      placeholderData: keepPreviousData,
      ...fresh,
    }),
  /** GET /v1/console/bookings/{id}: one booking with its payments, refunds and history. */
  booking: (id: string) =>
    queryOptions({
      queryKey: [...bookings, 'one', id],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ConsoleBookingDetail }>(`/console/bookings/${encodeURIComponent(id)}`, { signal }).then(
          (body) => body.data,
        ),
      ...fresh,
    }),
}
