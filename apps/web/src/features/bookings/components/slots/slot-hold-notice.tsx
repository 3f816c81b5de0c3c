import { type SlotHold, scheduleMessages } from '@rally/shared'
import { useEffect } from 'react'
import { FieldError } from '../../../../components/form/field.tsx'
import { useTranslation } from '../../../../lib/i18n.tsx'
import { useNow } from '../../../../lib/use-now.ts'
import { countdownText, sessionTime, zoneName } from '../../../../lib/zoned-time.ts'
import type { HoldProblem } from '../../use-slot-hold.ts'

/**
 * The chosen time while it is held: the session in the booker's zone and the provider's, and the
 * minutes left; when the hold runs out it tells the form (`onExpired`). A refused or lost hold says why.
 */
export function SlotHoldNotice({
  hold,
  problem,
  bookerZone,
  providerZone,
  onExpired,
}: {
  hold: SlotHold | null
  problem: HoldProblem | null
  bookerZone: string
  providerZone: string | null
  onExpired: () => void
}) {
  const { t, i18n } = useTranslation()
  const now = useNow(1000, hold !== null)
  const left = hold ? new Date(hold.expiresAt).getTime() - now.getTime() : 0
  const expired = hold !== null && left <= 0
  useEffect(() => {
    if (expired) onExpired()
  }, [expired, onExpired])

  if (!hold) {
    if (!problem) return null
    return (
      <div role="alert">
        <FieldError message={problem === 'taken' ? scheduleMessages.slotNotOpen : scheduleMessages.holdExpired} />
      </div>
    )
  }
  const yours = sessionTime(hold.start, bookerZone, i18n.language)
  const theirs =
    providerZone && providerZone !== bookerZone ? sessionTime(hold.start, providerZone, i18n.language) : null
  return (
    <div className="rounded-xl border border-accent bg-accent/5 p-3 text-sm" data-testid="slot-hold">
      <p className="font-semibold">{t('slots.held', { time: yours })}</p>
      {theirs && providerZone && (
        <p className="text-ink-muted">
          {t('slots.theirTime', { time: theirs, zone: zoneName(providerZone, i18n.language) })}
        </p>
      )}
      <p className="mt-1">
        {t('slots.holdLeft')}{' '}
        <span className="font-semibold tabular-nums" role="timer">
          {countdownText(hold.expiresAt, now)}
        </span>
      </p>
    </div>
  )
}
