import { zodResolver } from '@hookform/resolvers/zod'
import {
  defaultDialCode,
  onboardingInputSchema,
  type PrivateUser,
  pathTo,
  type UserRole,
  userRoles,
} from '@rally/shared'
import clsx from 'clsx'
import type { ComponentType } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { HiAcademicCap, HiBuildingOffice2, HiCheckCircle, HiHeart, HiTrophy, HiUser } from 'react-icons/hi2'
import { FieldError, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Checkbox } from '../../../components/form/inputs.tsx'
import { NameFields } from '../../../components/form/name-fields.tsx'
import { PhoneFields } from '../../../components/form/phone-fields.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { Trans, useTranslation } from '../../../lib/i18n.tsx'
import { useUsernameStatus } from '../api/check-username.ts'
import { useOnboard } from '../api/onboard.ts'
import { UsernameField } from './username-field.tsx'

const roleIcons: Record<UserRole, ComponentType<{ className?: string }>> = {
  player: HiUser,
  parent: HiHeart,
  coach: HiAcademicCap,
  partner: HiTrophy,
  academy: HiBuildingOffice2,
}

/** Onboarding step 1: what brings the person here, who they are, and the two required confirmations. */
export function OnboardingAccountForm({ user, onDone }: { user: PrivateUser; onDone: (role: UserRole) => void }) {
  const { t } = useTranslation()
  const onboard = useOnboard()
  const form = useForm({
    resolver: zodResolver(onboardingInputSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username ?? '',
      phoneNumber: user.phoneNumber ?? '',
      countryCode: user.countryCode ?? defaultDialCode,
    },
  })
  const {
    register,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const role = useWatch({ control, name: 'role' })
  const username = useWatch({ control, name: 'username' }) ?? ''
  const usernameStatus = useUsernameStatus(username, null)

  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (usernameStatus.state === 'taken') {
        setError('username', { type: 'server', message: t('profile.username.taken') }, { shouldFocus: true })
        return
      }
      await onboard.mutateAsync(values)
      onDone(values.role)
    },
    t('profile.form.saveFailed'),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset aria-describedby={errors.role ? 'role-error' : undefined}>
        <legend className="mb-3 text-lg font-bold">{t('onboarding.roleQuestion')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {userRoles.map((option) => {
            const Icon = roleIcons[option]
            const selected = role === option
            return (
              <label
                key={option}
                className={clsx(
                  'relative flex min-h-20 cursor-pointer items-center gap-3 rounded-2xl border-2 p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                  selected ? 'border-accent bg-accent/5' : 'border-line hover:border-accent/50',
                )}
              >
                <input type="radio" value={option} {...register('role')} className="sr-only" />
                <span
                  aria-hidden
                  className={clsx(
                    'flex h-12 w-12 shrink-0 items-center justify-center rounded-full',
                    selected ? 'bg-accent text-accent-ink' : 'bg-surface-muted text-accent',
                  )}
                >
                  <Icon className="h-6 w-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{t(`onboarding.roles.${option}.label`)}</span>
                  <span className="block text-sm text-ink-muted">{t(`onboarding.roles.${option}.description`)}</span>
                </span>
                {selected && <HiCheckCircle aria-hidden className="h-6 w-6 shrink-0 text-accent" />}
              </label>
            )
          })}
        </div>
        {errors.role?.message && <FieldError id="role-error" message={errors.role.message} />}
      </fieldset>

      <FormSection title={t('onboarding.aboutYou')}>
        <NameFields
          register={register}
          errors={errors}
          labels={{ firstName: t('profile.fields.firstName'), lastName: t('profile.fields.lastName') }}
        />
        <UsernameField registration={register('username')} status={usernameStatus} error={errors.username?.message} />
        <PhoneFields
          control={control}
          countryCodeName="countryCode"
          phoneRegistration={register('phoneNumber')}
          countryCodeError={errors.countryCode?.message}
          phoneError={errors.phoneNumber?.message}
          label={t('profile.fields.phoneNumber')}
          countryCodeLabel={t('profile.fields.countryCode')}
          optionalText={t('profile.form.optional')}
        />
      </FormSection>

      <div className="space-y-1">
        <Checkbox
          {...register('isAdult')}
          aria-invalid={Boolean(errors.isAdult)}
          aria-describedby={errors.isAdult ? 'is-adult-error' : undefined}
          label={t('onboarding.isAdult')}
        />
        {errors.isAdult?.message && <FieldError id="is-adult-error" message={errors.isAdult.message} />}
        <Checkbox
          {...register('acceptTerms')}
          aria-invalid={Boolean(errors.acceptTerms)}
          aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          label={
            <Trans
              i18nKey="onboarding.acceptTerms"
              components={{
                terms: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a
                    href={pathTo('termsAndConditions')}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-accent underline"
                  />
                ),
                privacy: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a
                    href={pathTo('privacyPolicy')}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-accent underline"
                  />
                ),
              }}
            />
          }
        />
        {errors.acceptTerms?.message && <FieldError id="accept-terms-error" message={errors.acceptTerms.message} />}
      </div>

      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('onboarding.saving')}>
        {t('onboarding.continue')}
      </SubmitButton>
    </form>
  )
}
