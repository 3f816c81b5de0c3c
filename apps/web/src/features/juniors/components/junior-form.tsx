import { zodResolver } from '@hookform/resolvers/zod'
import { type Junior, type JuniorInput, juniorInputSchema, sports } from '@rally/shared'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextInput } from '../../../components/form/inputs.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { birthYearBounds, levelChoices, levelFromChoice } from '../juniors-rules.ts'

type JuniorFormProps = {
  junior?: Junior
  submitLabel: string
  onSubmit: (values: JuniorInput) => Promise<unknown>
  onCancel?: () => void
}

/** A junior's first name, year of birth, sport and optional Rally level; the server's field errors go under each. */
export function JuniorForm({ junior, submitLabel, onSubmit, onCancel }: JuniorFormProps) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const [year] = useState(() => new Date().getFullYear())
  const bounds = birthYearBounds(year)
  const form = useForm({
    resolver: zodResolver(juniorInputSchema),
    defaultValues: {
      firstName: junior?.firstName ?? '',
      birthYear: junior?.birthYear,
      sport: junior?.sport ?? sports[0],
      rallyLevel: junior?.rallyLevel ?? null,
    } as JuniorInput,
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const level = useWatch({ control, name: 'rallyLevel' })
  const { submit, formError } = useServerSubmit(form, onSubmit, t('juniors.saveFailed'))
  const label = (key: string) => t(`juniors.fields.${key}`)

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="junior-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={label('firstName')} error={errors.firstName?.message} className="min-w-0">
          {(props) => <TextInput {...props} {...register('firstName')} autoComplete="off" maxLength={60} />}
        </Field>
        <Field
          label={label('birthYear')}
          hint={t('juniors.birthYearHint', bounds)}
          error={errors.birthYear?.message}
          className="min-w-0"
        >
          {(props) => (
            <TextInput
              {...props}
              {...register('birthYear', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
              type="number"
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max}
            />
          )}
        </Field>
        <Field label={label('sport')} error={errors.sport?.message} className="min-w-0">
          {(props) => (
            <Select {...props} {...register('sport')}>
              {sports.map((sport) => (
                <option key={sport} value={sport}>
                  {t(`coachBooking.sports.${sport}`, { defaultValue: sport })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={label('rallyLevel')}
          optional
          error={errors.rallyLevel?.message}
          hint={level === null || level === undefined ? t('juniors.levelHint') : t(`juniors.levels.${level}`)}
          className="min-w-0"
        >
          {(props) => (
            <Select {...props} {...register('rallyLevel', { setValueAs: levelFromChoice })}>
              {levelChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === '' ? t('juniors.noLevel') : t('juniors.levelOption', { level: choice })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <FormAlert message={formError && messageText(formError)} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={isSubmitting} pendingLabel={t('juniors.saving')}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-line px-5 font-semibold hover:bg-surface-muted"
          >
            {t('juniors.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
