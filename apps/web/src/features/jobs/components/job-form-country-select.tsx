import { countries } from '@rally/shared'
import { type ComponentProps, useMemo } from 'react'
import { Select } from '../../../components/form/inputs.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

/** A country's name in the reader's language, or its English name where the browser has none. */
function regionName(code: string, fallback: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? fallback
  } catch {
    return fallback
  }
}

/** The country a vacancy is in, by two-letter code: India first (as the spec's list), then by name. */
export function JobFormCountrySelect(props: ComponentProps<'select'>) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const options = useMemo(() => {
    const named = countries.map((country) => ({
      code: country.code,
      name: regionName(country.code, country.name, language),
    }))
    const [first, ...rest] = named
    const collator = new Intl.Collator(language)
    return first ? [first, ...rest.sort((a, b) => collator.compare(a.name, b.name))] : named
  }, [language])
  return (
    <Select {...props} autoComplete="country">
      <option value="">{t('jobForms.chooseCountry')}</option>
      {options.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </Select>
  )
}
