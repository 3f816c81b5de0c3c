import { countries, countryName, isoCurrency, type JobSummary } from '@rally/shared'

/** Translates a key (`t` of lib/i18n.tsx): the rules stay pure and tests pass English. */
type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * "₹85,000 per month" in the reader's language, with the ISO currency (the spec's YUAN is CNY),
 * or "Negotiable" when the salary is negotiable or not given.
 */
export function salaryText(
  job: Pick<JobSummary, 'salary' | 'salaryCurrencyType' | 'salaryType' | 'salaryIsNegotiable'>,
  locale: string,
  t: Translate,
): string {
  if (job.salaryIsNegotiable || job.salary === null) return t('jobEnums.negotiable')
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: isoCurrency[job.salaryCurrencyType],
    maximumFractionDigits: Number.isInteger(job.salary) ? 0 : 2,
  }).format(job.salary)
  return `${amount} ${t(`jobEnums.salaryPer.${job.salaryType}`)}`
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * When a vacancy was posted: "today", "yesterday", "3 days ago" for the first four weeks, then the
 * date ("12 May 2026"). Null before it opened.
 */
export function postedText(openedAt: string | null, now: Date, locale: string, timeZone?: string): string | null {
  if (!openedAt) return null
  const opened = new Date(openedAt)
  if (Number.isNaN(opened.getTime())) return null
  const days = Math.max(0, Math.round((dayStart(now, timeZone) - dayStart(opened, timeZone)) / dayMs))
  if (days < 28) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day')
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(opened)
}

/** The start of a date's calendar day in a time zone (the reader's own when none is named), as a UTC time. */
function dayStart(date: Date, timeZone: string | undefined): number {
  if (!timeZone) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .split('-')
    .map(Number)
  return Date.UTC(year as number, (month as number) - 1, day as number)
}

/** "Bengaluru, India": the place as posted, then its country, unless the place already names it. */
export function locationText(job: Pick<JobSummary, 'jobLocation' | 'jobCountry'>, locale: string): string {
  const place = job.jobLocation.trim()
  const country = countryName(job.jobCountry, locale)
  const english = countries.find((entry) => entry.code === job.jobCountry)?.name
  const named = [country, english].some((name) => name && place.toLowerCase().endsWith(name.toLowerCase()))
  if (!place) return country
  return named ? place : `${place}, ${country}`
}

/**
 * Up to two initials of the academy, for its logo's place when it has none: the first letters of
 * its first two capitalised words, so particles drop out ("Academia de Tenis Sierra" → "AT").
 */
export function academyInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const capitalised = words.filter((word) => word[0] !== word[0]?.toLowerCase())
  return (capitalised.length >= 2 ? capitalised : words)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')
}

/** A WhatsApp link that opens a chat with this text ready to send to whomever the reader picks. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`
