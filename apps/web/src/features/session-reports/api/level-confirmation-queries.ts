import type { LevelConfirmationInput, levelConfirmationResponseSchema } from '@rally/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

// A session's level confirmation (issue 26, the API's levels module), read and written from the coach's card.
// Apart from queries.ts: the card's chunk then shares no module with the progress pages, so those pages keep
// their dependencies (and the first page's list of them) as they were.

/** The coach's confirmation of the player's level after one session, as the API answers it. */
export type LevelConfirmation = z.infer<typeof levelConfirmationResponseSchema>['data']

/** GET and POST /v1/bookings/{id}/level-confirmation, as the client calls it (without the /v1 it adds). */
const confirmationPath = (bookingId: string) =>
  '/v1/bookings/{id}/level-confirmation'.replace(/^\/v1/, '').replace('{id}', encodeURIComponent(bookingId))

/** GET /v1/bookings/{id}/level-confirmation: the level its coach confirmed, or null while none (404). */
export const getLevelConfirmation = (bookingId: string, signal?: AbortSignal): Promise<LevelConfirmation | null> =>
  apiRequest<z.infer<typeof levelConfirmationResponseSchema>>(confirmationPath(bookingId), { signal }).then(
    (body) => body.data,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    },
  )

const all = [...accountQueryKey, 'level-confirmations'] as const

/** The sessions' level confirmations: their keys are made here only. */
export const levelConfirmationQueries = {
  all,
  /** One session's confirmation (null: none yet), as its coach or booker reads it. */
  one: (bookingId: string) =>
    queryOptions({
      queryKey: [...all, bookingId],
      queryFn: ({ signal }) => getLevelConfirmation(bookingId, signal),
      staleTime: 60_000,
    }),
}

/** POST /v1/bookings/{id}/level-confirmation: the coach of a completed session confirms the player's level (once). */
export function useConfirmLevel(bookingId: string, language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LevelConfirmationInput) =>
      apiRequest<z.infer<typeof levelConfirmationResponseSchema>>(confirmationPath(bookingId), {
        method: 'POST',
        body: input,
        headers: { 'accept-language': language },
      }).then((body) => body.data),
    // The answer is the player's level as it now stands (an operator's verification outranks the coach's), not
    // the session's confirmation: the card shows the level the coach gave, then reads the confirmation back.
    onSuccess: (answer, input) => {
      const { queryKey } = levelConfirmationQueries.one(bookingId)
      const confirmed: LevelConfirmation = { ...answer, ...input, status: 'coach-confirmed' }
      queryClient.setQueryData(queryKey, confirmed)
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
