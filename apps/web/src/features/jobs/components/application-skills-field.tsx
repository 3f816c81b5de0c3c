import { maxJobSkills } from '@rally/shared'
import { type KeyboardEvent, useId, useState } from 'react'
import { HiPlus, HiXMark } from 'react-icons/hi2'
import { FieldError, inputBorder, inputClass } from '../../../components/form/field.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { skillSlug } from '../job-forms-rules.ts'

type Skill = { label: string; value: string }

type ApplicationSkillsFieldProps = {
  value: Skill[]
  onChange: (value: Skill[]) => void
  error?: string
}

/** Skills as chips: type one, add it (Enter or the button), remove it with its ×. Each is {label, value}. */
export function ApplicationSkillsField({ value, onChange, error }: ApplicationSkillsFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState('')
  const full = value.length >= maxJobSkills

  const add = () => {
    const label = draft.trim().slice(0, 60)
    const slug = skillSlug(label)
    if (!label || !slug || full) return
    if (!value.some((skill) => skill.value === slug)) onChange([...value, { label, value: slug }])
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter (or a comma) adds the skill instead of sending the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('jobForms.apply.fields.skills')}{' '}
        <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
      </label>
      {value.length > 0 && (
        <ul aria-label={t('jobForms.apply.fields.skills')} className="mb-2 flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill.value}
              className="flex max-w-full items-center gap-1 rounded-full border border-accent/60 bg-surface-muted py-1 pr-1 pl-3 text-sm"
            >
              <span className="break-words">{skill.label}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.value !== skill.value))}
                aria-label={t('profile.form.removeItem', { item: skill.label })}
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
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          placeholder={t('jobForms.apply.skillPlaceholder')}
          enterKeyHint="done"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} ${inputBorder(Boolean(error))}`}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || draft.trim() === ''}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-accent px-3 text-sm font-semibold text-accent disabled:border-line disabled:text-ink-muted"
        >
          <HiPlus aria-hidden className="h-4 w-4" />
          {t('jobForms.apply.addSkill')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {t('jobForms.apply.skillsHint', { max: maxJobSkills })}
      </p>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  )
}
