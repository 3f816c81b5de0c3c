import clsx from 'clsx'
import { type ReactNode, useId, useState } from 'react'
import { HiChevronDown } from 'react-icons/hi2'
import { useTranslation } from '../../lib/i18n.tsx'
import { useMessageText } from '../../lib/message-text.ts'

export const inputClass =
  // 16 px text keeps phones from zooming in on focus; 44 px tall for a thumb.
  'block min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 disabled:opacity-60'

export const inputBorder = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-line focus:border-accent')

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FieldProps = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** Live status under the control (for example the username check), read out politely. */
  status?: ReactNode
  optional?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, its control, an optional hint, and the error under it, all tied together for screen readers. */
export function Field({ label, error, hint, status, optional, className, children }: FieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const describedBy =
    [hint && hintId, status !== undefined && statusId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">{t('profile.form.optional')}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <p id={statusId} aria-live="polite" className="mt-1 min-h-5 text-sm">
          {status}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  )
}

/** A field's error, in the reader's language when it is one of the schemas' messages. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  const messageText = useMessageText()
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {messageText(message)}
    </p>
  )
}

type FormSectionProps = {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /** Optional sections start folded on a phone's long form; one with an error opens. */
  collapsible?: boolean
  hasError?: boolean
}

/** A titled group of fields. */
export function FormSection({ title, description, children, className, collapsible, hasError }: FormSectionProps) {
  const [open, setOpen] = useState(false)
  const body = (
    <>
      {description && <p className="text-sm text-ink-muted">{description}</p>}
      {children}
    </>
  )
  if (!collapsible) {
    return (
      <fieldset className={clsx('min-w-0 space-y-4 rounded-2xl border border-line p-4 sm:p-5', className)}>
        <legend className="px-1 text-base font-bold">{title}</legend>
        {body}
      </fieldset>
    )
  }
  return (
    <details
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={clsx('group min-w-0 rounded-2xl border border-line', className)}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold sm:px-5 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <HiChevronDown
          aria-hidden
          className="h-5 w-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <fieldset className="min-w-0 space-y-4 px-4 pb-5 sm:px-5">
        <legend className="sr-only">{title}</legend>
        {body}
      </fieldset>
    </details>
  )
}

/** The form's main button, which says what is happening while the form is being sent. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className,
}: {
  pending: boolean
  children: ReactNode
  pendingLabel: ReactNode
  className?: string
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={clsx(
        'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:cursor-wait disabled:opacity-70 sm:w-auto',
        className,
      )}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}

/** A message about the whole form (a failure that is not any one field's). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  )
}
