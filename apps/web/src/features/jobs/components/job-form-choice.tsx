import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../../components/form/field.tsx'
import { Select } from '../../../components/form/inputs.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

type ChoiceFieldProps = {
  label: string
  hint?: string
  error?: string
  registration: UseFormRegisterReturn
  /** The values as the API takes them, each with the label the reader sees. */
  options: readonly { value: string; label: string }[]
}

/** A required choice from a list (an enumeration of the spec): "Choose…" first, then each value. */
export function ChoiceField({ label, hint, error, registration, options }: ChoiceFieldProps) {
  const { t } = useTranslation()
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <Select {...props} {...registration}>
          <option value="">{t('jobForms.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
