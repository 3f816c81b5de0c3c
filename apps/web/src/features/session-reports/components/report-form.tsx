import { zodResolver } from '@hookform/resolvers/zod'
import {
  drillMaxLength,
  drillsMax,
  nextGoalsMaxLength,
  type SessionReport,
  type SessionReportInput,
  type SessionReportValues,
  type SessionSkill,
  sessionReportInputSchema,
  sessionSkills,
  sessionSkillsBySport,
  skillRatingMax,
  skillRatingMin,
  skillsPerReport,
  sports,
  videoUrlMaxLength,
  workedOnMaxLength,
} from '@rally/shared'
import clsx from 'clsx'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { HiPlus, HiXMark } from 'react-icons/hi2'
import { Field, FieldError, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useWriteSessionReport } from '../api/session-report-actions.ts'

type ReportFormProps = {
  bookingId: string
  /** The booking's sport when it names one; otherwise every skill is offered and the API checks the sport. */
  sport: string | null
  onSent: (report: SessionReport) => void
}

/** The provider's report of a completed session: what was worked on, drills, three skills rated, goals, a video. */
export function ReportForm({ bookingId, sport, onSent }: ReportFormProps) {
  const { t, i18n } = useTranslation()
  const write = useWriteSessionReport(bookingId, i18n.language)
  const skills: readonly SessionSkill[] = (sports as readonly string[]).includes(sport ?? '')
    ? sessionSkillsBySport[sport as (typeof sports)[number]]
    : sessionSkills
  const form = useForm<SessionReportInput, unknown, SessionReportValues>({
    resolver: zodResolver(sessionReportInputSchema),
    defaultValues: {
      workedOn: '',
      drills: [],
      skills: skills.slice(0, skillsPerReport).map((skill) => ({ skill, rating: undefined as unknown as number })),
      nextGoals: '',
      videoUrl: '',
    },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => onSent(await write.mutateAsync(values)),
    t('progress.form.failed'),
  )

  return (
    <form onSubmit={submit} noValidate className="w-full basis-full space-y-4 rounded-2xl border border-line p-4">
      <h4 className="text-base font-bold">{t('progress.form.heading')}</h4>
      <Field label={t('progress.fields.workedOn')} error={errors.workedOn?.message}>
        {(control) => <TextArea {...control} rows={3} maxLength={workedOnMaxLength} {...register('workedOn')} />}
      </Field>

      <Controller
        control={control}
        name="drills"
        render={({ field }) => (
          <DrillsField value={field.value ?? []} onChange={field.onChange} errors={errors.drills} />
        )}
      />

      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-1.5 text-sm font-semibold">{t('progress.form.skillsLegend')}</legend>
        {errors.skills?.message && <FieldError message={errors.skills.message} />}
        {Array.from({ length: skillsPerReport }, (_, index) => (
          <SkillRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the three fixed rows of the form
            key={index}
            index={index}
            skills={skills}
            form={form}
          />
        ))}
      </fieldset>

      <Field label={t('progress.fields.nextGoals')} error={errors.nextGoals?.message} optional>
        {(control) => <TextArea {...control} rows={2} maxLength={nextGoalsMaxLength} {...register('nextGoals')} />}
      </Field>
      <Field
        label={t('progress.fields.videoUrl')}
        error={errors.videoUrl?.message}
        hint={t('progress.form.videoHint')}
        optional
      >
        {(control) => (
          <TextInput
            {...control}
            type="url"
            inputMode="url"
            maxLength={videoUrlMaxLength}
            placeholder="https://"
            {...register('videoUrl')}
          />
        )}
      </Field>
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('progress.form.sending')}>
        {t('progress.form.send')}
      </SubmitButton>
    </form>
  )
}

type ReportFormApi = ReturnType<typeof useForm<SessionReportInput, unknown, SessionReportValues>>

/** One rated skill: which skill (a select) and its rating 1–5 (a group of radio buttons drawn as a segmented bar). */
function SkillRow({ index, skills, form }: { index: number; skills: readonly SessionSkill[]; form: ReportFormApi }) {
  const { t } = useTranslation()
  const selectId = useId()
  const errors = form.formState.errors.skills?.[index]
  const ratings = Array.from({ length: skillRatingMax - skillRatingMin + 1 }, (_, step) => skillRatingMin + step)
  return (
    <div className="min-w-0 rounded-xl bg-surface-muted p-3">
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold">
        {t('progress.form.skill', { number: index + 1 })}
      </label>
      <Select id={selectId} aria-invalid={Boolean(errors?.skill)} {...form.register(`skills.${index}.skill`)}>
        {skills.map((skill) => (
          <option key={skill} value={skill}>
            {t(`progress.skills.${skill}`)}
          </option>
        ))}
      </Select>
      {errors?.skill?.message && <FieldError message={errors.skill.message} />}
      <Controller
        control={form.control}
        name={`skills.${index}.rating`}
        render={({ field }) => (
          <fieldset className="mt-3 min-w-0">
            <legend className="mb-1.5 text-sm font-semibold">{t('progress.form.rating', { number: index + 1 })}</legend>
            <div className="grid grid-cols-5 overflow-hidden rounded-lg border border-line">
              {ratings.map((rating) => (
                <label
                  key={rating}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-center justify-center border-line font-semibold not-first:border-l has-focus-visible:outline-2 has-focus-visible:outline-accent',
                    field.value === rating ? 'bg-accent text-accent-ink' : 'bg-surface',
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={field.name}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                    onBlur={field.onBlur}
                    aria-label={t('progress.ratingOf', { rating, max: skillRatingMax })}
                  />
                  <span aria-hidden>{rating}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {errors?.rating?.message && <FieldError message={errors.rating.message} />}
    </div>
  )
}

type DrillErrors = ReportFormApi['formState']['errors']['drills']

/** Up to ten drills, each a line of its own, with add and remove. */
function DrillsField({
  value,
  onChange,
  errors,
}: {
  value: string[]
  onChange: (value: string[]) => void
  errors: DrillErrors
}) {
  const { t } = useTranslation()
  const full = value.length >= drillsMax
  const listErrors = errors as unknown as (({ message?: string } | undefined)[] & { message?: string }) | undefined
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold">
        {t('progress.fields.drills')} <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
      </legend>
      <ol className="space-y-2">
        {value.map((drill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: drills are edited in place; their order is their identity
          <li key={index} className="min-w-0">
            <div className="flex min-w-0 gap-2">
              <TextInput
                aria-label={t('progress.form.drill', { number: index + 1 })}
                value={drill}
                maxLength={drillMaxLength}
                aria-invalid={Boolean(listErrors?.[index]?.message)}
                onChange={(event) =>
                  onChange(value.map((item, other) => (other === index ? event.target.value : item)))
                }
                className="min-w-0 flex-1"
              />
              <button
                type="button"
                onClick={() => onChange(value.filter((_, other) => other !== index))}
                aria-label={t('progress.form.removeDrill', { number: index + 1 })}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
              >
                <HiXMark aria-hidden className="h-5 w-5" />
              </button>
            </div>
            {listErrors?.[index]?.message && <FieldError message={listErrors[index].message} />}
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={full}
        onClick={() => onChange([...value, ''])}
        className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 font-semibold hover:bg-surface-muted disabled:opacity-60"
      >
        <HiPlus aria-hidden className="h-5 w-5" />
        {t('progress.form.addDrill')}
      </button>
      {full && <p className="mt-1 text-sm text-ink-muted">{t('progress.form.drillsFull', { max: drillsMax })}</p>}
      {listErrors?.message && <FieldError message={listErrors.message} />}
    </fieldset>
  )
}
