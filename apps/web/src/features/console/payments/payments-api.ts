import type {
  ConsoleBookingDetail,
  ConsoleBookingList,
  ConsoleBookingsQuery,
  ConsoleRefundInput,
  UpiRejectInput,
  UpiReport,
} from '@rally/shared'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type UpiReportStatus = UpiReport['status']

// Everything here reads and changes money: always fresh, never the five-minute cache of public pages.
const fresh = { staleTime: 0 } as const
const upiKey = ['console', 'upi'] as const
const bookingsKey = ['console', 'bookings'] as const

/** GET /v1/console/payments/upi?status=: UPI reports of a status. */
export function useUpiReports(status: UpiReportStatus) {
  return useQuery({
    queryKey: [...upiKey, status],
    queryFn: ({ signal }) =>
      apiRequest<{ data: UpiReport[] }>(`/console/payments/upi?status=${status}`, { signal }).then((body) => body.data),
    ...fresh,
  })
}

/** POST /v1/console/payments/upi/{id}/confirm or /reject; the queue and bookings are read again after. */
export function useSettleUpiReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ report, decision }: { report: UpiReport; decision: { reject: UpiRejectInput } | 'confirm' }) =>
      apiRequest<{ data: UpiReport }>(
        `/console/payments/upi/${encodeURIComponent(report.id)}/${decision === 'confirm' ? 'confirm' : 'reject'}`,
        {
          method: 'POST',
          body:
            decision === 'confirm'
              ? { openedVersion: report.updatedAt }
              : { ...decision.reject, openedVersion: report.updatedAt },
        },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: upiKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
      ]),
  })
}

const searchText = (query: ConsoleBookingsQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString()

/** GET /v1/console/bookings: a page of the search. */
export function useConsoleBookings(query: ConsoleBookingsQuery) {
  return useQuery({
    queryKey: [...bookingsKey, 'search', query],
    queryFn: ({ signal }) => apiRequest<ConsoleBookingList>(`/console/bookings?${searchText(query)}`, { signal }),
    placeholderData: keepPreviousData,
    ...fresh,
  })
}

/** GET /v1/console/bookings/{id}: one booking with its payments, refunds and history. */
export function useConsoleBooking(id: string) {
  return useQuery({
    queryKey: [...bookingsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ConsoleBookingDetail }>(`/console/bookings/${encodeURIComponent(id)}`, { signal }).then(
        (body) => body.data,
      ),
    ...fresh,
  })
}

/** POST /v1/console/bookings/{id}/refund. */
export function useRefundBooking(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConsoleRefundInput) =>
      apiRequest(`/console/bookings/${encodeURIComponent(id)}/refund`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  })
}
