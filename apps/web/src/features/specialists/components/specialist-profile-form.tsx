import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CoachRecord,
  coachCategories,
  feeCurrencies,
  maxCoachDocuments,
  type PrivateUser,
  type RegisterCoachInput,
  registerCoachInputSchema,
} from '@rally/shared'
import type { ReactNode } from 'react'
import { Controller, type FieldErrors, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { HiPlus, HiTrash } from 'react-icons/hi2'
import type { z } from 'zod'
import { Field, FieldError, FormAlert, FormSection, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { TextListField } from '../../../components/form/text-list-field.tsx'
import { UploadField } from '../../../components/form/upload-field.tsx'
import {
  toNullableNumber,
  toNullableText,
  toOptionalNumber,
  toOptionalUrl,
} from '../../../components/form/value-parsers.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'

export type SpecialistProfileValues = z.output<typeof registerCoachInputSchema>

type SpecialistProfileFormProps = {
  /** The saved profile to edit, or the signed-in person to start a new one from. */
  record?: CoachRecord
  user: Pick<PrivateUser, 'firstName' | 'lastName'>
  submitLabel: string
  pendingLabel: string
  onSubmit: (values: SpecialistProfileValues) => Promise<unknown>
}

const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const
const lists = ['achievements', 'certifications', 'specializations', 'languages'] as const
const maxReferences = 5

function startingValues(record: CoachRecord | undefined, user: SpecialistProfileFormProps['user']): RegisterCoachInput {
  if (!record) {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      title: '',
      category: '' as RegisterCoachInput['category'],
      feeCurrency: 'INR',
      sessionMinutes: 45,
      achievements: [],
      certifications: [],
      specializations: [],
      languages: [],
      socialLinks: {},
      references: [],
      documents: [],
    }
  }
  const {
    id: _id,
    userId: _userId,
    totalRating: _rating,
    isApproved: _approved,
    formVersion: _version,
    email: _email,
    phone: _phone,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = record
  return { ...fields, title: fields.title ?? '', feeCurrency: fields.feeCurrency as RegisterCoachInput['feeCurrency'] }
}

/** The specialist profile ("Register as a Specialist", and its later edits), section by section as the spec lists them. */
export function SpecialistProfileForm({
  record,
  user,
  submitLabel,
  pendingLabel,
  onSubmit,
}: SpecialistProfileFormProps) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: zodResolver(registerCoachInputSchema),
    defaultValues: startingValues(record, user),
  })
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form
  const references = useFieldArray({ control, name: 'references' })
  const documents = useFieldArray({ control, name: 'documents' })

  const { submit, formError } = useServerSubmit(form, onSubmit, t('profile.form.saveFailed'))

  const text = (key: string) => t(`profile.coach.fields.${key}`)
  const has = (...names: (keyof FieldErrors<RegisterCoachInput>)[]) => names.some((name) => errors[name])

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormSection title={t('profile.coach.sections.about')}>
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
        <Field label={text('title')} hint={text('titleHint')} error={errors.title?.message}>
          {(control) => <TextInput {...control} {...register('title')} />}
        </Field>
        <Field label={text('category')} error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...register('category')}>
              <option value="">{text('chooseCategory')}</option>
              {coachCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`profile.categories.${category}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FormSection>

      <FormSection title={t('profile.coach.sections.location')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={text('city')} error={errors.city?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('city', { setValueAs: toNullableText })}
                autoComplete="address-level2"
              />
            )}
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
          <Field label={text('country')} error={errors.country?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('country', { setValueAs: toNullableText })}
                autoComplete="country-name"
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('profile.coach.sections.sessions')}>
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={text('sessionMinutes')} error={errors.sessionMinutes?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...register('sessionMinutes', { setValueAs: toOptionalNumber })}
                type="number"
                inputMode="numeric"
                min={15}
                max={180}
                step={5}
              />
            )}
          </Field>
          <Field label={text('experienceYears')} error={errors.experienceYears?.message} optional>
            {(control) => (
              <TextInput
                {...control}
                {...register('experienceYears', { setValueAs: toNullableNumber })}
                type="number"
                inputMode="numeric"
                min={0}
                max={80}
              />
            )}
          </Field>
        </div>
        <Field label={text('highestRank')} hint={text('highestRankHint')} error={errors.highestRank?.message} optional>
          {(control) => <TextInput {...control} {...register('highestRank', { setValueAs: toNullableText })} />}
        </Field>
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.coach.sections.experience')}
        hasError={has('coachingExperience', 'academy', ...lists)}
      >
        <Field label={text('coachingExperience')} error={errors.coachingExperience?.message} optional>
          {(control) => (
            <TextArea {...control} {...register('coachingExperience', { setValueAs: toNullableText })} rows={5} />
          )}
        </Field>
        <Field label={text('academy')} error={errors.academy?.message} optional>
          {(control) => <TextInput {...control} {...register('academy', { setValueAs: toNullableText })} />}
        </Field>
        {lists.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextListField
                label={text(name)}
                itemLabel={text(`${name}Item`)}
                placeholder={text(`${name}Placeholder`)}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message ?? listItemError(errors[name])}
              />
            )}
          />
        ))}
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.coach.sections.more')}
        hasError={has('additionalInformation', 'availability')}
      >
        <Field
          label={text('availability')}
          hint={text('availabilityHint')}
          error={errors.availability?.message}
          optional
        >
          {(control) => <TextInput {...control} {...register('availability', { setValueAs: toNullableText })} />}
        </Field>
        <Field label={text('additionalInformation')} error={errors.additionalInformation?.message} optional>
          {(control) => (
            <TextArea {...control} {...register('additionalInformation', { setValueAs: toNullableText })} rows={4} />
          )}
        </Field>
      </FormSection>

      <FormSection collapsible title={t('profile.coach.sections.social')} hasError={has('socialLinks')}>
        {socialNetworks.map((network) => (
          <Field
            key={network}
            label={t(`profile.networks.${network}`)}
            error={errors.socialLinks?.[network]?.message}
            optional
          >
            {(control) => (
              <TextInput
                {...control}
                {...register(`socialLinks.${network}`, { setValueAs: toOptionalUrl })}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </Field>
        ))}
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.coach.sections.references')}
        description={text('referencesHint')}
        hasError={has('references')}
      >
        {references.fields.map((reference, index) => (
          <RemovableEntry
            key={reference.id}
            id={reference.id}
            title={`${text('reference')} ${index + 1}`}
            onRemove={() => references.remove(index)}
          >
            <Field label={text('referenceName')} error={errors.references?.[index]?.name?.message}>
              {(control) => <TextInput {...control} {...register(`references.${index}.name`)} />}
            </Field>
            <Field label={text('referenceRelation')} error={errors.references?.[index]?.relation?.message}>
              {(control) => <TextInput {...control} {...register(`references.${index}.relation`)} />}
            </Field>
            <Field label={text('referenceContact')} error={errors.references?.[index]?.contact?.message} optional>
              {(control) => <TextInput {...control} {...register(`references.${index}.contact`)} />}
            </Field>
          </RemovableEntry>
        ))}
        {references.fields.length < maxReferences && (
          <button
            type="button"
            onClick={() => references.append({ name: '', relation: '', contact: '' })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent"
          >
            <HiPlus aria-hidden className="h-4 w-4" />
            {text('addReference')}
          </button>
        )}
      </FormSection>

      <FormSection
        collapsible
        title={t('profile.coach.sections.documents')}
        description={text('documentsHint')}
        hasError={has('cvUrl', 'documents')}
      >
        <Controller
          control={control}
          name="cvUrl"
          render={({ field, fieldState }) => (
            <UploadField
              kind="cv"
              preview="document"
              label={text('cv')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {documents.fields.map((document, index) => (
          <RemovableEntry
            key={document.id}
            id={document.id}
            title={`${text('document')} ${index + 1}`}
            onRemove={() => documents.remove(index)}
          >
            <Controller
              control={control}
              name={`documents.${index}.url`}
              render={({ field, fieldState }) => (
                <UploadField
                  kind="document"
                  preview="document"
                  optional={false}
                  label={text('documentFile')}
                  value={field.value || null}
                  onChange={(url) => field.onChange(url ?? '')}
                  // A fresh entry is named after its file; a name already typed is kept.
                  onUploaded={(file) => {
                    if (getValues(`documents.${index}.name`)?.trim()) return
                    setValue(`documents.${index}.name`, file.name.replace(/\.[a-z0-9]+$/i, '').slice(0, 100), {
                      shouldValidate: true,
                    })
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Field label={text('documentName')} error={errors.documents?.[index]?.name?.message}>
              {(control) => (
                <TextInput
                  {...control}
                  {...register(`documents.${index}.name`)}
                  placeholder={text('documentNamePlaceholder')}
                />
              )}
            </Field>
          </RemovableEntry>
        ))}
        {errors.documents?.message && <FieldError message={errors.documents.message} />}
        {documents.fields.length < maxCoachDocuments && (
          <button
            type="button"
            onClick={() => documents.append({ name: '', url: '' })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent"
          >
            <HiPlus aria-hidden className="h-4 w-4" />
            {text('addDocument')}
          </button>
        )}
      </FormSection>

      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

/** A list's own error, or the first of its entries'. */
function listItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined
  return error.find((item) => item?.message)?.message
}

/** One entry of a list the person builds (a reference, a document), with its own Remove button. */
function RemovableEntry({
  id,
  title,
  onRemove,
  children,
}: {
  id: string
  title: string
  onRemove: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = `entry-${id}`
  return (
    <fieldset aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-xl border border-line p-3">
      <div className="flex items-center justify-between">
        <p id={titleId} className="text-sm font-semibold">
          {title}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-ink-muted hover:text-red-700"
        >
          <HiTrash aria-hidden className="h-4 w-4" />
          {t('profile.form.remove')}
          <span className="sr-only">{title}</span>
        </button>
      </div>
      {children}
    </fieldset>
  )
}
