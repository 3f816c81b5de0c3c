import { fillMessage, uploadRules } from '@rally/shared'
import clsx from 'clsx'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { HiArrowUpTray, HiExclamationTriangle, HiPhoto, HiXMark } from 'react-icons/hi2'
import { FieldError } from '../../../components/form/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { uploadFile } from '../../../lib/uploads.ts'
import { splitByRoom } from '../job-forms-rules.ts'

type PicturesFieldProps = {
  label: string
  /** The button's words when nothing is chosen yet ("Add a logo"); "Add pictures" by default. */
  addLabel?: string
  hint?: string
  /** The uploaded pictures' addresses, in order. */
  value: string[]
  onChange: (value: string[]) => void
  /** 1 for a logo (a new choice replaces it), more for a gallery (choices beyond it are refused). */
  max: number
  error?: string
}

/** A picture on its way up: its preview from the device, then its error if the upload failed. */
type Pending = { key: string; name: string; preview: string; problem: string | null }

const image = uploadRules.image

/**
 * The logo or the gallery of a vacancy: pictures upload as soon as they are chosen (POST
 * /v1/uploads?kind=image), each with its preview, its progress or error, and a remove button.
 */
export function JobFormPictures({ label, addLabel, hint, value, onChange, max, error }: PicturesFieldProps) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending[]>([])
  const [refused, setRefused] = useState<string | null>(null)
  // Uploads finish one by one after the render that started them: each adds to the latest list.
  const latest = useRef(value)
  latest.current = value
  const single = max === 1

  // Previews are the device's own files, held in memory until their picture is done with.
  const previews = useRef(new Map<string, string>())
  useEffect(() => {
    const held = previews.current
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url)
    }
  }, [])

  const update = (key: string, change: Partial<Pending> | null) => {
    if (change === null) {
      const preview = previews.current.get(key)
      if (preview) URL.revokeObjectURL(preview)
      previews.current.delete(key)
    }
    setPending((items) =>
      change === null
        ? items.filter((item) => item.key !== key)
        : items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    )
  }

  const upload = (file: File) => {
    const key = `${file.name}-${Math.random().toString(36).slice(2)}`
    const problem = refusal(file)
    const preview = URL.createObjectURL(file)
    previews.current.set(key, preview)
    if (single) for (const item of pending) update(item.key, null)
    setPending((items) => [...items, { key, name: file.name, preview, problem: problem ? messageText(problem) : null }])
    if (problem) return
    uploadFile('image', file).then(
      (uploaded) => {
        const next = single ? [uploaded.url] : [...latest.current, uploaded.url]
        latest.current = next
        onChange(next)
        update(key, null)
      },
      (failure: unknown) => update(key, { problem: uploadErrorText(failure, t, messageText) }),
    )
  }

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (files.length === 0) return
    if (single) {
      setRefused(null)
      if (files[0]) upload(files[0])
      return
    }
    const busy = pending.filter((item) => item.problem === null).length
    const { accepted, refused: over } = splitByRoom(files, value.length + busy, max)
    setRefused(over.length > 0 ? messageText(fillMessage('Add at most {{max}} pictures', { max })) : null)
    accepted.forEach(upload)
  }

  const full = !single && value.length + pending.filter((item) => item.problem === null).length >= max
  const problem = error ? messageText(error) : refused
  const describedBy = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold" id={`${id}-label`}>
        {label} <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
      </p>
      <ul className={clsx('grid gap-3', single ? 'grid-cols-1' : 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6')}>
        {value.map((url, index) => (
          <li key={url} className={clsx('relative', single && 'w-24')}>
            <img
              src={url}
              alt={t('jobForms.pictures.picture', { number: index + 1 })}
              className="aspect-square w-full rounded-xl border border-line object-cover"
            />
            <button
              type="button"
              onClick={() => {
                setRefused(null)
                const next = value.filter((other) => other !== url)
                latest.current = next
                onChange(next)
              }}
              aria-label={t('jobForms.pictures.remove', { number: index + 1, label })}
              className="absolute -top-2 -right-2 flex h-11 w-11 items-center justify-center"
            >
              <span className="flex h-7 w-7 items-center justify-center rounded-full border border-line bg-surface-raised shadow">
                <HiXMark aria-hidden className="h-4 w-4" />
              </span>
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.key} className={clsx('relative', single && 'w-24')}>
            <img
              src={item.preview}
              alt=""
              className={clsx(
                'aspect-square w-full rounded-xl border object-cover',
                item.problem ? 'border-red-500 opacity-50' : 'border-line opacity-60',
              )}
            />
            {item.problem ? (
              <>
                <p role="alert" className="mt-1 flex gap-1 text-xs font-medium text-red-700">
                  <HiExclamationTriangle aria-hidden className="h-4 w-4 shrink-0" />
                  <span className="break-words">
                    {item.name}: {item.problem}
                  </span>
                </p>
                <button
                  type="button"
                  onClick={() => update(item.key, null)}
                  aria-label={t('jobForms.pictures.dismiss', { name: item.name })}
                  className="absolute -top-2 -right-2 flex h-11 w-11 items-center justify-center"
                >
                  <span className="flex h-7 w-7 items-center justify-center rounded-full border border-line bg-surface-raised shadow">
                    <HiXMark aria-hidden className="h-4 w-4" />
                  </span>
                </button>
              </>
            ) : (
              <p role="status" className="absolute inset-x-1 bottom-1 rounded bg-surface/90 px-1 text-center text-xs">
                {t('profile.upload.uploading')}
                <span className="mt-0.5 block h-1 overflow-hidden rounded bg-line">
                  <span className="block h-full w-1/2 animate-pulse rounded bg-accent" />
                </span>
              </p>
            )}
          </li>
        ))}
        {(single ? value.length === 0 && pending.length === 0 : !full) && (
          <li className={clsx(single && 'w-24')}>
            <span
              aria-hidden
              className="flex aspect-square w-full items-center justify-center rounded-xl border border-dashed border-line text-ink-muted"
            >
              <HiPhoto className="h-7 w-7" />
            </span>
          </li>
        )}
      </ul>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={image.accept}
        multiple={!single}
        onChange={onFiles}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(problem)}
        className="sr-only"
      />
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        aria-describedby={describedBy}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent"
      >
        <HiArrowUpTray aria-hidden className="h-4 w-4" />
        {single && value.length > 0 ? t('profile.upload.replace') : (addLabel ?? t('jobForms.pictures.add'))}
        <span className="sr-only">{label}</span>
      </button>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint ? `${hint} ` : ''}
        {t('profile.upload.imageRule', { size: image.maxMegabytes })}
        {!single && ` ${t('jobForms.pictures.count', { count: value.length, max })}`}
      </p>
      {problem && <FieldError id={`${id}-error`} message={problem} />}
    </div>
  )
}

/** Checked here first so a slow connection is not spent on a file the server would refuse. */
function refusal(file: File): string | null {
  if (file.type !== '' && !(image.contentTypes as readonly string[]).includes(file.type)) return image.typeMessage
  if (file.size > image.maxBytes) return image.tooLargeMessage
  return null
}

function uploadErrorText(error: unknown, t: (key: string) => string, messageText: (message: string) => string) {
  if (error instanceof ApiError) {
    if (error.fields.file) return messageText(error.fields.file)
    if (error.status === 413) return t('profile.upload.tooLarge')
  }
  return t('profile.upload.failed')
}
