import { feeCurrencies } from '@rally/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field.tsx'
import { Select, TextInput } from './inputs.tsx'

type FeeFieldProps = {
  label: string
  currencyLabel: string
  amount: UseFormRegisterReturn
  currency: UseFormRegisterReturn
  /** The amount's error, or else the currency's: they share one line under the field. */
  error?: string
}

/** A fee: the amount, and beside it the currency it is in. Optional: without one, bookings are free. */
export function FeeField({ label, currencyLabel, amount, currency, error }: FeeFieldProps) {
  return (
    <Field label={label} error={error} optional>
      {(control) => (
        <div className="flex gap-2">
          <TextInput {...control} {...amount} type="number" inputMode="numeric" min={0} className="min-w-0 flex-1" />
          <div className="w-24 shrink-0">
            <Select {...currency} aria-label={currencyLabel}>
              {feeCurrencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}
    </Field>
  )
}
