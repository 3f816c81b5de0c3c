import type { RatingInput } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

type Rating = { id: string; status: 'pending'; rating: number; comment: string | null }

/** POST /v1/ratings: signed in, after a completed session; the rating waits for moderation. */
export const rate = (input: RatingInput) =>
  apiRequest<{ data: Rating }>('/ratings', { method: 'POST', body: input }).then((body) => body.data)

export function useRate() {
  return useMutation({ mutationFn: rate })
}
