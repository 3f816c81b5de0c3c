import clsx from 'clsx'
import { useState } from 'react'
import { HiCalendarDays } from 'react-icons/hi2'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

/** Within this many days a weekday names the day ("Sat 9:00"); later, the date does ("12 Dec, 9:00"). */
const weekdayDays = 6

/**
 * "Next: Sat 9:00": a person's first open slot, in the reader's zone and language (decision 054).
 * The server does not know the reader's zone, so it (and the hydrating page) writes UTC, as every
 * date on the site (lib/dates.ts); the live page then writes the reader's own. Kept to lib/dates.ts,
 * which every first page already carries: cards are on first pages (decision 028's budget).
 */
export function NextOpenSlot({ at, className }: { at: string | null | undefined; className?: string }) {
  const { t } = useTranslation()
  const dates = useDates()
  const [now] = useState(() => Date.now())
  if (!at) return null
  const soon = Date.parse(at) - now < weekdayDays * 86_400_000
  const time = dates.format(
    at,
    soon
      ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  )
  return (
    <p
      className={clsx('flex items-center gap-1 text-sm font-semibold text-accent', className)}
      data-testid="next-open-slot"
    >
      <HiCalendarDays aria-hidden className="h-4 w-4 shrink-0" />
      {t('slots.next', { time })}
    </p>
  )
}
