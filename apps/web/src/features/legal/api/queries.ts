import { queryOptions } from '@tanstack/react-query'
import { loadLegalTexts } from '../legal-texts.ts'

/** The legal pages' reads: their keys are made here only (features/README.md, decision 042). */
export const legalQueries = {
  /** The texts never change while the app runs: loaded once per language. */
  texts: (language: string) =>
    queryOptions({
      queryKey: ['legal-texts', language],
      queryFn: () => loadLegalTexts(language),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
