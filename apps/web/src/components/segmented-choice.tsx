import clsx from 'clsx'

/**
 * One of a few choices as a row of pills (radio buttons underneath: arrow keys move, the focus ring shows):
 * the console's status tabs (open / closed, waiting / verified / rejected).
 */
export function SegmentedChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  /** Said to screen readers; the pills' labels are what is seen. */
  legend: string
  name: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
}) {
  return (
    <fieldset className="mt-4 inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-surface-muted p-1">
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
