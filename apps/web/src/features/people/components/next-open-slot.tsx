import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

/**
 * "Next: Sat 9:00": a person's first open slot, in the reader's zone and language (decision 054): its
 * weekday within the coming six days, its date after. The server does not know the reader's zone, so it
 * (and the hydrating page) writes UTC, as every date on the site (lib/dates.ts); the live page then
 * writes the reader's own. Kept to lib/dates.ts, which first pages already carry, and without an icon:
 * cards and profiles are first pages (decision 028's budget).
 */
export function NextOpenSlot({ at, className = '' }: { at: string | null | undefined; className?: string }) {
  const { t } = useTranslation()
  const { format } = useDates()
  if (!at) return null
  const soon = Date.parse(at) - Date.now() < 6 * 86_400_000
  return (
    <p className={`text-sm font-semibold text-accent ${className}`}>
      {t('slots.next', {
        time: format(at, {
          ...(soon ? { weekday: 'short' } : { day: 'numeric', month: 'short' }),
          hour: 'numeric',
          minute: '2-digit',
        }),
      })}
    </p>
  )
}
