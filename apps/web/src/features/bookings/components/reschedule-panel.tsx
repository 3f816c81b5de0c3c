import type { Booking, RescheduleProposal } from '@rally/shared'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { sessionTime, zoneCity } from '../../../lib/zoned-time.ts'
import { useAnswerProposal, useProposeTime } from '../api/reschedule-booking.ts'
import { currentTimeZoneName, formatInstant } from '../booking-rules.ts'
import { providerTimeZoneOf } from '../slot-rules.ts'
import { actionButtonClass } from './booking-card.tsx'
import { SlotPicker, useBookerTimeZone } from './slots/slot-picker.tsx'

type Side = 'booker' | 'provider'

/** Refusals the panel words itself (locales' reschedule.errors). */
const rescheduleRefusals = ['SLOT_NOT_OPEN', 'RESCHEDULE_NOT_ALLOWED', 'RESCHEDULE_PROPOSAL_ANSWERED'] as const

/** Whether a booking can be moved from this page: a live session from a slot, still to come. */
export function mayPropose(booking: Booking, now = Date.now()): boolean {
  const live = booking.status === 'pending' || booking.status === 'accepted'
  return (
    live &&
    booking.resourceId !== null &&
    booking.providerTimeZone !== null &&
    booking.startsAt !== null &&
    new Date(booking.startsAt).getTime() > now
  )
}

/**
 * Reschedule on a booking card (issue 23): "Propose another time" opens the slot picker; an open proposal
 * is shown to both sides in their own zone and the other side's, with Accept / Decline for the other party
 * and Withdraw for the proposer.
 */
export function ReschedulePanel({ booking, side, timeZone }: { booking: Booking; side: Side; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const [picking, setPicking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pickerZone, setPickerZone] = useBookerTimeZone()
  const messageText = useMessageText()
  const propose = useProposeTime(i18n.language)
  const answer = useAnswerProposal(i18n.language)
  const proposal = booking.openProposal ?? null
  const failed = (cause: unknown) => {
    // The server's refusals by code, in the reader's words; other answers through the validation table.
    const known = cause instanceof ApiError && (rescheduleRefusals as readonly string[]).includes(cause.code)
    const message = known
      ? t(`reschedule.errors.${(cause as ApiError).code}`)
      : cause instanceof ApiError && cause.status < 500
        ? messageText(cause.fields?.start ?? cause.message)
        : t('myBookings.actionFailed')
    setError(message)
    toast.error(message)
  }

  if (proposal) {
    const own = proposal.proposedBy === side
    const reply = (choice: 'accept' | 'decline') => {
      setError(null)
      answer.mutate(
        { id: booking.id, proposalId: proposal.id, answer: choice },
        {
          onSuccess: () =>
            toast.success(t(`reschedule.done.${choice === 'accept' ? 'accepted' : own ? 'withdrawn' : 'declined'}`)),
          onError: failed,
        },
      )
    }
    return (
      <section
        aria-label={t('reschedule.proposalLabel')}
        className="basis-full rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">
          {own
            ? t('reschedule.proposedByYou')
            : t('reschedule.proposedByOther', {
                name: side === 'booker' ? booking.requestedEntityName : booking.name,
              })}
        </p>
        <ProposedTime booking={booking} proposal={proposal} side={side} timeZone={timeZone} />
        {error && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {own ? (
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => reply('decline')}
              className={actionButtonClass.secondary}
            >
              {t('reschedule.withdraw')}
            </button>
          ) : (
            <>
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => reply('accept')}
                className={actionButtonClass.primary}
              >
                {answer.isPending ? t('inbox.working') : t('reschedule.accept')}
              </button>
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => reply('decline')}
                className={actionButtonClass.danger}
              >
                {t('reschedule.decline')}
              </button>
            </>
          )}
        </div>
      </section>
    )
  }

  if (!mayPropose(booking) || !booking.resourceId) return null
  if (!picking) {
    return (
      <button type="button" onClick={() => setPicking(true)} className={actionButtonClass.secondary}>
        {t('reschedule.propose')}
      </button>
    )
  }
  return (
    <div className="basis-full space-y-3">
      {error && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <SlotPicker
        kind={booking.resourceType === 'coach' ? 'coach' : 'partner'}
        id={booking.resourceId}
        timeZone={pickerZone}
        onTimeZoneChange={setPickerZone}
        excludeStart={booking.startsAt}
        busy={propose.isPending}
        headingLevel={3}
        fallback={<p className="text-sm text-ink-muted">{t('reschedule.noTimes')}</p>}
        onSelect={(choice) => {
          setError(null)
          propose.mutate(
            { id: booking.id, start: choice.start },
            {
              onSuccess: () => {
                setPicking(false)
                toast.success(t('reschedule.done.proposed'))
              },
              onError: failed,
            },
          )
        }}
      />
      <button type="button" onClick={() => setPicking(false)} className={actionButtonClass.secondary}>
        {t('reschedule.keepTime')}
      </button>
    </div>
  )
}

/** The proposed time in the reader's zone, and on the other side's clock when it differs. */
function ProposedTime({
  booking,
  proposal,
  side,
  timeZone,
}: {
  booking: Booking
  proposal: RescheduleProposal
  side: Side
  timeZone: string
}) {
  const { t, i18n } = useTranslation()
  const otherZone =
    side === 'booker'
      ? providerTimeZoneOf(booking, timeZone, proposal.start)
      : booking.timeZone && currentTimeZoneName(booking.timeZone) !== timeZone
        ? currentTimeZoneName(booking.timeZone)
        : null
  return (
    <dl className="mt-1">
      <dt className="sr-only">{t('reschedule.newTime')}</dt>
      <dd className="font-semibold" data-testid="proposed-time">
        {formatInstant(proposal.start, i18n.language, timeZone)} <span className="font-normal">({timeZone})</span>
      </dd>
      {otherZone && (
        <dd>
          {t('slots.otherTime', {
            time: sessionTime(proposal.start, otherZone, i18n.language),
            place: zoneCity(otherZone),
          })}
        </dd>
      )}
    </dl>
  )
}
