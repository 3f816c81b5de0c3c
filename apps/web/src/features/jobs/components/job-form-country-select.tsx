import { countriesInLanguage } from '@rally/shared'
import { type ComponentProps, useMemo } from 'react'
import { Select } from '../../../components/form/inputs.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

/** The country a vacancy is in, by two-letter code: India first (as the spec's list), then by name. */
export function JobFormCountrySelect(props: ComponentProps<'select'>) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const options = useMemo(() => countriesInLanguage(language, 'IN'), [language])
  return (
    <Select {...props} autoComplete="country">
      <option value="">{t('jobForms.chooseCountry')}</option>
      {options.map((country) => (
        <option key={country.code} value={country.code}>
          {country.label}
        </option>
      ))}
    </Select>
  )
}
