import { useHydrated } from './hydration.ts'
import { useTranslation } from './i18n.tsx'

type DateInput = string | number | Date

/**
 * Dates as the reader sees them: in their own time zone once the page is live. The server does not
 * know the reader's zone, so it (and the hydrating browser, which must render the same text) shows
 * dates in UTC; the page then shows them in the reader's zone.
 */
export function useDates() {
  const { i18n } = useTranslation()
  const timeZone = useHydrated() ? undefined : 'UTC'
  return {
    timeZone,
    format: (value: DateInput, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(i18n.language, { ...options, timeZone }).format(new Date(value)),
  }
}
