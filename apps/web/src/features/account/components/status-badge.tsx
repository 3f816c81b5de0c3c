import clsx from 'clsx'
import type { ReactNode } from 'react'

const tones = {
  good: 'border-green-300 bg-green-50 text-green-800',
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  muted: 'border-line bg-surface-muted text-ink-muted',
} as const

/** A small coloured label for a record's state (approved, awaiting approval...). */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={clsx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone])}
    >
      {children}
    </span>
  )
}
