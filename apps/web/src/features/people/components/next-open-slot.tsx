import clsx from 'clsx'
import { useState } from 'react'
import { HiCalendarDays } from 'react-icons/hi2'
import { useHydrated } from '../../../lib/hydration.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { nearTime } from '../../../lib/zoned-time.ts'

/**
 * "Next: Sat 9:00": a person's first open slot, in the reader's zone and language (decision 054).
 * The server does not know the reader's zone, so it (and the hydrating page) writes UTC, as every
 * date on the site (lib/dates.ts); the live page then writes the reader's own.
 */
export function NextOpenSlot({ at, className }: { at: string | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const [now] = useState(() => new Date())
  if (!at) return null
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC'
  return (
    <p
      className={clsx('flex items-center gap-1 text-sm font-semibold text-accent', className)}
      data-testid="next-open-slot"
    >
      <HiCalendarDays aria-hidden className="h-4 w-4 shrink-0" />
      {t('slots.next', { time: nearTime(at, zone, i18n.language, now) })}
    </p>
  )
}
