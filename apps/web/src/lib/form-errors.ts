import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError } from './api-client.ts'

/**
 * Puts the API's field messages under the form's own fields (react-hook-form's
 * setError). Answers the message to show for the form as a whole: the API's
 * message when no field took it, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback
  const values = form.getValues() as Record<string, unknown>
  let placed = false
  for (const [path, message] of Object.entries(error.fields)) {
    const [top = ''] = path.split('.')
    if (!(top in values)) continue
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: !placed })
    placed = true
  }
  if (placed) return null
  return error.status >= 500 ? fallback : error.message
}

/**
 * A form's submit handler for values that go to the API: `send` runs on valid
 * values; if it throws, the API's field messages go under their fields and the
 * rest becomes `formError`, the message for the form as a whole.
 */
export function useServerSubmit<TFieldValues extends FieldValues, TValues extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form context, as react-hook-form's own default
  form: UseFormReturn<TFieldValues, any, TValues>,
  send: (values: TValues) => Promise<unknown>,
  fallback: string,
) {
  const [formError, setFormError] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await send(values)
    } catch (error) {
      setFormError(applyServerErrors(error, form, fallback))
    }
  })
  return { submit, formError }
}
