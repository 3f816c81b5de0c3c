import { zodResolver } from '@hookform/resolvers/zod'
import { defaultDialCode, type PrivateUser, updateProfileInputSchema } from '@rally/shared'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { TextInput } from '../../../components/form/inputs.tsx'
import { NameFields } from '../../../components/form/name-fields.tsx'
import { PhoneFields } from '../../../components/form/phone-fields.tsx'
import { PhotoField } from '../../../components/form/photo-field.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { useUsernameStatus } from '../api/check-username.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { UsernameField } from './username-field.tsx'

/** The spec's Profile form: names, e-mail (read-only, from Google), username, phone; and the avatar. */
export function ProfileForm({ user }: { user: PrivateUser }) {
  const { t } = useTranslation()
  const update = useUpdateProfile(user.userId)
  const [saved, setSaved] = useState(false)
  const form = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username ?? '',
      phoneNumber: user.phoneNumber ?? '',
      countryCode: user.countryCode ?? defaultDialCode,
      picture: user.picture,
    },
  })
  const {
    register,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const username = useWatch({ control, name: 'username' }) ?? ''
  const picture = useWatch({ control, name: 'picture' })
  const usernameStatus = useUsernameStatus(username, user.username)

  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      setSaved(false)
      if (usernameStatus.state === 'taken') {
        setError('username', { type: 'server', message: t('profile.username.taken') }, { shouldFocus: true })
        return
      }
      const savedUser = await update.mutateAsync(values)
      reset({ ...values, picture: savedUser.picture, username: savedUser.username ?? values.username })
      setSaved(true)
      toast.success(t('profile.saved'))
    },
    t('profile.form.saveFailed'),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5" onChange={() => setSaved(false)}>
      <PhotoField
        control={control}
        name="picture"
        kind="avatar"
        label={t('profile.fields.picture')}
        hint={picture !== user.picture ? t('profile.pictureUnsaved') : undefined}
        onChange={() => setSaved(false)}
      />
      <NameFields
        register={register}
        errors={errors}
        labels={{ firstName: t('profile.fields.firstName'), lastName: t('profile.fields.lastName') }}
      />
      <Field label={t('profile.fields.email')} hint={t('profile.fields.emailHint')} error={errors.email?.message}>
        {(controlProps) => (
          <TextInput {...controlProps} {...register('email')} type="email" readOnly className="bg-surface-muted" />
        )}
      </Field>
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

      <FormAlert message={formError} />
      {saved && !isDirty && (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-800"
        >
          {t('profile.saved')}
        </p>
      )}
      <SubmitButton pending={isSubmitting} pendingLabel={t('profile.saving')}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  )
}
