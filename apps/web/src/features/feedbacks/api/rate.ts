import type { RatingInput, RatingResponse } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/ratings: signed in, after a completed session; the rating waits for moderation. */
export const rate = (input: RatingInput) =>
  apiRequest<RatingResponse>('/ratings', { method: 'POST', body: input }).then((body) => body.data)

export function useRate() {
  return useMutation({ mutationFn: rate })
}
