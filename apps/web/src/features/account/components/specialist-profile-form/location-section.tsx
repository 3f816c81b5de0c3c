import { FormSection } from '../../../../components/form/field.tsx'
import { LocationFields } from '../../../../components/form/location-fields.tsx'
import { toNullableText } from '../../../../components/form/value-parsers.ts'
import { type SpecialistForm, useSection } from './specialist-form-values.ts'

/** Where the specialist is based: every part optional, as calls are online. */
export function LocationSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, errors } = useSection(form)
  const optionalText = (name: 'city' | 'state' | 'country') => ({
    label: text(name),
    registration: register(name, { setValueAs: toNullableText }),
    error: errors[name]?.message,
    optional: true,
  })
  return (
    <FormSection title={t('profile.coach.sections.location')}>
      <LocationFields
        city={optionalText('city')}
        state={optionalText('state')}
        country={{ ...optionalText('country'), current: form.formState.defaultValues?.country }}
      />
    </FormSection>
  )
}
