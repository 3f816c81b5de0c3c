import { useId, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { type Conversation, type Message, reportReasons } from '../api/contract.ts'
import { useReport } from '../api/conversation-actions.ts'

type ReportDialogProps = {
  conversation: Conversation
  /** The one message reported; without it, the other party is. */
  message?: Message
  open: boolean
  onClose: () => void
  /** After the API took the report (the dialog has closed and the toast says so). */
  onReported?: () => void
}

/**
 * Asks why, then reports the other party or one of their messages (POST /v1/reports). What the API answers
 * when it refuses stays in the dialog, in its words, beside the reason to change or cancel.
 */
export function ReportDialog({ conversation, message, open, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const report = useReport()
  const [reason, setReason] = useState<(typeof reportReasons)[number]>('spam')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reasonId = useId()
  const noteId = useId()
  const texts = message ? 'messages.reportMessageDialog' : 'messages.reportDialog'
  const close = () => {
    setError(null)
    onClose()
  }
  const confirm = () =>
    report.mutate(
      { conversationId: conversation.id, messageId: message?.id, reason, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setNote('')
          close()
          toast.success(t(`${texts}.done`))
          onReported?.()
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status < 500
              ? messageText(failure.message)
              : t('messages.actionFailed'),
          ),
      },
    )
  return (
    <ConfirmDialog
      open={open}
      title={t(`${texts}.title`, { name: conversation.other.name })}
      confirmLabel={t('messages.reportDialog.confirm')}
      cancelLabel={t('messages.cancel')}
      pending={report.isPending}
      pendingLabel={t('messages.reportDialog.pending')}
      destructive
      onConfirm={confirm}
      onClose={close}
    >
      <p>{t(`${texts}.body`, { name: conversation.other.name })}</p>
      {message?.text && (
        // The words reported, so the reporter sees which message they are about to send to Rally's team.
        <blockquote className="mt-3 line-clamp-3 rounded-lg border-l-4 border-line bg-surface-muted px-3 py-2 wrap-anywhere whitespace-pre-wrap text-ink">
          {message.text}
        </blockquote>
      )}
      <label htmlFor={reasonId} className="mt-4 block font-semibold text-ink">
        {t('messages.reportDialog.reason')}
      </label>
      <select
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value as typeof reason)}
        className="mt-1 min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink"
      >
        {reportReasons.map((value) => (
          <option key={value} value={value}>
            {t(`messages.reportDialog.reasons.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={noteId} className="mt-3 block font-semibold text-ink">
        {t('messages.reportDialog.details')}
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  )
}
