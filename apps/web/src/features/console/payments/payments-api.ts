import type { ConsoleBookingsQuery, ConsoleRefundInput, UpiRejectInput, UpiReport } from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { consoleQueries, type UpiReportStatus } from '../api/queries.ts'

export type { UpiReportStatus } from '../api/queries.ts'

export function useUpiReports(status: UpiReportStatus) {
  return useQuery(consoleQueries.upiReports(status))
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
        queryClient.invalidateQueries({ queryKey: consoleQueries.upi }),
        queryClient.invalidateQueries({ queryKey: consoleQueries.bookings }),
      ]),
  })
}

export function useConsoleBookings(query: ConsoleBookingsQuery) {
  return useQuery(consoleQueries.bookingSearch(query))
}

export function useConsoleBooking(id: string) {
  return useQuery(consoleQueries.booking(id))
}

/** POST /v1/console/bookings/{id}/refund. */
export function useRefundBooking(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConsoleRefundInput) =>
      apiRequest(`/console/bookings/${encodeURIComponent(id)}/refund`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.bookings }),
  })
}
