import { zodResolver } from '@hookform/resolvers/zod'
import {
  countryForDialCode,
  defaultDialCode,
  durationTypes,
  employmentTypes,
  type Job,
  type JobPostingDefaults,
  type JobPostingFormValues,
  type JobPostingInput,
  jobBenefits,
  jobDescriptionMaxLength,
  jobHolderTypes,
  jobPostingInputSchema,
  jobTitleMaxLength,
  maxJobGalleryPictures,
  salaryCurrencies,
  salaryTypes,
  slugFromSport,
  sports,
  staffRoles,
  workHoursTypes,
} from '@rally/shared'
import { useRef } from 'react'
import { Controller, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form'
import { Field, FormAlert, FormSection } from '../../../components/form/field.tsx'
import { Checkbox, Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { PhoneFields } from '../../../components/form/phone-fields.tsx'
import { toNullableNumber, toNullableUrl } from '../../../components/form/value-parsers.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSaveJob } from '../api/write-job.ts'
import { jobEnumKey } from '../job-labels.ts'
import { ChoiceField } from './job-form-choice.tsx'
import { JobFormCountrySelect } from './job-form-country-select.tsx'
import { JobFormPictures } from './job-form-pictures.tsx'

type JobFormPostingProps = {
  /** The vacancy being edited; a new one without. */
  job?: Job
  defaults: JobPostingDefaults
  /** What the save did: kept a draft, published it, or saved changes to a published vacancy. */
  onSaved: (job: Job, outcome: 'draft' | 'published' | 'saved') => void
}

/** Only pictures uploaded to Rally may be sent again; an academy's seeded cover is not one. */
const uploadedPicture = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^\/media\/uploads\/image\//.test(url)

function initialValues(job: Job | undefined, defaults: JobPostingDefaults): JobPostingFormValues {
  const blank = '' as never
  if (job) {
    return {
      sport: job.sport,
      staffRole: job.staffRole,
      jobHolderType: job.jobHolderType,
      jobTitle: job.jobTitle,
      experienceInYear: job.experienceInYear,
      jobDescription: job.jobDescription,
      jobLocation: job.jobLocation,
      jobCountry: job.jobCountry,
      academyId: job.academy?.id ?? null,
      academyName: job.academyName,
      academyDescription: job.academyDescription,
      academyWebsite: job.academyWebsite,
      contactPerson: job.contactPerson,
      contactPersonDesignation: job.contactPersonDesignation,
      email: job.email,
      countryCode: job.countryCode,
      contactNumber: job.contactNumber,
      employmentType: job.employmentType,
      duration: job.duration,
      durationType: job.durationType,
      workHours: job.workHours,
      workHoursType: job.workHoursType,
      salaryCurrencyType: job.salaryCurrencyType,
      salary: job.salary,
      salaryType: job.salaryType,
      salaryIsNegotiable: job.salaryIsNegotiable,
      benefits: job.benefits,
      logo: uploadedPicture(job.logoUrl) ? [job.logoUrl] : [],
      gallery: job.gallery.filter(uploadedPicture),
    }
  }
  const dialCode = defaults.countryCode ?? defaultDialCode
  return {
    sport: defaults.sport ?? blank,
    staffRole: blank,
    jobHolderType: blank,
    jobTitle: '',
    experienceInYear: blank,
    jobDescription: '',
    jobLocation: '',
    jobCountry: countryForDialCode(dialCode)?.code ?? '',
    academyId: defaults.academyId,
    academyName: defaults.academyName,
    academyDescription: defaults.academyDescription,
    academyWebsite: defaults.academyWebsite,
    contactPerson: defaults.contactPerson,
    contactPersonDesignation: '',
    email: defaults.email,
    countryCode: dialCode,
    contactNumber: defaults.contactNumber,
    employmentType: blank,
    duration: blank,
    durationType: 'Months',
    workHours: blank,
    workHoursType: 'Weekly',
    salaryCurrencyType: dialCode === '+91' ? 'INR' : 'USD',
    salary: null,
    salaryType: 'Monthly',
    salaryIsNegotiable: false,
    benefits: [],
    logo: uploadedPicture(defaults.logoUrl) ? [defaults.logoUrl] : [],
    gallery: [],
  }
}

/**
 * The vacancy posting form (spec section 3): every field of jobPostingInputSchema, validated with
 * the same schema as the API, in five sections; "Save draft" keeps it, "Publish" sends it out.
 */
export function JobFormPosting({ job, defaults, onSaved }: JobFormPostingProps) {
  const { t } = useTranslation()
  const save = useSaveJob()
  const intent = useRef<'draft' | 'publish'>('publish')
  const form = useForm<JobPostingFormValues, unknown, JobPostingInput>({
    resolver: zodResolver(jobPostingInputSchema),
    defaultValues: initialValues(job, defaults),
  })
  const {
    register,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form
  const negotiable = useWatch({ control, name: 'salaryIsNegotiable' })

  const isDraft = !job || job.status === 'draft'
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root')
    const publish = intent.current === 'publish'
    try {
      const saved = await save.mutateAsync({ jobId: job?.id ?? null, input: values, publish })
      onSaved(saved, !publish ? 'draft' : isDraft ? 'published' : 'saved')
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'JOB_TRANSITION_NOT_ALLOWED'
          ? t('jobForms.post.notEditable')
          : error instanceof ApiError && error.status === 403
            ? t('jobForms.post.notYourAcademy')
            : applyServerErrors(error, { setError, getValues }, t('jobForms.post.saveFailed'))
      if (message) setError('root', { type: 'server', message })
    }
  })

  const label = (key: string) => t(`jobForms.post.fields.${key}`)
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormSection title={t('jobForms.post.sections.role')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceField
            label={label('sport')}
            error={errors.sport?.message}
            registration={register('sport')}
            options={sports.map((sport) => ({ value: sport, label: t(`sports.${slugFromSport(sport)}`) }))}
          />
          <ChoiceField
            label={label('staffRole')}
            error={errors.staffRole?.message}
            registration={register('staffRole')}
            options={staffRoles.map((role) => ({ value: role, label: t(jobEnumKey('staffRole', role)) }))}
          />
          <ChoiceField
            label={label('jobHolderType')}
            hint={t('jobForms.post.jobHolderTypeHint')}
            error={errors.jobHolderType?.message}
            registration={register('jobHolderType')}
            options={jobHolderTypes.map((type) => ({ value: type, label: t(jobEnumKey('jobHolderType', type)) }))}
          />
        </div>
        <Field label={label('jobTitle')} error={errors.jobTitle?.message}>
          {(props) => <TextInput {...props} {...register('jobTitle')} maxLength={jobTitleMaxLength} />}
        </Field>
        <Field
          label={label('jobDescription')}
          hint={t('jobForms.post.descriptionHint')}
          error={errors.jobDescription?.message}
        >
          {(props) => (
            <TextArea {...props} {...register('jobDescription')} rows={8} maxLength={jobDescriptionMaxLength} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={label('experienceInYear')} error={errors.experienceInYear?.message}>
            {(props) => (
              <TextInput
                {...props}
                {...register('experienceInYear', { setValueAs: toNullableNumber })}
                type="number"
                inputMode="numeric"
                min={1}
              />
            )}
          </Field>
          <Field
            label={label('jobLocation')}
            hint={t('jobForms.post.locationHint')}
            error={errors.jobLocation?.message}
          >
            {(props) => <TextInput {...props} {...register('jobLocation')} autoComplete="address-level2" />}
          </Field>
          <Field label={label('jobCountry')} error={errors.jobCountry?.message}>
            {(props) => <JobFormCountrySelect {...props} {...register('jobCountry')} />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title={t('jobForms.post.sections.academy')}
        description={defaults.academyId ? t('jobForms.post.academyLinked') : undefined}
      >
        <Field label={label('academyName')} error={errors.academyName?.message}>
          {(props) => <TextInput {...props} {...register('academyName')} autoComplete="organization" />}
        </Field>
        <Field label={label('academyDescription')} error={errors.academyDescription?.message}>
          {(props) => <TextArea {...props} {...register('academyDescription')} rows={5} />}
        </Field>
        <Field label={label('academyWebsite')} error={errors.academyWebsite?.message} optional>
          {(props) => (
            <TextInput
              {...props}
              {...register('academyWebsite', { setValueAs: toNullableUrl })}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </Field>
      </FormSection>

      <FormSection title={t('jobForms.post.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={label('contactPerson')} error={errors.contactPerson?.message}>
            {(props) => <TextInput {...props} {...register('contactPerson')} autoComplete="name" />}
          </Field>
          <Field label={label('contactPersonDesignation')} error={errors.contactPersonDesignation?.message}>
            {(props) => (
              <TextInput
                {...props}
                {...register('contactPersonDesignation')}
                autoComplete="organization-title"
                placeholder={t('jobForms.post.designationPlaceholder')}
              />
            )}
          </Field>
        </div>
        <Field label={label('email')} error={errors.email?.message}>
          {(props) => <TextInput {...props} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <PhoneFields
          control={control}
          countryCodeName="countryCode"
          phoneRegistration={register('contactNumber')}
          countryCodeError={errors.countryCode?.message}
          phoneError={errors.contactNumber?.message}
          label={label('contactNumber')}
          countryCodeLabel={label('countryCode')}
        />
      </FormSection>

      <FormSection title={t('jobForms.post.sections.terms')}>
        <ChoiceField
          label={label('employmentType')}
          error={errors.employmentType?.message}
          registration={register('employmentType')}
          options={employmentTypes.map((type) => ({ value: type, label: t(jobEnumKey('employmentType', type)) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountWithUnit
            label={label('duration')}
            unitLabel={label('durationType')}
            error={errors.duration?.message ?? errors.durationType?.message}
            amount={register('duration', { setValueAs: toNullableNumber })}
            unit={register('durationType')}
            options={durationTypes.map((type) => ({ value: type, label: t(jobEnumKey('durationType', type)) }))}
          />
          <AmountWithUnit
            label={label('workHours')}
            unitLabel={label('workHoursType')}
            error={errors.workHours?.message ?? errors.workHoursType?.message}
            amount={register('workHours', { setValueAs: toNullableNumber })}
            unit={register('workHoursType')}
            options={workHoursTypes.map((type) => ({ value: type, label: t(jobEnumKey('workHoursType', type)) }))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_10rem]">
          <Field label={label('salaryCurrencyType')} error={errors.salaryCurrencyType?.message}>
            {(props) => (
              <Select {...props} {...register('salaryCurrencyType')}>
                {salaryCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={label('salary')}
            error={errors.salary?.message}
            optional={negotiable}
            hint={negotiable ? t('jobForms.post.salaryNegotiableHint') : undefined}
          >
            {(props) => (
              <TextInput
                {...props}
                {...register('salary', { setValueAs: toNullableNumber })}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
              />
            )}
          </Field>
          <Field label={label('salaryType')} error={errors.salaryType?.message}>
            {(props) => (
              <Select {...props} {...register('salaryType')}>
                {salaryTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(jobEnumKey('salaryType', type))}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Checkbox label={label('salaryIsNegotiable')} {...register('salaryIsNegotiable')} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">
            {label('benefits')} <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
          </legend>
          <Controller
            control={control}
            name="benefits"
            render={({ field }) => {
              const chosen = field.value ?? []
              return (
                <div className="grid gap-x-4 sm:grid-cols-2">
                  {jobBenefits.map((benefit) => (
                    <Checkbox
                      key={benefit}
                      label={t(jobEnumKey('benefit', benefit))}
                      checked={chosen.includes(benefit)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? jobBenefits.filter((other) => other === benefit || chosen.includes(other))
                            : chosen.filter((other) => other !== benefit),
                        )
                      }
                    />
                  ))}
                </div>
              )
            }}
          />
        </fieldset>
      </FormSection>

      <FormSection title={t('jobForms.post.sections.pictures')} description={t('jobForms.post.picturesHint')}>
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <JobFormPictures
              label={label('logo')}
              addLabel={t('jobForms.pictures.addLogo')}
              max={1}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? firstMessage(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="gallery"
          render={({ field, fieldState }) => (
            <JobFormPictures
              label={label('gallery')}
              hint={t('jobForms.post.galleryHint', { max: maxJobGalleryPictures })}
              max={maxJobGalleryPictures}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? firstMessage(fieldState.error)}
            />
          )}
        />
      </FormSection>

      <FormAlert message={errors.root?.message} />
      {Object.keys(errors).some((key) => key !== 'root') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('jobForms.post.fixErrors')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {isDraft && (
          <button
            type="submit"
            disabled={isSubmitting}
            onClick={() => {
              intent.current = 'draft'
            }}
            className="min-h-12 rounded-full border border-accent px-6 font-semibold text-accent disabled:opacity-60"
          >
            {isSubmitting && intent.current === 'draft' ? t('jobForms.post.saving') : t('jobForms.post.saveDraft')}
          </button>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting && intent.current === 'publish'}
          onClick={() => {
            intent.current = 'publish'
          }}
          className="min-h-12 rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60"
        >
          {isSubmitting && intent.current === 'publish'
            ? t('jobForms.post.publishing')
            : isDraft
              ? t('jobForms.post.publish')
              : t('jobForms.post.saveChanges')}
        </button>
      </div>
    </form>
  )
}

/** An array field's message sits on the array or on its first bad entry. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string') return error.message
  for (const entry of Object.values(error)) {
    const message = firstMessage(entry)
    if (message) return message
  }
  return undefined
}

type AmountWithUnitProps = {
  label: string
  unitLabel: string
  error?: string
  amount: UseFormRegisterReturn
  unit: UseFormRegisterReturn
  options: { value: string; label: string }[]
}

/** A number and what it counts in ("6" "Months", "30" "Weekly") on one line. */
function AmountWithUnit({ label, unitLabel, error, amount, unit, options }: AmountWithUnitProps) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <div className="flex gap-2">
          <TextInput {...props} {...amount} type="number" inputMode="numeric" min={1} className="min-w-0 flex-1" />
          {/* Half the row: unit names such as "1週間あたり" or "por semana" fit on a phone. */}
          <div className="w-1/2 shrink-0">
            <Select {...unit} aria-label={unitLabel} aria-invalid={props['aria-invalid']}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}
    </Field>
  )
}
