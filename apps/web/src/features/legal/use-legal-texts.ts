import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../lib/i18n.tsx'
import { useSiteConfig } from '../../lib/site-config.ts'
import { legalQueries } from './api/queries.ts'
import { type LegalTexts, type LegalValues, legalValues } from './legal-texts.ts'

type LegalTextsState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; texts: LegalTexts; values: LegalValues; language: string }

/** The legal texts in the reader's language, with the values of their placeholders. */
export function useLegalTexts(): LegalTextsState {
  const { i18n } = useTranslation()
  const language = i18n.language
  const texts = useQuery(legalQueries.texts(language))
  const site = useSiteConfig()
  if (texts.isError || site.isError) {
    return {
      state: 'error',
      retry: () => {
        if (texts.isError) void texts.refetch()
        if (site.isError) void site.refetch()
      },
    }
  }
  if (!texts.data || !site.data) return { state: 'loading' }
  return { state: 'ready', texts: texts.data, values: legalValues(site.data, language), language }
}
