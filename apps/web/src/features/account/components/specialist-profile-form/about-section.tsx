import { coachCategories } from '@rally/shared'
import { Field, FormSection } from '../../../../components/form/field.tsx'
import { Select, TextInput } from '../../../../components/form/inputs.tsx'
import { NameFields } from '../../../../components/form/name-fields.tsx'
import { PhotoField } from '../../../../components/form/photo-field.tsx'
import { type SpecialistForm, useSection } from './specialist-form-values.ts'

/** Who the specialist is: photo, names, title and the sport they coach. */
export function AboutSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, control, errors } = useSection(form)
  return (
    <FormSection title={t('profile.coach.sections.about')}>
      <PhotoField control={control} name="image" label={text('image')} />
      <NameFields
        register={register}
        errors={errors}
        labels={{ firstName: text('firstName'), lastName: text('lastName') }}
      />
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
  )
}
