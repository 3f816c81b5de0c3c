import { useTranslation } from 'react-i18next'

/**
 * Validation messages are written in English once, in the shared schemas, and
 * come from the browser's checks and the API's answers alike. Each language
 * keeps a table from the English message to its own words (locales/<lang>/
 * validation.json); a message the table lacks (or one with numbers filled in
 * at run time) is shown as written.
 */
export function useMessageText(): (message: string) => string {
  const { i18n } = useTranslation()
  return (message) => {
    const table = i18n.getResource(i18n.language, 'translation', 'validation') as Record<string, string> | undefined
    return table?.[message] ?? message
  }
}
