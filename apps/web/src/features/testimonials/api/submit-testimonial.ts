import type { SubmitTestimonialInput, SubmittedTestimonialResponse } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/testimonials: signed in, after a completed booking; it waits for moderation. */
export const submitTestimonial = (input: SubmitTestimonialInput) =>
  apiRequest<SubmittedTestimonialResponse>('/testimonials', { method: 'POST', body: input }).then((body) => body.data)

export function useSubmitTestimonial() {
  return useMutation({ mutationFn: submitTestimonial })
}
