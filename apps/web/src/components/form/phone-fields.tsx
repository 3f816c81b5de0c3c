import { useId } from 'react'
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form'
import { CountryCodeSelect } from './country-code-select.tsx'
import { FieldError } from './field.tsx'
import { TextInput } from './inputs.tsx'

type PhoneFieldsProps<T extends FieldValues> = {
  control: Control<T>
  countryCodeName: Path<T>
  phoneRegistration: UseFormRegisterReturn
  countryCodeError?: string
  phoneError?: string
  /** The number's label ("Phone number", "Contact number"), and the country code's (read out, not shown). */
  label: string
  countryCodeLabel: string
  /** Shown after the label when the number may be left out ("optional"). */
  optionalText?: string
}

/** One phone number with its country code (India, +91, first and by default) in front, on one row. */
export function PhoneFields<T extends FieldValues>({
  control,
  countryCodeName,
  phoneRegistration,
  countryCodeError,
  phoneError,
  label,
  countryCodeLabel,
  optionalText,
}: PhoneFieldsProps<T>) {
  const id = useId()
  const codeErrorId = `${id}-code-error`
  const phoneErrorId = `${id}-phone-error`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {optionalText && <span className="ml-1 font-normal text-ink-muted">{optionalText}</span>}
      </label>
      <div className="flex gap-2">
        <div className="w-32 shrink-0 sm:w-56">
          <Controller
            control={control}
            name={countryCodeName}
            render={({ field }) => (
              <CountryCodeSelect
                aria-label={countryCodeLabel}
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
