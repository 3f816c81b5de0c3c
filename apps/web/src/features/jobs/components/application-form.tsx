import { zodResolver } from '@hookform/resolvers/zod'
import {
  applicantExperiences,
  defaultDialCode,
  type JobApplication,
  type JobApplicationFormValues,
  type JobApplicationInput,
  jobApplicationInputSchema,
  nationalities,
  type PrivateUser,
  playingLevels,
} from '@rally/shared'
import { Controller, useForm } from 'react-hook-form'
import { Field, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { PhoneFields } from '../../../components/form/phone-fields.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useApplyForJob } from '../api/apply-for-job.ts'
import { jobEnumKey } from '../job-labels.ts'
import { ApplicationCvField } from './application-cv-field.tsx'
import { ApplicationSkillsField } from './application-skills-field.tsx'
import { ChoiceField } from './job-form-choice.tsx'

/** The refusals the page answers with a screen of their own rather than a line under the form. */
export type ApplicationRefusal = 'JOB_ALREADY_APPLIED' | 'JOB_NOT_ACCEPTING_APPLICATIONS'

type ApplicationFormProps = {
  jobId: string
  /** The signed-in applicant, whose names, e-mail and phone fill the form; null for a guest. */
  user: PrivateUser | null
  onApplied: (application: JobApplication) => void
  onRefused: (code: ApplicationRefusal) => void
}

/** The spec's Job application form: who you are, your experience, your skills and your CV. */
export function ApplicationForm({ jobId, user, onApplied, onRefused }: ApplicationFormProps) {
  const { t } = useTranslation()
  const apply = useApplyForJob(jobId)
  const blank = '' as never
  const form = useForm<JobApplicationFormValues, unknown, JobApplicationInput>({
    resolver: zodResolver(jobApplicationInputSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      countryCode: user?.countryCode || defaultDialCode,
      phoneNumber: user?.phoneNumber ?? '',
      nationality: blank,
      exprerience: blank,
      highestLevelPlayed: blank,
      skills: [],
      additionalInfo: '',
      document: '',
    },
  })
  const {
    register,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form

  const submit = form.handleSubmit(async (values) => {
    try {
      onApplied(await apply.mutateAsync(values))
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'JOB_ALREADY_APPLIED' || error.code === 'JOB_NOT_ACCEPTING_APPLICATIONS')
      ) {
        onRefused(error.code)
        return
      }
      const message =
        error instanceof ApiError && error.status === 403
          ? t('jobForms.apply.ownVacancy')
          : applyServerErrors(error, { setError, getValues }, t('jobForms.apply.failed'))
      if (message) setError('root', { type: 'server', message })
    }
  })

  const label = (key: string) => t(`jobForms.apply.fields.${key}`)
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormSection title={t('jobForms.apply.sections.you')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={label('firstName')} error={errors.firstName?.message}>
            {(props) => <TextInput {...props} {...register('firstName')} autoComplete="given-name" />}
          </Field>
          <Field label={label('lastName')} error={errors.lastName?.message}>
            {(props) => <TextInput {...props} {...register('lastName')} autoComplete="family-name" />}
          </Field>
        </div>
        <Field label={label('email')} error={errors.email?.message}>
          {(props) => <TextInput {...props} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <PhoneFields
          control={control}
          countryCodeName="countryCode"
          phoneRegistration={register('phoneNumber')}
          countryCodeError={errors.countryCode?.message}
          phoneError={errors.phoneNumber?.message}
          label={label('phoneNumber')}
          countryCodeLabel={label('countryCode')}
        />
        <ChoiceField
          label={label('nationality')}
          error={errors.nationality?.message}
          registration={register('nationality')}
          options={nationalities.map((nationality) => ({
            value: nationality,
            label: t(jobEnumKey('nationality', nationality)),
          }))}
        />
      </FormSection>

      <FormSection title={t('jobForms.apply.sections.experience')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            label={label('exprerience')}
            error={errors.exprerience?.message}
            registration={register('exprerience')}
            options={applicantExperiences.map((experience) => ({
              value: experience,
              label: t(jobEnumKey('experience', experience)),
            }))}
          />
          <ChoiceField
            label={label('highestLevelPlayed')}
            error={errors.highestLevelPlayed?.message}
            registration={register('highestLevelPlayed')}
            options={playingLevels.map((level) => ({ value: level, label: t(jobEnumKey('level', level)) }))}
          />
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <ApplicationSkillsField
              value={field.value ?? []}
              onChange={field.onChange}
              error={
                fieldState.error?.message ??
                (errors.skills as { root?: { message?: string } } | undefined)?.root?.message
              }
            />
          )}
        />
        <Field
          label={label('additionalInfo')}
          hint={t('jobForms.apply.additionalInfoHint')}
          error={errors.additionalInfo?.message}
          optional
        >
          {(props) => <TextArea {...props} {...register('additionalInfo')} rows={5} maxLength={2000} />}
        </Field>
      </FormSection>

      <FormSection title={t('jobForms.apply.sections.cv')}>
        <Controller
          control={control}
          name="document"
          render={({ field, fieldState }) => (
            <ApplicationCvField
              onChange={(cv) => {
                field.onChange(cv?.document ?? '')
                if (cv) form.clearErrors('document')
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormAlert message={errors.root?.message} />
      <p className="text-sm text-ink-muted">{t('jobForms.apply.privacy')}</p>
      <SubmitButton pending={isSubmitting} pendingLabel={t('jobForms.apply.sending')}>
        {t('jobForms.apply.submit')}
      </SubmitButton>
    </form>
  )
}
