import type { ReactNode } from 'react'
import { HiPlus, HiTrash } from 'react-icons/hi2'
import { useTranslation } from '../../../../lib/i18n.tsx'

/** One entry of a list the person builds (a reference, a document), with its own Remove button. */
export function RemovableEntry({
  id,
  title,
  onRemove,
  children,
}: {
  id: string
  title: string
  onRemove: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = `entry-${id}`
  return (
    <fieldset aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-xl border border-line p-3">
      <div className="flex items-center justify-between">
        <p id={titleId} className="text-sm font-semibold">
          {title}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-ink-muted hover:text-red-700"
        >
          <HiTrash aria-hidden className="h-4 w-4" />
          {t('profile.form.remove')}
          <span className="sr-only">{title}</span>
        </button>
      </div>
      {children}
    </fieldset>
  )
}

/** Adds one more entry to such a list. */
export function AddEntryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent"
    >
      <HiPlus aria-hidden className="h-4 w-4" />
      {children}
    </button>
  )
}
