import { type UploadedFile, type UploadKind, uploadRules } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import clsx from 'clsx'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { HiArrowUpTray, HiDocumentText, HiPhoto, HiTrash } from 'react-icons/hi2'
import { ApiError } from '../../lib/api-client.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { uploadFile } from '../../lib/uploads.ts'
import { FieldError } from './field.tsx'

type UploadFieldProps = {
  kind: UploadKind
  label: string
  hint?: string
  /** The saved file's address, or null. */
  value: string | null | undefined
  onChange: (url: string | null) => void
  error?: string
  /** How the current file is shown: a picture (round for avatars) or a link to the document. */
  preview: 'avatar' | 'image' | 'document'
  /** Told of each file once it is stored, with its cleaned name (after onChange). */
  onUploaded?: (file: UploadedFile) => void
  /** Marked "(optional)" and offers "Remove"; off where the file is what the entry is for. */
  optional?: boolean
}

/** Chooses a file, uploads it straight away, and hands back its address for the form to save. */
export function UploadField({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
  preview,
  onUploaded,
  optional = true,
}: UploadFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const rule = uploadRules[kind]
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(kind, file) })
  const [refused, setRefused] = useState<string | null>(null)

  const problem = error ?? refused ?? (upload.isError ? uploadErrorText(upload.error, t) : undefined)
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.reset()
    // Checked here first so a slow connection is not spent on a file the server would refuse.
    const typeKnown = file.type !== ''
    if (typeKnown && !(rule.contentTypes as readonly string[]).includes(file.type)) return setRefused(rule.typeMessage)
    if (file.size > rule.maxBytes) return setRefused(rule.tooLargeMessage)
    setRefused(null)
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        onChange(uploaded.url)
        onUploaded?.(uploaded)
      },
    })
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold" id={`${id}-label`}>
        {label} {optional && <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>}
      </p>
      <div className="flex items-center gap-4">
        <Preview value={value} preview={preview} name={label} />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={rule.accept}
            onChange={onFile}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={Boolean(problem)}
            className="sr-only"
          />
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
            aria-describedby={describedBy}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent disabled:cursor-wait disabled:opacity-60"
          >
            <HiArrowUpTray aria-hidden className="h-4 w-4" />
            {upload.isPending
              ? t('profile.upload.uploading')
              : value
                ? t('profile.upload.replace')
                : t('profile.upload.choose')}
            <span className="sr-only">{label}</span>
          </button>
          {optional && value && !upload.isPending && (
            <button
              type="button"
              onClick={() => {
                setRefused(null)
                onChange(null)
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-muted hover:text-red-700"
            >
              <HiTrash aria-hidden className="h-4 w-4" />
              {t('profile.upload.remove')}
              <span className="sr-only">{label}</span>
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint ??
          t(kind === 'cv' || kind === 'document' ? 'profile.upload.documentRule' : 'profile.upload.imageRule', {
            size: rule.maxMegabytes,
          })}
      </p>
      {upload.isPending && (
        <p role="status" className="mt-1 text-sm text-ink-muted">
          {t('profile.upload.uploading')}
        </p>
      )}
      {problem && <FieldError id={`${id}-error`} message={problem} />}
    </div>
  )
}

function Preview({
  value,
  preview,
  name,
}: {
  value: string | null | undefined
  preview: UploadFieldProps['preview']
  name: string
}) {
  const { t } = useTranslation()
  if (preview === 'document') {
    const href = value && safeFileHref(value)
    return href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-xl border border-line text-xs font-medium text-accent"
      >
        <HiDocumentText aria-hidden className="h-7 w-7" />
        {t('profile.upload.open')}
        <span className="sr-only">{name}</span>
      </a>
    ) : (
      <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl border border-dashed border-line text-ink-muted">
        <HiDocumentText aria-hidden className="h-7 w-7" />
      </span>
    )
  }
  const shape = preview === 'avatar' ? 'rounded-full' : 'rounded-xl'
  return value ? (
    <img src={value} alt="" className={clsx('h-16 w-16 shrink-0 border border-line object-cover', shape)} />
  ) : (
    <span
      className={clsx(
        'flex h-16 w-16 shrink-0 items-center justify-center border border-dashed border-line text-ink-muted',
        shape,
      )}
    >
      <HiPhoto aria-hidden className="h-7 w-7" />
    </span>
  )
}

/** A stored address is shown as a link only when it is on this site or https (never javascript: and the like). */
function safeFileHref(value: string): string | null {
  return /^(\/(?![/\\])|https:\/\/)/.test(value) ? value : null
}

function uploadErrorText(error: Error, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.fields.file) return error.fields.file
    if (error.status === 413) return t('profile.upload.tooLarge')
  }
  return t('profile.upload.failed')
}
