import type { Faq, FaqResponse, LanguageCode } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/faq?lang=: the FAQ in one language, by section, as the operators last edited it. */
export const getFaq = (language: LanguageCode, signal?: AbortSignal): Promise<Faq> =>
  apiRequest<FaqResponse>(`/faq?lang=${language}`, { signal }).then((body) => body.data)

/** The FAQ's reads: their keys are made here only (features/README.md, decision 042). */
export const faqQueries = {
  /** The FAQ in every language: an operator's edit refreshes them all. */
  all: ['faq'] as const,
  inLanguage: (language: LanguageCode) =>
    queryOptions({ queryKey: ['faq', language], queryFn: ({ signal }) => getFaq(language, signal) }),
}
