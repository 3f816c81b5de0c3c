import { zodResolver } from '@hookform/resolvers/zod'
import {
  feeCurrencies,
  type PartnerRecord,
  type PrivateUser,
  type RegisterPartnerInput,
  registerPartnerInputSchema,
  sports,
} from '@rally/shared'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Field, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { TextListField } from '../../../components/form/text-list-field.tsx'
import { UploadField } from '../../../components/form/upload-field.tsx'
import { toNullableNumber, toNullableText } from '../../../components/form/value-parsers.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'

export type PartnerProfileValues = z.output<typeof registerPartnerInputSchema>

type PartnerProfileFormProps = {
  record?: PartnerRecord
  user: Pick<PrivateUser, 'firstName' | 'lastName'>
  submitLabel: string
  pendingLabel: string
  onSubmit: (values: PartnerProfileValues) => Promise<unknown>
}

function startingValues(
  record: PartnerRecord | undefined,
  user: PartnerProfileFormProps['user'],
): RegisterPartnerInput {
  if (!record) {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      sport: '' as RegisterPartnerInput['sport'],
      city: '',
      country: '',
      feeCurrency: 'INR',
      languages: [],
    }
  }
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    sport: record.sport,
    level: record.level,
    ranking: record.ranking,
    feeAmount: record.feeAmount,
    feeCurrency: record.feeCurrency as RegisterPartnerInput['feeCurrency'],
    city: record.city ?? '',
    state: record.state,
    country: record.country ?? '',
    image: record.image,
    languages: record.languages,
    bio: record.bio,
  }
}

/** A sparring partner's profile: sport, rank or level, fee, where they play, a photo. */
export function PartnerProfileForm({ record, user, submitLabel, pendingLabel, onSubmit }: PartnerProfileFormProps) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: zodResolver(registerPartnerInputSchema),
    defaultValues: startingValues(record, user),
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  const { submit, formError } = useServerSubmit(form, onSubmit, t('profile.form.saveFailed'))
  const text = (key: string) => t(`profile.partner.fields.${key}`)

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormSection title={t('profile.partner.sections.about')}>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <UploadField
              kind="image"
              preview="avatar"
              label={text('image')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={text('firstName')} error={errors.firstName?.message}>
            {(control) => <TextInput {...control} {...register('firstName')} autoComplete="given-name" />}
          </Field>
          <Field label={text('lastName')} error={errors.lastName?.message} optional>
            {(control) => <TextInput {...control} {...register('lastName')} autoComplete="family-name" />}
          </Field>
        </div>
        <Field label={text('sport')} error={errors.sport?.message}>
          {(control) => (
            <Select {...control} {...register('sport')}>
              <option value="">{text('chooseSport')}</option>
              {sports.map((sport) => (
                <option key={sport} value={sport}>
                  {t(`profile.categories.${sport}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={text('level')} error={errors.level?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('level', { setValueAs: toNullableText })}
                placeholder={text('levelPlaceholder')}
              />
            )}
          </Field>
          <Field label={text('ranking')} error={errors.ranking?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('ranking', { setValueAs: toNullableNumber })}
                type="number"
                inputMode="numeric"
                min={1}
              />
            )}
          </Field>
        </div>
        <Field label={text('feeAmount')} error={errors.feeAmount?.message ?? errors.feeCurrency?.message} optional>
          {(control) => (
            <div className="flex gap-2">
              <TextInput
                {...control}
                {...register('feeAmount', { setValueAs: toNullableNumber })}
                type="number"
                inputMode="numeric"
                min={0}
                className="min-w-0 flex-1"
              />
              <div className="w-24 shrink-0">
                <Select {...register('feeCurrency')} aria-label={text('feeCurrency')}>
                  {feeCurrencies.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          )}
        </Field>
      </FormSection>

      <FormSection title={t('profile.partner.sections.location')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={text('city')} error={errors.city?.message}>
            {(control) => <TextInput {...control} {...register('city')} autoComplete="address-level2" />}
          </Field>
          <Field label={text('state')} error={errors.state?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('state', { setValueAs: toNullableText })}
                autoComplete="address-level1"
              />
            )}
          </Field>
          <Field label={text('country')} error={errors.country?.message}>
            {(control) => <TextInput {...control} {...register('country')} autoComplete="country-name" />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.partner.sections.more')}
        hasError={Boolean(errors.languages || errors.bio)}
      >
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <TextListField
              label={text('languages')}
              itemLabel={text('languagesItem')}
              placeholder={text('languagesPlaceholder')}
              value={field.value ?? []}
              onChange={field.onChange}
              max={10}
              error={fieldState.error?.message}
            />
          )}
        />
        <Field label={text('bio')} error={errors.bio?.message} optional>
          {(control) => <TextArea {...control} {...register('bio', { setValueAs: toNullableText })} rows={4} />}
        </Field>
      </FormSection>

      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
