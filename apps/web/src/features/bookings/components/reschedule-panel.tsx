import { type Booking, type RescheduleProposal, type RescheduleProposalInput, scheduleMessages } from '@rally/shared'
import { type FormEvent, useState } from 'react'
import { Field, inputBorder, inputClass } from '../../../components/form/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { sessionTime, zonedDate, zoneName } from '../../../lib/zoned-time.ts'
import { useAnswerProposal, useProposeTime } from '../api/reschedule-booking.ts'
import { currentTimeZoneName, formatInstant } from '../booking-rules.ts'
import { providerTimeZoneOf } from '../slot-rules.ts'
import { actionButtonClass } from './booking-card.tsx'
import { SlotPicker, useBookerTimeZone } from './slots/slot-picker.tsx'

type Side = 'booker' | 'provider'

/** Refusals the panel words itself (locales' reschedule.errors): by code, and the server's time messages. */
const rescheduleRefusals = ['SLOT_NOT_OPEN', 'RESCHEDULE_NOT_ALLOWED', 'RESCHEDULE_PROPOSAL_ANSWERED'] as const
const timeRefusals: Record<string, string> = {
  [scheduleMessages.inThePast]: 'inThePast',
  [scheduleMessages.notOnTheClock]: 'notOnTheClock',
  [scheduleMessages.outsideHours]: 'outsideHours',
}

/**
 * Whether a booking can be moved from this page: a live session with a time still to come. One made from a
 * slot moves to another open slot; one made by request (no published hours) to a date and time typed in.
 */
export function mayPropose(booking: Booking, now = Date.now()): boolean {
  const live = booking.status === 'pending' || booking.status === 'accepted'
  return live && booking.resourceId !== null && booking.startsAt !== null && new Date(booking.startsAt).getTime() > now
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
    const field =
      cause instanceof ApiError ? (cause.fields?.start ?? cause.fields?.time ?? cause.fields?.date) : undefined
    const message = known
      ? t(`reschedule.errors.${(cause as ApiError).code}`)
      : field && timeRefusals[field]
        ? t(`reschedule.errors.${timeRefusals[field]}`)
        : cause instanceof ApiError && cause.status < 500
          ? messageText(field ?? cause.message)
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
  const send = (time: RescheduleProposalInput) => {
    setError(null)
    propose.mutate(
      { id: booking.id, time },
      {
        onSuccess: () => {
          setPicking(false)
          toast.success(t('reschedule.done.proposed'))
        },
        onError: failed,
      },
    )
  }
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
        // A provider without published hours: any date and time to come, on the proposer's clock.
        fallback={<RequestedTime timeZone={pickerZone} busy={propose.isPending} onSend={send} />}
        onSelect={(choice) => send({ start: choice.start })}
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
        {formatInstant(proposal.start, i18n.language, timeZone)}{' '}
        <span className="font-normal">({zoneName(timeZone, i18n.language)})</span>
      </dd>
      {otherZone && (
        <dd>
          {t('slots.otherTime', {
            time: sessionTime(proposal.start, otherZone, i18n.language),
            zone: zoneName(otherZone, i18n.language),
          })}
        </dd>
      )}
    </dl>
  )
}

/**
 * A new date and time typed on the proposer's clock, for a booking of a provider who publishes no hours (the
 * request flow). The browser only checks that both are there and the date is not past; the server checks the
 * rest (a time still to come, one that exists on that clock) and answers in words the panel shows.
 */
function RequestedTime({
  timeZone,
  busy,
  onSend,
}: {
  timeZone: string
  busy: boolean
  onSend: (time: RescheduleProposalInput) => void
}) {
  const { t, i18n } = useTranslation()
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSend({ date, time, timeZone })
  }
  // Today on the proposer's clock is the earliest date; the server checks the time itself.
  const fields = [
    { type: 'date', label: t('reschedule.newDate'), value: date, set: setDate, min: zonedDate(new Date(), timeZone) },
    { type: 'time', label: t('reschedule.newTime'), value: time, set: setTime, min: undefined },
  ] as const
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-label={t('reschedule.requestLabel')}
    >
      <p className="text-sm text-ink-muted">
        {t('reschedule.requestIntro', { zone: zoneName(timeZone, i18n.language) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field.type} label={field.label}>
            {(props) => (
              <input
                {...props}
                type={field.type}
                required
                min={field.min}
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
                className={`${inputClass} ${inputBorder(false)}`}
              />
            )}
          </Field>
        ))}
      </div>
      <button type="submit" disabled={busy} className={actionButtonClass.primary}>
        {busy ? t('inbox.working') : t('reschedule.send')}
      </button>
    </form>
  )
}
