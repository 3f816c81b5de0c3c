import {
  type CreateProgressShareInput,
  type createdProgressShareResponseSchema,
  type SessionReportValues,
  sessionReportPaths,
  type sessionReportResponseSchema,
} from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { reportsPath, sessionReportsQueries } from './queries.ts'

/** POST /v1/bookings/{id}/report: the provider's report of a completed session (once). */
export function useWriteSessionReport(bookingId: string, language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: SessionReportValues) =>
      apiRequest<z.infer<typeof sessionReportResponseSchema>>(
        reportsPath(sessionReportPaths.report, { id: bookingId }),
        { method: 'POST', body: values, headers: { 'accept-language': language } },
      ).then((body) => body.data),
    onSuccess: (report) => queryClient.setQueryData(sessionReportsQueries.report(bookingId).queryKey, report),
  })
}

/** POST /v1/me/progress/shares: a read-only link to the player's timeline of one sport (its token shown once). */
export function useCreateProgressShare() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateProgressShareInput) =>
      apiRequest<z.infer<typeof createdProgressShareResponseSchema>>(reportsPath(sessionReportPaths.shares), {
        method: 'POST',
        body: input,
      }).then((body) => body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionReportsQueries.shares().queryKey }),
  })
}

/** DELETE /v1/me/progress/shares/{id}: the link shows nothing from now on. */
export function useRevokeProgressShare() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(reportsPath(sessionReportPaths.share, { token: id }), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionReportsQueries.shares().queryKey }),
  })
}
