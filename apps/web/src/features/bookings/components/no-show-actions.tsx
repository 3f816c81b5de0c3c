import { type Booking, noShowDisputeInputSchema, noShowReportHours } from '@rally/shared'
import { type ReactNode, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { useNoShowStep } from '../api/no-shows.ts'
import { actionButtonClass } from './booking-card.tsx'

type Party = 'booker' | 'provider'
const hour = 3_600_000

/**
 * When a session may be reported: it was held (accepted or completed) and began, until a day after it
 * ends. The answer carries the end once bookings have one (`endsAt`); the server holds the exact rule.
 */
export function mayReportNoShow(booking: Booking, now: number): boolean {
  if (booking.noShow || !booking.preferredAt) return false
  if (booking.status !== 'accepted' && booking.status !== 'completed') return false
  const start = Date.parse(booking.preferredAt)
  const endsAt = (booking as { endsAt?: string | null }).endsAt
  const end = endsAt ? Date.parse(endsAt) : start
  return now >= end && now <= end + noShowReportHours * hour
}

/** A card's actions with the no-show's, when the booking has or may have one; undefined when there are none. */
export function withNoShowActions(actions: ReactNode, booking: Booking, perspective: Party): ReactNode {
  const noShow = booking.noShow || mayReportNoShow(booking, Date.now())
  if (!noShow) return actions || undefined
  return (
    <>
      {actions}
      <NoShowActions booking={booking} perspective={perspective} />
    </>
  )
}

/**
 * After a session, on /bookings and /inbox: "Report a no-show" (the other party did not come), a
 * reported no-show's state, and "Dispute" for the party reported absent.
 */
export function NoShowActions({ booking, perspective }: { booking: Booking; perspective: Party }) {
  const { t, i18n } = useTranslation()
  const messageText = useMessageText()
  const step = useNoShowStep(i18n.language)
  const [dialog, setDialog] = useState<'report' | 'dispute' | null>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const [now] = useState(() => Date.now())
  const other: Party = perspective === 'booker' ? 'provider' : 'booker'
  const report = booking.noShow

  const close = () => {
    if (step.isPending) return
    setDialog(null)
    setNote('')
    setNoteError(undefined)
  }
  const failed = (error: unknown) => {
    // The window and the one-report rule are the server's: their answers in the reader's words.
    const known =
      error instanceof ApiError && ['NO_SHOW_WINDOW_CLOSED', 'NO_SHOW_ALREADY_REPORTED'].includes(error.code)
    const message = known
      ? t(`noShow.errors.${(error as ApiError).code}`)
      : error instanceof ApiError && error.status < 500
        ? messageText(error.message)
        : t('noShow.failed')
    if (error instanceof ApiError && error.fields?.note) setNoteError(messageText(error.fields.note))
    else {
      close()
      toast.error(message)
    }
  }
  const submit = () => {
    if (dialog === 'dispute') {
      const checked = noShowDisputeInputSchema.safeParse({ note })
      if (!checked.success) return setNoteError(messageText(checked.error.issues[0]?.message ?? ''))
      step.mutate(
        { kind: 'dispute', id: booking.id, note: checked.data.note },
        {
          onSuccess: () => {
            close()
            toast.success(t('noShow.disputed'))
          },
          onError: failed,
        },
      )
      return
    }
    step.mutate(
      { kind: 'report', id: booking.id, absent: other, note: note.trim() || undefined },
      {
        onSuccess: () => {
          close()
          toast.success(t('noShow.reported'))
        },
        onError: failed,
      },
    )
  }

  const mayDispute = report?.status === 'reported' && report.absent === perspective
  const state = report && (
    <p className="w-full text-sm" data-testid="no-show-state">
      <span className="font-semibold">
        {t(report.absent === perspective ? 'noShow.state.youAbsent' : 'noShow.state.otherAbsent')}
      </span>{' '}
      <span className="text-ink-muted">{t(`noShow.status.${report.status}`)}</span>
    </p>
  )
  if (!report && !mayReportNoShow(booking, now)) return null

  return (
    <>
      {state}
      {!report && (
        <button type="button" onClick={() => setDialog('report')} className={actionButtonClass.secondary}>
          {t('noShow.report')}
        </button>
      )}
      {mayDispute && (
        <button type="button" onClick={() => setDialog('dispute')} className={actionButtonClass.secondary}>
          {t('noShow.dispute')}
        </button>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog ? t(`noShow.${dialog}Dialog.title`) : ''}
        confirmLabel={dialog ? t(`noShow.${dialog}Dialog.confirm`) : ''}
        cancelLabel={t('noShow.back')}
        pending={step.isPending}
        pendingLabel={t('noShow.working')}
        onConfirm={submit}
        onClose={close}
      >
        {dialog && (
          <div className="space-y-3">
            <p>
              {t(`noShow.${dialog}Dialog.text`, {
                name: perspective === 'booker' ? booking.requestedEntityName : booking.name,
                hours: noShowReportHours,
              })}
            </p>
            <Field
              label={t(dialog === 'dispute' ? 'noShow.disputeDialog.note' : 'noShow.reportDialog.note')}
              optional={dialog === 'report'}
              error={noteError}
            >
              {(control) => (
                <TextArea
                  {...control}
                  value={note}
                  maxLength={1000}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </Field>
          </div>
        )}
      </ConfirmDialog>
    </>
  )
}
