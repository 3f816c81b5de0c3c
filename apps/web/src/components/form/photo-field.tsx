import type { UploadKind } from '@rally/shared'
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { UploadField } from './upload-field.tsx'

type PhotoFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, string | null | undefined>
  label: string
  hint?: string
  /** A person's photo (round) or a wide picture such as an academy's cover. */
  kind?: Extract<UploadKind, 'image' | 'avatar'>
  preview?: 'avatar' | 'image'
  /** Told of every change, after the form has it. */
  onChange?: (url: string | null) => void
}

/** A picture of the profile, uploaded as soon as it is chosen; the form saves its address. */
export function PhotoField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  kind = 'image',
  preview = 'avatar',
  onChange,
}: PhotoFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadField
          kind={kind}
          preview={preview}
          label={label}
          hint={hint}
          value={field.value as string | null | undefined}
          onChange={(url) => {
            field.onChange(url)
            onChange?.(url)
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
