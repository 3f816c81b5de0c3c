import {
  countriesInLanguage,
  type LevelEvidenceKind,
  type LevelScale,
  levelEvidenceKinds,
  levelScalesBySport,
  type OwnLevel,
  type RallyLevel,
  type Sport,
  sports,
  stateLevelInputSchema,
} from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, type FieldPath, useForm } from 'react-hook-form'
import { HiChartBar } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextInput } from '../../../components/form/inputs.tsx'
import { UploadField } from '../../../components/form/upload-field.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { useLocation } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { levelQueries, useDeleteLevel, useStateLevel } from '../api/level-queries.ts'
import {
  formatLevelValue,
  type LevelFormValues,
  levelFormStart,
  previewRallyLevel,
  statedLevelText,
  toStateLevelInput,
} from '../level-form-rules.ts'
import { StatusBadge } from './status-badge.tsx'

/** /profile's "Your level": per sport the stated level, its status and review, a form to state it, delete. */
export function LevelsSection() {
  const { t } = useTranslation()
  const levels = useQuery(levelQueries.own())
  const { hash } = useLocation()
  const section = useRef<HTMLElement>(null)

  // "State your level" (spar-up's no-level message) lands here with #own-levels; scrolled again once the
  // levels have loaded and the sections above have their height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the levels' status is what moves the section
  useEffect(() => {
    if (hash === '#own-levels') section.current?.scrollIntoView({ block: 'start' })
  }, [hash, levels.status])
  return (
    <section
      ref={section}
      aria-labelledby="own-levels"
      data-testid="own-levels"
      className="scroll-mt-20 rounded-2xl border border-line p-4 sm:p-6"
    >
      <h2 id="own-levels" className="flex items-center gap-2 text-xl font-bold">
        <HiChartBar aria-hidden className="h-6 w-6 text-accent" />
        {t('levels.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('levels.intro')}</p>
      {levels.isPending ? (
        <Loading />
      ) : levels.isError ? (
        <ErrorState onRetry={() => void levels.refetch()} />
      ) : (
        <div className="grid gap-4">
          {sports.map((sport) => (
            <SportLevel key={sport} sport={sport} level={levels.data.find((level) => level.sport === sport)} />
          ))}
        </div>
      )}
    </section>
  )
}

const statusTone = { verified: 'good', 'coach-confirmed': 'good', 'self-stated': 'muted' } as const

function SportLevel({ sport, level }: { sport: Sport; level: OwnLevel | undefined }) {
  const { t, i18n } = useTranslation()
  const messageText = useMessageText()
  const [editing, setEditing] = useState(false)
  const remove = useDeleteLevel()
  const headingId = useId()
  const formId = useId()
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`level-${sport.toLowerCase()}`}
      className="min-w-0 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="text-lg font-bold">
          {t(`profile.categories.${sport}`)}
        </h3>
        {level && (
          <span data-testid="level-status">
            <StatusBadge tone={statusTone[level.status]}>{t(`levels.status.${level.status}`)}</StatusBadge>
          </span>
        )}
      </div>
      {level ? (
        <div className="mt-2 space-y-1 text-sm">
          <p className="font-semibold wrap-anywhere">
            {t('levels.stated', {
              level: statedLevelText((scale) => t(`levels.scales.${scale}`), level, i18n.language),
            })}
          </p>
          <RallyLevelMeaning level={level.rallyLevel as RallyLevel} />
          <ReviewNote level={level} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('levels.none')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={editing}
          aria-controls={formId}
          onClick={() => setEditing((open) => !open)}
          className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent"
        >
          {t(level ? 'levels.change' : 'levels.state', { sport: t(`profile.categories.${sport}`) })}
        </button>
        {level && (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(sport, {
                onSuccess: () => {
                  setEditing(false)
                  toast.success(t('levels.deleted'))
                },
                onError: (error) =>
                  toast.error(error instanceof ApiError ? messageText(error.message) : t('levels.deleteFailed')),
              })
            }
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-red-700 hover:border-red-500 disabled:opacity-60"
          >
            {t('levels.delete', { sport: t(`profile.categories.${sport}`) })}
          </button>
        )}
      </div>
      <div id={formId} hidden={!editing} className="mt-4">
        {editing && <LevelForm sport={sport} level={level} onSaved={() => setEditing(false)} />}
      </div>
    </article>
  )
}

function RallyLevelMeaning({ level }: { level: RallyLevel }) {
  const { t } = useTranslation()
  return (
    <p className="wrap-anywhere">
      <span className="font-semibold">{t('levels.rallyLevel', { level })}</span>
      {' · '}
      <span className="text-ink-muted">{t(`levels.meanings.${level}`)}</span>
    </p>
  )
}

function ReviewNote({ level }: { level: OwnLevel }) {
  const { t } = useTranslation()
  if (level.review === 'pending') return <p className="text-ink-muted">{t('levels.review.pending')}</p>
  if (level.review === 'rejected')
    return (
      <p className="text-red-700 wrap-anywhere" data-testid="level-rejected">
        {level.rejectedReason
          ? t('levels.review.rejected', { reason: level.rejectedReason })
          : t('levels.review.rejectedNoReason')}
      </p>
    )
  if (level.review === 'none' && level.status === 'self-stated')
    return <p className="text-ink-muted">{t('levels.review.none')}</p>
  return null
}

const valueExamples: Record<LevelScale, number> = { rally: 4, wtn: 18.5, ntrp: 4.5, national: 35, bwf: 240 }

/** States or changes one sport's level: scale, value (a decimal comma where the language writes one), evidence. */
function LevelForm({ sport, level, onSaved }: { sport: Sport; level: OwnLevel | undefined; onSaved: () => void }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const messageText = useMessageText()
  const save = useStateLevel()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<LevelFormValues>({ defaultValues: levelFormStart(sport, level, language) })
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const scale = watch('scale')
  const evidenceKind = watch('evidence.kind')
  const preview = previewRallyLevel(sport, scale, watch('value'), language)
  const countries = useMemo(() => countriesInLanguage(language), [language])

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const input = toStateLevelInput(sport, values, language)
    // The shared rules first, so a value off its scale is told at once, with the scale's range in words.
    const checked = stateLevelInputSchema.safeParse(input)
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path.join('.') as FieldPath<LevelFormValues>, { type: 'rules', message: issue.message })
      return
    }
    try {
      await save.mutateAsync(input)
      toast.success(t('levels.saved'))
      onSaved()
    } catch (error) {
      const message = applyServerErrors(error, form, t('levels.saveFailed'))
      setFormError(message && messageText(message))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="level-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('levels.fields.scale')} error={errors.scale?.message} className="min-w-0">
          {(props) => (
            <Select {...props} {...register('scale')}>
              {levelScalesBySport[sport].map((option) => (
                <option key={option} value={option}>
                  {t(`levels.scales.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('levels.fields.value')}
          hint={t('levels.fields.valueHint', { example: formatLevelValue(scale, valueExamples[scale], language) })}
          error={errors.value?.message}
          status={
            preview === null ? '' : t('levels.preview', { level: preview, meaning: t(`levels.meanings.${preview}`) })
          }
          className="min-w-0"
        >
          {(props) => <TextInput {...props} {...register('value')} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
      {scale === 'national' && (
        <Field label={t('levels.fields.country')} error={errors.country?.message}>
          {(props) => (
            <Select {...props} {...register('country')} autoComplete="country">
              <option value="">{t('levels.fields.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label={t('levels.fields.evidenceKind')} error={errors.evidence?.kind?.message} optional>
        {(props) => (
          <Select {...props} {...register('evidence.kind', { onChange: () => form.setValue('evidence.value', '') })}>
            <option value="">{t('levels.fields.noEvidence')}</option>
            {levelEvidenceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`levels.evidenceKinds.${kind}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {evidenceKind !== '' && <EvidenceValueField kind={evidenceKind} form={form} />}
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('levels.saving')}>
        {t('levels.save')}
      </SubmitButton>
    </form>
  )
}

function EvidenceValueField({
  kind,
  form,
}: {
  kind: LevelEvidenceKind
  form: ReturnType<typeof useForm<LevelFormValues>>
}) {
  const { t } = useTranslation()
  const error = form.formState.errors.evidence?.value?.message
  if (kind === 'document')
    return (
      <Controller
        control={form.control}
        name="evidence.value"
        render={({ field }) => (
          <UploadField
            kind="document"
            preview="document"
            label={t('levels.fields.document')}
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? '')}
            error={error}
            optional={false}
          />
        )}
      />
    )
  return (
    <Field label={t(kind === 'results' ? 'levels.fields.resultsLink' : 'levels.fields.rankingId')} error={error}>
      {(props) => (
        <TextInput
          {...props}
          {...form.register('evidence.value')}
          type={kind === 'results' ? 'url' : 'text'}
          inputMode={kind === 'results' ? 'url' : 'text'}
          autoComplete="off"
        />
      )}
    </Field>
  )
}
