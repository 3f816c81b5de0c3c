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
      dateFormat(i18n.language, { ...options, timeZone }).format(new Date(value)),
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per language and options, made once: making an Intl.DateTimeFormat costs more than
 * formatting with it, and a landing page formats a date on every card.
 */
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([language, options])
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, options)
    dateFormats.set(key, format)
  }
  return format
}
