import { countriesInLanguage, countryForDialCode, defaultDialCode } from '@rally/shared'
import { useMemo } from 'react'
import { useTranslation } from '../../lib/i18n.tsx'
import { type ControlProps, inputBorder, inputClass } from './field.tsx'

type CountryCodeSelectProps = Partial<ControlProps> & {
  /** The dial code ("+91"); several countries may share one. */
  value: string | null | undefined
  onChange: (dialCode: string) => void
  onBlur?: () => void
}

/**
 * The country code of a phone number: every country by its name in the reader's language (as the
 * country pickers beside it name them) with its code, India first and by default.
 */
export function CountryCodeSelect({ value, onChange, onBlur, ...control }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation()
  const countries = useMemo(() => countriesInLanguage(i18n.language, 'IN'), [i18n.language])
  const selected = countryForDialCode(value || defaultDialCode)
  return (
    <select
      {...control}
      value={selected?.code ?? ''}
      onChange={(event) => {
        const country = countries.find((candidate) => candidate.code === event.target.value)
        if (country) onChange(country.dial_code)
      }}
      onBlur={onBlur}
      autoComplete="tel-country-code"
      className={`${inputClass} ${inputBorder(Boolean(control['aria-invalid']))}`}
    >
      {!selected && <option value="">{t('profile.form.chooseCountryCode')}</option>}
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {`${country.dial_code} ${country.label}`}
        </option>
      ))}
    </select>
  )
}
