import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

const weekdayTime = { weekday: 'short', hour: 'numeric', minute: '2-digit' } as const
const dateTime = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const

/**
 * "Next: Sat 9:00": a person's first open slot, in the reader's zone and language (decision 054): its
 * weekday within the coming six days, its date after. The server does not know the reader's zone, so it
 * (and the hydrating page) writes UTC, as every date on the site (lib/dates.ts); the live page then
 * writes the reader's own. Kept small and to lib/dates.ts, which first pages already carry: cards and
 * profiles are first pages (decision 028's budget).
 */
export function NextOpenSlot({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation()
  const { format } = useDates()
  return at ? (
    <p className="text-sm font-semibold text-accent">
      {t('slots.next', { time: format(at, Date.parse(at) - Date.now() < 5184e5 ? weekdayTime : dateTime) })}
    </p>
  ) : null
}
