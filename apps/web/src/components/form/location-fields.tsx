import { countriesInLanguage } from '@rally/shared'
import { useMemo } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from '../../lib/i18n.tsx'
import { Field } from './field.tsx'
import { Select, TextInput } from './inputs.tsx'

/** One part of the place as its form sets it up: registered with any parsing, required or not. */
export type LocationField = {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  optional?: boolean
}

/**
 * City, state and country in a row, filled in by the browser from the person's address. The country is
 * picked from the list, named in the reader's language as every country picker is (India first), and
 * kept by its English name as profiles store it; `current` is the stored value, offered as it is when
 * it is not in the list (an older free-text entry), so saving never changes it unasked.
 */
export function LocationFields({
  city,
  state,
  country,
}: {
  city: LocationField
  state: LocationField
  country: LocationField & { current?: string | null }
}) {
  const { t, i18n } = useTranslation()
  const options = useMemo(() => countriesInLanguage(i18n.language, 'IN'), [i18n.language])
  const current = country.current?.trim()
  const unlisted = current && !options.some((option) => option.name === current) ? current : null
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={city.label} error={city.error} optional={city.optional}>
        {(control) => <TextInput {...control} {...city.registration} autoComplete="address-level2" />}
      </Field>
      <Field label={state.label} error={state.error} optional={state.optional}>
        {(control) => <TextInput {...control} {...state.registration} autoComplete="address-level1" />}
      </Field>
      <Field label={country.label} error={country.error} optional={country.optional}>
        {(control) => (
          <Select {...control} {...country.registration} autoComplete="country-name">
            <option value="">{t('profile.form.chooseCountry')}</option>
            {unlisted && <option value={unlisted}>{unlisted}</option>}
            {options.map((option) => (
              <option key={option.code} value={option.name}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  )
}
