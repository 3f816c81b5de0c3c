import type { LanguageCode } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { faqQueries } from './queries.ts'

export function useFaq(language: LanguageCode) {
  return useQuery(faqQueries.inLanguage(language))
}
