import clsx from 'clsx'

/**
 * One of a few choices as a row of pills (radio buttons underneath: arrow keys move, the focus ring shows):
 * the console's status tabs (open / closed, waiting / verified / rejected), spar-up's sport and levels above.
 */
export function SegmentedChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className = 'mt-4',
}: {
  /** Said to screen readers; the pills' labels are what is seen. */
  legend: string
  name: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
  /** Its spacing: a margin above by default (the console's tabs under their heading). */
  className?: string
}) {
  return (
    <fieldset className={clsx('inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-surface-muted p-1', className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold has-[:focus-visible]:ring-2',
            option.value === value ? 'bg-accent text-accent-ink' : 'text-ink',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
