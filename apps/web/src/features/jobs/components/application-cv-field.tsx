import {
  fillMessage,
  type JobCvUpload,
  jobCvAccept,
  jobCvContentTypes,
  jobCvMaxMegabytes,
  jobCvTypeMessage,
} from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { HiArrowUpTray, HiDocumentText } from 'react-icons/hi2'
import { FieldError } from '../../../components/form/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { uploadJobCv } from '../api/apply-for-job.ts'
import { fileSize } from '../job-forms-rules.ts'

type ApplicationCvFieldProps = {
  /** Told of the stored CV (its private key goes into the application), or null while none is. */
  onChange: (cv: JobCvUpload | null) => void
  /** The form's message for `document` (no CV yet). */
  error?: string
}

const extensions = /\.(pdf|docx?)$/i

/**
 * The CV: chosen, uploaded at once to POST /v1/job-application-documents, then shown by name and
 * size. The server checks what the file really is; its message is shown when it refuses one.
 */
export function ApplicationCvField({ onChange, error }: ApplicationCvFieldProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [stored, setStored] = useState<JobCvUpload | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const upload = useMutation({ mutationFn: uploadJobCv })

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.reset()
    const typeKnown = file.type !== '' && file.type !== 'application/octet-stream'
    if (typeKnown ? !(jobCvContentTypes as readonly string[]).includes(file.type) : !extensions.test(file.name))
      return setRefused(jobCvTypeMessage)
    if (file.size > jobCvMaxMegabytes * 1024 * 1024)
      return setRefused(fillMessage('The file is too large: at most {{size}} MB', { size: jobCvMaxMegabytes }))
    setRefused(null)
    upload.mutate(file, {
      onSuccess: (cv) => {
        setStored(cv)
        onChange(cv)
      },
    })
  }

  const failure = upload.isError ? serverMessage(upload.error, t) : undefined
  const problem = refused ?? failure ?? error
  const describedBy = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold">
        {t('jobForms.apply.fields.document')}
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line p-3">
        <HiDocumentText aria-hidden className="h-8 w-8 shrink-0 text-ink-muted" />
        <div className="min-w-0 flex-1" aria-live="polite">
          {upload.isPending ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('profile.upload.uploading')}
            </p>
          ) : stored ? (
            <>
              <p className="truncate text-sm font-semibold" data-testid="cv-name">
                {stored.name}
              </p>
              <p className="text-sm text-ink-muted">{fileSize(stored.size, i18n.language)}</p>
            </>
          ) : (
            <p className="text-sm text-ink-muted">{t('jobForms.apply.noCv')}</p>
          )}
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={jobCvAccept}
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
          {stored ? t('profile.upload.replace') : t('jobForms.apply.chooseCv')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {t('jobForms.apply.cvRule', { size: jobCvMaxMegabytes })}
      </p>
      {problem && <FieldError id={`${id}-error`} message={problem} />}
    </div>
  )
}

/** The server's own words about the file (its type, its size), else a general failure. */
function serverMessage(error: Error, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.fields.file) return error.fields.file
    if (error.status === 413) return t('profile.upload.tooLarge')
    if (error.status >= 400 && error.status < 500) return error.message
  }
  return t('profile.upload.failed')
}
