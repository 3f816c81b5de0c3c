import { useTranslation } from './i18n.tsx'

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * A list's total as the reader's language writes numbers ("1,000", "1.000", "1 000"), with a "+" when the
 * server capped it (past 1,000 matches it says `totalCapped` instead of counting on: decision 047).
 */
export function formatTotal(language: string, total: number, capped = false): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language)
    numberFormats.set(language, format)
  }
  return `${format.format(total)}${capped ? '+' : ''}`
}

/** The count options of a "{{shown}} … found" text: `count` picks the plural form, `shown` is what is read. */
export function useTotalText() {
  const { i18n } = useTranslation()
  return (total: number, capped?: boolean) => ({ count: total, shown: formatTotal(i18n.language, total, capped) })
}
