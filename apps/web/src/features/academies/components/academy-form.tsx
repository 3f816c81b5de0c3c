import { zodResolver } from '@hookform/resolvers/zod'
import { academyCategories, type RegisterAcademyInput, registerAcademyInputSchema } from '@rally/shared'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { PhotoField } from '../../../components/form/photo-field.tsx'
import { toNullableText, toNullableUrl } from '../../../components/form/value-parsers.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

export type AcademyFormValues = z.output<typeof registerAcademyInputSchema>

type AcademyFormProps = {
  submitLabel: string
  pendingLabel: string
  onSubmit: (values: AcademyFormValues) => Promise<unknown>
}

const links = ['website', 'facebook', 'instagram', 'linkedin', 'twitter', 'youtubeChannel'] as const

/** An academy promoting itself: name, sport, where, what it offers, how to reach it, a cover picture. */
export function AcademyForm({ submitLabel, pendingLabel, onSubmit }: AcademyFormProps) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: zodResolver(registerAcademyInputSchema),
    defaultValues: { name: '', category: '' as RegisterAcademyInput['category'], location: '' },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  const { submit, formError } = useServerSubmit(form, onSubmit, t('profile.form.saveFailed'))
  const text = (key: string) => t(`profile.academy.fields.${key}`)

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormSection title={t('profile.academy.sections.about')}>
        <Field label={text('name')} error={errors.name?.message}>
          {(control) => <TextInput {...control} {...register('name')} autoComplete="organization" />}
        </Field>
        <Field label={text('category')} error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...register('category')}>
              <option value="">{text('chooseCategory')}</option>
              {academyCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`profile.categories.${category}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={text('location')} hint={text('locationHint')} error={errors.location?.message}>
          {(control) => <TextInput {...control} {...register('location')} autoComplete="street-address" />}
        </Field>
        <Field label={text('description')} error={errors.description?.message} optional>
          {(control) => <TextArea {...control} {...register('description', { setValueAs: toNullableText })} rows={5} />}
        </Field>
        <PhotoField control={control} name="coverImage" label={text('coverImage')} preview="image" />
      </FormSection>

      <FormSection title={t('profile.academy.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={text('email')} error={errors.email?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('email', { setValueAs: toNullableText })}
                type="email"
                autoComplete="email"
              />
            )}
          </Field>
          <Field label={text('phone')} error={errors.phone?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('phone', { setValueAs: toNullableText })}
                type="tel"
                autoComplete="tel"
              />
            )}
          </Field>
          <Field label={text('whatsapp')} error={errors.whatsapp?.message} optional>
            {(control) => (
              <TextInput {...control} {...register('whatsapp', { setValueAs: toNullableText })} type="tel" />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.academy.sections.links')}
        hasError={links.some((link) => errors[link])}
      >
        {links.map((link) => (
          <Field key={link} label={t(`profile.networks.${link}`)} error={errors[link]?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register(link, { setValueAs: toNullableUrl })}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </Field>
        ))}
      </FormSection>

      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
