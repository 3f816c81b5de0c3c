import type { Booking, calendarFeedResponseSchema, RescheduleProposal, RescheduleProposalInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingsQueries } from './queries.ts'

/**
 * POST /v1/booking/{id}/reschedule: propose another time (it replaces an open proposal): an open slot's
 * `start`, or a `date` and `time` in the proposer's `timeZone` (a provider without published hours).
 */
export const proposeTime = (id: string, time: RescheduleProposalInput, language: string) =>
  apiRequest<{ data: RescheduleProposal }>(`/booking/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: time,
    headers: { 'accept-language': language },
  })

/** POST /v1/booking/{id}/reschedule/{proposalId}: accept or decline it; the proposer withdraws with decline. */
export const answerProposal = (id: string, proposalId: string, answer: 'accept' | 'decline', language: string) =>
  apiRequest<{ data: { proposal: RescheduleProposal; booking: Booking } }>(
    `/booking/${encodeURIComponent(id)}/reschedule/${encodeURIComponent(proposalId)}`,
    { method: 'POST', body: { answer }, headers: { 'accept-language': language } },
  )

/** Both change a booking: every list of bookings is read again after. */
export function useProposeTime(language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, time }: { id: string; time: RescheduleProposalInput }) => proposeTime(id, time, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueries.all }),
  })
}

export function useAnswerProposal(language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, proposalId, answer }: { id: string; proposalId: string; answer: 'accept' | 'decline' }) =>
      answerProposal(id, proposalId, answer, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueries.all }),
  })
}

type CalendarFeed = z.infer<typeof calendarFeedResponseSchema>

/** POST /v1/me/calendar-feed (a new private address, the old one stops working) and DELETE (revoke). */
export function useCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'make' | 'revoke') =>
      apiRequest<CalendarFeed>('/me/calendar-feed', { method: action === 'make' ? 'POST' : 'DELETE' }).then(
        (body) => body.data.url,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueries.calendarFeed().queryKey }),
  })
}
