import { useFieldArray } from 'react-hook-form'
import { Field, FormSection } from '../../../../components/form/field.tsx'
import { TextInput } from '../../../../components/form/inputs.tsx'
import { AddEntryButton, RemovableEntry } from './removable-entry.tsx'
import { hasErrors, type SpecialistForm, useSection } from './specialist-form-values.ts'

const maxReferences = 5

/** People who can speak for the specialist: name, how they know them, and how to reach them. */
export function ReferencesSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, control, errors } = useSection(form)
  const references = useFieldArray({ control, name: 'references' })
  return (
    <FormSection
      collapsible
      title={t('profile.coach.sections.references')}
      description={text('referencesHint')}
      hasError={hasErrors(errors, 'references')}
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
        <AddEntryButton onClick={() => references.append({ name: '', relation: '', contact: '' })}>
          {text('addReference')}
        </AddEntryButton>
      )}
    </FormSection>
  )
}
