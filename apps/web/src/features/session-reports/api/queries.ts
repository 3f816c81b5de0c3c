import {
  type ProgressShare,
  type ProgressTimeline,
  type progressShareListResponseSchema,
  type progressTimelineResponseSchema,
  type SessionReport,
  type Sport,
  sessionReportPaths,
  type sessionReportResponseSchema,
} from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

/** A shared path as the client calls it: without the /v1 the client adds, its `{name}` filled in. */
export const reportsPath = (shared: string, values: Record<string, string> = {}) =>
  shared.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))

/** GET /v1/bookings/{id}/report: the session's report, or null while it has none (the API answers 404). */
export const getSessionReport = (bookingId: string, signal?: AbortSignal): Promise<SessionReport | null> =>
  apiRequest<z.infer<typeof sessionReportResponseSchema>>(reportsPath(sessionReportPaths.report, { id: bookingId }), {
    signal,
  }).then(
    (body) => body.data,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    },
  )

const all = [...accountQueryKey, 'session-reports'] as const

/** The reports' and progress reads: their keys are made here only (features/README.md, decision 042). */
export const sessionReportsQueries = {
  all,
  /** One booking's report (null: none yet), as its booker or provider reads it. */
  report: (bookingId: string) =>
    queryOptions({
      queryKey: [...all, 'report', bookingId],
      queryFn: ({ signal }) => getSessionReport(bookingId, signal),
      staleTime: 60_000,
    }),
  /** The signed-in player's timeline in one sport (GET /v1/me/progress?sport=). */
  progress: (sport: Sport) =>
    queryOptions({
      queryKey: [...all, 'progress', sport],
      queryFn: ({ signal }): Promise<ProgressTimeline> =>
        apiRequest<z.infer<typeof progressTimelineResponseSchema>>(
          `${reportsPath(sessionReportPaths.progress)}?${new URLSearchParams({ sport })}`,
          { signal },
        ).then((body) => body.data),
      staleTime: 0,
    }),
  /** A guardian's junior's timeline in one sport (GET /v1/juniors/{id}/progress?sport=); others are told 404. */
  juniorProgress: (juniorId: string, sport: Sport) =>
    queryOptions({
      queryKey: [...all, 'junior-progress', juniorId, sport],
      queryFn: ({ signal }): Promise<ProgressTimeline> =>
        apiRequest<z.infer<typeof progressTimelineResponseSchema>>(
          `${reportsPath(sessionReportPaths.juniorProgress, { id: juniorId })}?${new URLSearchParams({ sport })}`,
          { signal },
        ).then((body) => body.data),
      staleTime: 0,
    }),
  /** The player's read-only links still open. */
  shares: () =>
    queryOptions({
      queryKey: [...all, 'shares'],
      queryFn: ({ signal }): Promise<ProgressShare[]> =>
        apiRequest<z.infer<typeof progressShareListResponseSchema>>(reportsPath(sessionReportPaths.shares), {
          signal,
        }).then((body) => body.data),
      staleTime: 0,
    }),
  /**
   * A shared timeline, as anyone with its link reads it (GET /v1/progress/{token}). Not under the account's
   * key: it is no one's own data, and a revoked link must show nothing at once (never kept).
   */
  shared: (token: string) =>
    queryOptions({
      queryKey: ['shared-progress', token],
      queryFn: ({ signal }): Promise<ProgressTimeline | null> =>
        apiRequest<z.infer<typeof progressTimelineResponseSchema>>(reportsPath(sessionReportPaths.shared, { token }), {
          signal,
          redirectOnUnauthorized: false,
        }).then(
          (body) => body.data,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null
            throw error
          },
        ),
      staleTime: 0,
      gcTime: 0,
    }),
}
