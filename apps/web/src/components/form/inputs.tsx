import clsx from 'clsx'
import type { ComponentProps } from 'react'
import { inputBorder, inputClass } from './field.tsx'

const invalid = (value: ComponentProps<'input'>['aria-invalid']) => value === true || value === 'true'

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={clsx(inputClass, inputBorder(invalid(props['aria-invalid'])), className)} />
}

export function TextArea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      {...props}
      className={clsx(inputClass, inputBorder(invalid(props['aria-invalid'])), 'leading-relaxed', className)}
    />
  )
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={clsx(inputClass, inputBorder(invalid(props['aria-invalid'])), className)} />
}

/** A big tickable box with its label beside it; the whole row is the target. */
export function Checkbox({ label, className, ...props }: ComponentProps<'input'> & { label: React.ReactNode }) {
  return (
    <label className={clsx('flex min-h-11 cursor-pointer items-start gap-3 py-2', className)}>
      <input type="checkbox" {...props} className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--accent)]" />
      <span className="text-sm leading-6">{label}</span>
    </label>
  )
}
