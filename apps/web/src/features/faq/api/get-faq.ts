import type { Faq, FaqResponse, LanguageCode } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/faq?lang=: the FAQ in one language, by section, as the operators last edited it. */
export const getFaq = (language: LanguageCode, signal?: AbortSignal): Promise<Faq> =>
  apiRequest<FaqResponse>(`/faq?lang=${language}`, { signal }).then((body) => body.data)

export function useFaq(language: LanguageCode) {
  return useQuery({ queryKey: ['faq', language], queryFn: ({ signal }) => getFaq(language, signal) })
}
