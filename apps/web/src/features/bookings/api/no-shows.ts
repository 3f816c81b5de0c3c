import type { noShowResponseSchema } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingsQueries } from './queries.ts'

type NoShowAnswer = z.infer<typeof noShowResponseSchema>

/** POST /v1/booking/{id}/no-show: the other party did not come. */
export const reportNoShow = (id: string, body: { absent: 'booker' | 'provider'; note?: string }, language: string) =>
  apiRequest<NoShowAnswer>(`/booking/${encodeURIComponent(id)}/no-show`, {
    method: 'POST',
    body,
    headers: { 'accept-language': language },
  })

/** POST /v1/booking/{id}/no-show/dispute: the party reported absent says they came. */
export const disputeNoShow = (id: string, note: string, language: string) =>
  apiRequest<NoShowAnswer>(`/booking/${encodeURIComponent(id)}/no-show/dispute`, {
    method: 'POST',
    body: { note },
    headers: { 'accept-language': language },
  })

/** Report or dispute; every list of bookings is read again after. */
export function useNoShowStep(language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      step:
        | { kind: 'report'; id: string; absent: 'booker' | 'provider'; note?: string }
        | { kind: 'dispute'; id: string; note: string },
    ) =>
      step.kind === 'report'
        ? reportNoShow(step.id, { absent: step.absent, ...(step.note && { note: step.note }) }, language)
        : disputeNoShow(step.id, step.note, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueries.all }),
  })
}
