import { zodResolver } from '@hookform/resolvers/zod'
import {
  handednesses,
  type PartnerRecord,
  type PrivateUser,
  playingStyles,
  type RegisterPartnerInput,
  registerPartnerInputSchema,
  rupees,
  sports,
  surfaces,
} from '@rally/shared'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FeeField } from '../../../components/form/fee-field.tsx'
import { Field, FieldError, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Checkbox, Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { LocationFields } from '../../../components/form/location-fields.tsx'
import { NameFields } from '../../../components/form/name-fields.tsx'
import { PhotoField } from '../../../components/form/photo-field.tsx'
import { TextListField } from '../../../components/form/text-list-field.tsx'
import { toNullableNumber, toNullableText } from '../../../components/form/value-parsers.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

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
      feeCurrency: rupees,
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
    handedness: record.handedness ?? null,
    playingStyle: record.playingStyle ?? null,
    surfaces: record.surfaces ?? [],
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
        <PhotoField control={control} name="image" label={text('image')} />
        <NameFields
          register={register}
          errors={errors}
          labels={{ firstName: text('firstName'), lastName: text('lastName') }}
        />
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
        <FeeField
          label={text('feeAmount')}
          currencyLabel={text('feeCurrency')}
          amount={register('feeAmount', { setValueAs: toNullableNumber })}
          currency={register('feeCurrency')}
          error={errors.feeAmount?.message ?? errors.feeCurrency?.message}
        />
      </FormSection>

      <FormSection title={t('profile.partner.sections.location')}>
        <LocationFields
          city={{ label: text('city'), registration: register('city'), error: errors.city?.message }}
          state={{
            label: text('state'),
            registration: register('state', { setValueAs: toNullableText }),
            error: errors.state?.message,
            optional: true,
          }}
          country={{
            label: text('country'),
            registration: register('country'),
            error: errors.country?.message,
            current: form.formState.defaultValues?.country,
          }}
        />
      </FormSection>

      <FormSection title={t('levels.partnerFields.section')} description={t('levels.partnerFields.intro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('levels.partnerFields.handedness')} error={errors.handedness?.message} optional>
            {(control) => (
              <Select {...control} {...register('handedness', { setValueAs: toNullableText })}>
                <option value="">{t('levels.partnerFields.notStated')}</option>
                {handednesses.map((value) => (
                  <option key={value} value={value}>
                    {t(`levels.handedness.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('levels.partnerFields.playingStyle')} error={errors.playingStyle?.message} optional>
            {(control) => (
              <Select {...control} {...register('playingStyle', { setValueAs: toNullableText })}>
                <option value="">{t('levels.partnerFields.notStated')}</option>
                {playingStyles.map((value) => (
                  <option key={value} value={value}>
                    {t(`levels.styles.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Controller
          control={control}
          name="surfaces"
          render={({ field, fieldState }) => (
            <fieldset className="min-w-0" aria-describedby={fieldState.error ? 'partner-surfaces-error' : undefined}>
              <legend className="mb-1.5 text-sm font-semibold">
                {t('levels.partnerFields.surfaces')}{' '}
                <span className="font-normal text-ink-muted">{t('profile.form.optional')}</span>
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {surfaces.map((surface) => {
                  const chosen = field.value ?? []
                  return (
                    <Checkbox
                      key={surface}
                      label={t(`levels.surfaces.${surface}`)}
                      checked={chosen.includes(surface)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, surface]
                            : chosen.filter((value: string) => value !== surface),
                        )
                      }
                    />
                  )
                })}
              </div>
              {fieldState.error?.message && (
                <FieldError id="partner-surfaces-error" message={fieldState.error.message} />
              )}
            </fieldset>
          )}
        />
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
