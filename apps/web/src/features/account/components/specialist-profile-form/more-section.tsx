import { Field, FormSection } from '../../../../components/form/field.tsx'
import { TextArea, TextInput } from '../../../../components/form/inputs.tsx'
import { toNullableText } from '../../../../components/form/value-parsers.ts'
import { hasErrors, type SpecialistForm, useSection } from './specialist-form-values.ts'

/** When the specialist is free, and anything else a player should know. */
export function MoreSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, errors } = useSection(form)
  return (
    <FormSection
      collapsible
      title={t('profile.coach.sections.more')}
      hasError={hasErrors(errors, 'additionalInformation', 'availability')}
    >
      <Field label={text('availability')} hint={text('availabilityHint')} error={errors.availability?.message} optional>
        {(control) => <TextInput {...control} {...register('availability', { setValueAs: toNullableText })} />}
      </Field>
      <Field label={text('additionalInformation')} error={errors.additionalInformation?.message} optional>
        {(control) => (
          <TextArea {...control} {...register('additionalInformation', { setValueAs: toNullableText })} rows={4} />
        )}
      </Field>
    </FormSection>
  )
}
