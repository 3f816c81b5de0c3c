import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field.tsx'
import { TextInput } from './inputs.tsx'

type NameFieldsProps = {
  /** The form's own register: every form with names calls them firstName and lastName. */
  register: (name: 'firstName' | 'lastName') => UseFormRegisterReturn
  errors: { firstName?: { message?: string }; lastName?: { message?: string } }
  labels: { firstName: string; lastName: string }
}

/** First name (required) and last name (optional) side by side, filled in by the browser from the person's names. */
export function NameFields({ register, errors, labels }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={labels.firstName} error={errors.firstName?.message}>
        {(control) => <TextInput {...control} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field label={labels.lastName} error={errors.lastName?.message} optional>
        {(control) => <TextInput {...control} {...register('lastName')} autoComplete="family-name" />}
      </Field>
    </div>
  )
}
