import { Controller } from 'react-hook-form'
import { Field, FormSection } from '../../../../components/form/field.tsx'
import { TextArea, TextInput } from '../../../../components/form/inputs.tsx'
import { TextListField } from '../../../../components/form/text-list-field.tsx'
import { toNullableText } from '../../../../components/form/value-parsers.ts'
import { hasErrors, type SpecialistForm, useSection } from './specialist-form-values.ts'

const lists = ['achievements', 'certifications', 'specializations', 'languages'] as const

/** The coaching record: experience, academy, and the lists of achievements, certificates, specialities, languages. */
export function ExperienceSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, control, errors } = useSection(form)
  return (
    <FormSection
      collapsible
      title={t('profile.coach.sections.experience')}
      hasError={hasErrors(errors, 'coachingExperience', 'academy', ...lists)}
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
  )
}

/** A list's own error, or the first of its entries'. */
function listItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined
  return error.find((item) => item?.message)?.message
}
