import { type KeyboardEvent, useId, useState } from 'react'
import { HiPlus, HiXMark } from 'react-icons/hi2'
import { useTranslation } from '../../lib/i18n.tsx'
import { FieldError, inputBorder, inputClass } from './field.tsx'

type TextListFieldProps = {
  label: string
  /** What one entry is ("achievement"), for the add and remove buttons. */
  itemLabel: string
  value: string[]
  onChange: (value: string[]) => void
  placeholder?: string
  error?: string
  max?: number
}

/** A list of short texts (achievements, languages...) with add and remove. */
export function TextListField({ label, itemLabel, value, onChange, placeholder, error, max = 20 }: TextListFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState('')
  const full = value.length >= max

  const add = () => {
    const text = draft.trim()
    if (!text || full) return
    if (!value.some((item) => item.toLocaleLowerCase() === text.toLocaleLowerCase())) onChange([...value, text])
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label} <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
      </label>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {value.map((item, index) => (
            <li
              key={item}
              className="flex max-w-full items-center gap-1 rounded-full border border-line bg-surface-muted py-1 pr-1 pl-3 text-sm"
            >
              <span className="break-words">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((_, other) => other !== index))}
                aria-label={t('profile.form.removeItem', { item })}
                className="-my-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface"
              >
                <HiXMark aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // Typed but not added yet: keep it rather than lose it when the form is sent.
          onBlur={add}
          placeholder={placeholder}
          enterKeyHint="done"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} ${inputBorder(Boolean(error))}`}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || draft.trim() === ''}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-accent px-3 text-sm font-semibold text-accent disabled:border-line disabled:text-ink-muted"
        >
          <HiPlus aria-hidden className="h-4 w-4" />
          {t('profile.form.add')}
          <span className="sr-only">{itemLabel}</span>
        </button>
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  )
}
