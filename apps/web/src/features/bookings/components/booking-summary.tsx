import type { ReactNode } from 'react'

type Row = { label: string; value: ReactNode }

/** Who is being booked, at the top of a booking form: the name, then the known details (fee, sport, place, rank). */
export function BookingSummary({ kicker, name, rows }: { kicker: string; name: string; rows: Row[] }) {
  const shown = rows.filter((row) => row.value !== '' && row.value !== null && row.value !== undefined)
  return (
    <section aria-label={kicker} className="rounded-2xl border border-line bg-surface-muted/60 p-4 sm:p-5">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{kicker}</p>
      {name && <p className="mt-1 text-xl font-bold break-words">{name}</p>}
      {shown.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {shown.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className="font-semibold break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
