import { zodResolver } from '@hookform/resolvers/zod'
import { availabilityInputSchema, type BookableKindName } from '@rally/shared'
import { useState } from 'react'
import {
  type Control,
  type FieldErrors,
  type Resolver,
  useController,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form'
import { HiPlus, HiXMark } from 'react-icons/hi2'
import { Field, FieldError, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Checkbox, Select, TextInput } from '../../../components/form/inputs.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { knownTimeZones } from '../../../lib/zoned-time.ts'
import type { SavedAvailability } from '../api/queries.ts'
import { useSaveAvailability } from '../api/save-availability.ts'
import {
  type AvailabilityValues,
  availabilityInput,
  availabilityValues,
  nextRange,
  noticeOptions,
  sessionLengthOptions,
  type WeekdayKey,
  weekdayKeys,
  weekdayName,
} from '../availability-rules.ts'

/** Ranges a day may hold (the schema's limit). */
const maxRanges = 6

type Props = { kind: BookableKindName; id: string; saved: SavedAvailability | null; browserZone: string }

/**
 * A provider's availability (decision 054): their zone, weekly hours (several ranges a day), dates that
 * differ, the session lengths they offer, a buffer after each session, minimum notice, how far ahead,
 * and whether players can book these times. Validated with the shared schema; saved whole (PUT).
 */
export function AvailabilityForm({ kind, id, saved, browserZone }: Props) {
  const { t, i18n } = useTranslation()
  const save = useSaveAvailability(kind, id, i18n.language)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<AvailabilityValues>({
    resolver: zodResolver(availabilityInputSchema) as unknown as Resolver<AvailabilityValues>,
    defaultValues: availabilityValues(saved, browserZone),
    mode: 'onTouched',
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form
  const [zones] = useState(() => knownTimeZones(form.getValues('timeZone')))

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync(availabilityInput(values))
      toast.success(t('availability.saved'))
    } catch (error) {
      const message = applyServerErrors(error, form, t('availability.saveFailed'))
      setFormError(message)
      if (message) toast.error(message)
    }
  })

  const label = (key: string) => t(`availability.fields.${key}`)

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="rounded-2xl border border-line p-4">
        <Checkbox label={label('published')} {...register('published')} />
        <p className="text-sm text-ink-muted">{t('availability.publishedHint')}</p>
      </div>

      <Field label={label('timeZone')} error={errors.timeZone?.message} hint={t('availability.timeZoneHint')}>
        {(controlProps) => (
          <Select {...controlProps} {...register('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <FormSection title={t('availability.weeklyTitle')} description={t('availability.weeklyHint')}>
        <ul className="divide-y divide-line">
          {weekdayKeys.map((day) => (
            <li key={day} className="py-3 first:pt-0 last:pb-0">
              <DayRanges
                control={control}
                name={`weekly.${day}`}
                title={weekdayName(day, i18n.language)}
                errors={errors.weekly?.[day]}
                emptyText={t('availability.closed')}
              />
            </li>
          ))}
        </ul>
      </FormSection>

      <Exceptions control={control} errors={errors} />

      <FormSection title={t('availability.sessionsTitle')}>
        <SessionLengths control={control} legend={label('sessionMinutes')} error={errors.sessionMinutes?.message} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={label('bufferMinutes')}
            error={errors.bufferMinutes?.message}
            hint={t('availability.bufferHint')}
          >
            {(controlProps) => (
              <TextInput
                {...controlProps}
                {...register('bufferMinutes', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={0}
                max={120}
                step={5}
              />
            )}
          </Field>
          <Field label={label('minimumNoticeMinutes')} error={errors.minimumNoticeMinutes?.message}>
            {(controlProps) => (
              <Select {...controlProps} {...register('minimumNoticeMinutes', { valueAsNumber: true })}>
                {noticeOptions.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes === 0
                      ? t('availability.noNotice')
                      : minutes < 1440
                        ? t('availability.hours', { count: minutes / 60 })
                        : t('availability.days', { count: minutes / 1440 })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={label('bookingHorizonDays')}
            error={errors.bookingHorizonDays?.message}
            hint={t('availability.horizonHint')}
          >
            {(controlProps) => (
              <TextInput
                {...controlProps}
                {...register('bookingHorizonDays', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={180}
              />
            )}
          </Field>
        </div>
      </FormSection>

      {formError && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <SubmitButton pending={save.isPending} pendingLabel={t('availability.saving')}>
        {t('availability.save')}
      </SubmitButton>
    </form>
  )
}

type RangeErrors = FieldErrors<AvailabilityValues>['weekly'] extends infer W
  ? W extends Record<string, infer D>
    ? D
    : never
  : never

/** One day's ranges (a weekday, or a date that differs): start and end times, added and removed. */
function DayRanges({
  control,
  name,
  title,
  errors,
  emptyText,
}: {
  control: Control<AvailabilityValues>
  name: `weekly.${WeekdayKey}` | `exceptions.${number}.ranges`
  title: string
  errors: RangeErrors | undefined
  emptyText: string
}) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control, name })
  const ranges = useWatch({ control, name }) ?? []
  const dayError =
    (errors as { message?: string; root?: { message?: string } } | undefined)?.root?.message ??
    (errors as { message?: string } | undefined)?.message
  return (
    <fieldset className="grid min-w-0 gap-2 sm:grid-cols-[8rem_1fr] sm:items-start">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden className="pt-2.5 font-semibold">
        {title}
      </p>
      <div className="min-w-0 space-y-2">
        {fields.length === 0 && <p className="pt-2.5 text-sm text-ink-muted">{emptyText}</p>}
        {fields.map((field, index) => {
          const rangeErrors = (
            errors as Record<number, { start?: { message?: string }; end?: { message?: string } }> | undefined
          )?.[index]
          return (
            <div key={field.id}>
              <div className="flex items-center gap-2">
                <TextInput
                  type="time"
                  aria-label={t('availability.from', { day: title })}
                  aria-invalid={Boolean(rangeErrors?.start)}
                  className="w-auto flex-1"
                  {...control.register(`${name}.${index}.start`)}
                />
                <span aria-hidden>–</span>
                <TextInput
                  type="time"
                  aria-label={t('availability.to', { day: title })}
                  aria-invalid={Boolean(rangeErrors?.end)}
                  className="w-auto flex-1"
                  {...control.register(`${name}.${index}.end`)}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('availability.removeRange', { day: title })}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-red-700"
                >
                  <HiXMark aria-hidden className="h-5 w-5" />
                </button>
              </div>
              {rangeErrors?.start?.message && <FieldError message={rangeErrors.start.message} />}
              {rangeErrors?.end?.message && <FieldError message={rangeErrors.end.message} />}
            </div>
          )
        })}
        {dayError && <FieldError message={dayError} />}
        {fields.length < maxRanges && (
          <button
            type="button"
            onClick={() => append(nextRange(ranges))}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent"
          >
            <HiPlus aria-hidden className="h-4 w-4" />
            {t('availability.addRange')}
            <span className="sr-only"> ({title})</span>
          </button>
        )}
      </div>
    </fieldset>
  )
}

/** Dates that differ from the week: a day off (no hours), or other hours on that date. */
function Exceptions({
  control,
  errors,
}: {
  control: Control<AvailabilityValues>
  errors: FieldErrors<AvailabilityValues>
}) {
  const { t, i18n } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control, name: 'exceptions' })
  const dates = useWatch({ control, name: 'exceptions' }) ?? []
  return (
    <FormSection title={t('availability.exceptionsTitle')} description={t('availability.exceptionsHint')}>
      {fields.length > 0 && (
        <ul className="space-y-4">
          {fields.map((field, index) => {
            const date = dates[index]?.date
            const title = date
              ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
                  new Date(`${date}T12:00:00Z`),
                )
              : t('availability.newDate')
            return (
              <li key={field.id} className="space-y-2 rounded-xl border border-line p-3">
                <div className="flex items-end gap-2">
                  <Field
                    label={t('availability.fields.date')}
                    error={errors.exceptions?.[index]?.date?.message}
                    className="flex-1"
                  >
                    {(controlProps) => (
                      <TextInput {...controlProps} type="date" {...control.register(`exceptions.${index}.date`)} />
                    )}
                  </Field>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-red-700"
                  >
                    {t('availability.removeDate')}
                    <span className="sr-only"> ({title})</span>
                  </button>
                </div>
                <DayRanges
                  control={control}
                  name={`exceptions.${index}.ranges`}
                  title={title}
                  errors={errors.exceptions?.[index]?.ranges as RangeErrors | undefined}
                  emptyText={t('availability.dayOff')}
                />
              </li>
            )
          })}
        </ul>
      )}
      <button
        type="button"
        onClick={() => append({ date: '', ranges: [] })}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent"
      >
        <HiPlus aria-hidden className="h-4 w-4" />
        {t('availability.addDate')}
      </button>
    </FormSection>
  )
}

/** The session lengths offered: boxes to tick, at least one. */
function SessionLengths({
  control,
  legend,
  error,
}: {
  control: Control<AvailabilityValues>
  legend: string
  error: string | undefined
}) {
  const { t } = useTranslation()
  const { field } = useController({ control, name: 'sessionMinutes' })
  const chosen = field.value ?? []
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {sessionLengthOptions.map((minutes) => (
          <Checkbox
            key={minutes}
            label={t('slots.minutes', { count: minutes })}
            checked={chosen.includes(minutes)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.checked ? [...chosen, minutes] : chosen.filter((value) => value !== minutes))
            }
          />
        ))}
      </div>
      {error && <FieldError message={error} />}
    </fieldset>
  )
}
