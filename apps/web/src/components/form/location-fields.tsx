import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field.tsx'
import { TextInput } from './inputs.tsx'

/** One part of the place as its form sets it up: registered with any parsing, required or not. */
export type LocationField = {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  optional?: boolean
}

/** City, state and country in a row, filled in by the browser from the person's address. */
export function LocationFields({
  city,
  state,
  country,
}: {
  city: LocationField
  state: LocationField
  country: LocationField
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={city.label} error={city.error} optional={city.optional}>
        {(control) => <TextInput {...control} {...city.registration} autoComplete="address-level2" />}
      </Field>
      <Field label={state.label} error={state.error} optional={state.optional}>
        {(control) => <TextInput {...control} {...state.registration} autoComplete="address-level1" />}
      </Field>
      <Field label={country.label} error={country.error} optional={country.optional}>
        {(control) => <TextInput {...control} {...country.registration} autoComplete="country-name" />}
      </Field>
    </div>
  )
}
