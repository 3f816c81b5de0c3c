import type { UploadedFile } from '@rally/shared'
import { useId, useRef, useState } from 'react'
import { HiPaperAirplane, HiPaperClip, HiXMark } from 'react-icons/hi2'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { uploadFile } from '../../../lib/uploads.ts'
import { type Conversation, messageMaxLength } from '../api/contract.ts'
import { useSendMessage } from '../api/conversation-actions.ts'
import { sendsOnEnter } from '../thread-rules.ts'

// A picture or a PDF: the upload's own checks (type from the content, size; shared uploads.ts) decide, this is
// only the browser's hint (written out: the rules' module would be one more chunk for this page).
const accept = 'image/jpeg,image/png,image/webp,application/pdf'

/** What the reader writes: text, one picture or PDF, sent with the button (or Enter on a wide screen). */
export function Composer({ conversation, wide }: { conversation: Conversation; wide: boolean }) {
  const { t } = useTranslation()
  if (conversation.blocked !== 'none') {
    return (
      <p className="flex items-start gap-2 border-t border-line px-4 py-3 text-sm text-ink-muted">
        {conversation.blocked === 'byMe'
          ? t('messages.blocked.byMe', { name: conversation.other.name })
          : t('messages.blocked.byThem')}
      </p>
    )
  }
  if (conversation.limited) return <LimitNotice name={conversation.other.name} />
  return <ComposerForm conversation={conversation} wide={wide} />
}

/** A stranger's one message before the provider answers: a notice, not an error. */
function LimitNotice({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex items-start gap-2 border-t border-line bg-surface-muted/50 px-4 py-3 text-sm">
      <p>
        <span className="font-semibold">{t('messages.limit.title')}.</span> {t('messages.limit.body', { name })}
      </p>
    </div>
  )
}

function ComposerForm({ conversation, wide }: { conversation: Conversation; wide: boolean }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const send = useSendMessage(conversation.id)
  const [text, setText] = useState('')
  const [file, setFile] = useState<UploadedFile | null>(null)
  const [uploading, setUploading] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const textId = useId()
  const hintId = useId()
  const errorId = useId()

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return
    setError(null)
    setUploading(chosen.name)
    try {
      setFile(await uploadFile(chosen.type === 'application/pdf' ? 'document' : 'image', chosen))
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? messageText(failure.message) : t('messages.actionFailed'),
      )
    } finally {
      setUploading(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const submit = () => {
    const body = text.trim()
    if (send.isPending || uploading) return
    if (!body && !file) return setError(t('messages.composer.empty'))
    if (body.length > messageMaxLength) return setError(t('messages.composer.tooLong', { max: messageMaxLength }))
    setError(null)
    send.mutate(
      { ...(body ? { text: body } : {}), ...(file ? { attachment: file.url } : {}) },
      {
        onSuccess: () => {
          setText('')
          setFile(null)
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status < 500
              ? messageText(failure.message)
              : t('messages.composer.sendFailed'),
          ),
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      className="border-t border-line px-2 py-2 lg:px-4"
    >
      {error && (
        <p id={errorId} role="alert" className="px-2 pb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {(file || uploading) && (
        <p className="mb-2 flex items-center gap-2 px-2 text-sm">
          <HiPaperClip aria-hidden className="h-4 w-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">
            {uploading ? t('messages.composer.uploading', { name: uploading }) : file?.name}
          </span>
          {file && (
            <button
              type="button"
              onClick={() => setFile(null)}
              aria-label={t('messages.composer.removeAttachment', { name: file.name })}
              className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-muted"
            >
              <HiXMark aria-hidden className="h-5 w-5" />
            </button>
          )}
        </p>
      )}
      <div className="flex items-end gap-1">
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={Boolean(uploading)}
          aria-label={t('messages.composer.attach')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted disabled:opacity-60"
        >
          <HiPaperClip aria-hidden className="h-6 w-6" />
        </button>
        <label htmlFor={textId} className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={textId}
          value={text}
          rows={1}
          maxLength={messageMaxLength}
          placeholder={t('messages.composer.placeholder')}
          aria-describedby={[wide ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (!sendsOnEnter({ ...event, isComposing: event.nativeEvent.isComposing }, wide)) return
            event.preventDefault()
            submit()
          }}
          className="field-sizing-content max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-surface px-3 py-2.5 text-ink"
        />
        <button
          type="submit"
          disabled={send.isPending || Boolean(uploading)}
          aria-label={send.isPending ? t('messages.sending') : t('messages.composer.send')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-ink hover:opacity-90 disabled:opacity-60"
        >
          <HiPaperAirplane aria-hidden className="h-5 w-5" />
        </button>
      </div>
      {wide && (
        <p id={hintId} className="px-12 pt-1 text-xs text-ink-muted">
          {t('messages.composer.hintDesktop')}
        </p>
      )}
    </form>
  )
}
