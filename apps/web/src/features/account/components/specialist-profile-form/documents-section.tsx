import { maxCoachDocuments } from '@rally/shared'
import { Controller, useFieldArray } from 'react-hook-form'
import { Field, FieldError, FormSection } from '../../../../components/form/field.tsx'
import { TextInput } from '../../../../components/form/inputs.tsx'
import { UploadField } from '../../../../components/form/upload-field.tsx'
import { AddEntryButton, RemovableEntry } from './removable-entry.tsx'
import { hasErrors, type SpecialistForm, useSection } from './specialist-form-values.ts'

/** The CV and further professional documents, each uploaded as soon as it is chosen. */
export function DocumentsSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, control, errors } = useSection(form)
  const { getValues, setValue } = form
  const documents = useFieldArray({ control, name: 'documents' })
  return (
    <FormSection
      collapsible
      title={t('profile.coach.sections.documents')}
      description={text('documentsHint')}
      hasError={hasErrors(errors, 'cvUrl', 'documents')}
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
        <AddEntryButton onClick={() => documents.append({ name: '', url: '' })}>{text('addDocument')}</AddEntryButton>
      )}
    </FormSection>
  )
}
