import { useId } from 'react'
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CountryCodeSelect } from '../../../components/form/country-code-select.tsx'
import { FieldError } from '../../../components/form/field.tsx'
import { TextInput } from '../../../components/form/inputs.tsx'

type PhoneFieldsProps<T extends FieldValues> = {
  control: Control<T>
  countryCodeName: Path<T>
  phoneRegistration: UseFormRegisterReturn
  countryCodeError?: string
  phoneError?: string
}

/** One "Phone number" with its country code (India, +91, first and by default) in front, on one row. */
export function PhoneFields<T extends FieldValues>({
  control,
  countryCodeName,
  phoneRegistration,
  countryCodeError,
  phoneError,
}: PhoneFieldsProps<T>) {
  const { t } = useTranslation()
  const id = useId()
  const codeErrorId = `${id}-code-error`
  const phoneErrorId = `${id}-phone-error`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('profile.fields.phoneNumber')}
        <span className="ml-1 font-normal text-ink-muted">{t('profile.form.optional')}</span>
      </label>
      <div className="flex gap-2">
        <div className="w-32 shrink-0 sm:w-56">
          <Controller
            control={control}
            name={countryCodeName}
            render={({ field }) => (
              <CountryCodeSelect
                aria-label={t('profile.fields.countryCode')}
                aria-invalid={Boolean(countryCodeError)}
                aria-describedby={countryCodeError ? codeErrorId : undefined}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <TextInput
          id={id}
          {...phoneRegistration}
          aria-invalid={Boolean(phoneError)}
          aria-describedby={phoneError ? phoneErrorId : undefined}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="min-w-0 flex-1"
        />
      </div>
      {countryCodeError && <FieldError id={codeErrorId} message={countryCodeError} />}
      {phoneError && <FieldError id={phoneErrorId} message={phoneError} />}
    </div>
  )
}
