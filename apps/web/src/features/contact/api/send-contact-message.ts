import type { ContactMessageInput, ContactMessageResponse } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/contact-messages: to support; the acknowledgement is written in `language`. */
export const sendContactMessage = (input: ContactMessageInput, language: string) =>
  apiRequest<ContactMessageResponse>('/contact-messages', {
    method: 'POST',
    body: input,
    headers: { 'accept-language': language },
  }).then((body) => body.data)

export function useSendContactMessage(language: string) {
  return useMutation({ mutationFn: (input: ContactMessageInput) => sendContactMessage(input, language) })
}
