import { type ReactNode, useEffect, useId, useRef } from 'react'

type ConfirmDialogProps = {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  pending?: boolean
  pendingLabel?: string
  /** Red for steps that cannot be undone (cancel, decline). */
  destructive?: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * A question before a step that cannot be undone. The browser's modal dialog
 * keeps focus inside, closes on Escape, and gives focus back afterwards.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  pendingLabel,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape while the step is being sent would hide its outcome.
        if (pending) event.preventDefault()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children && <div className="mt-2 text-sm text-ink-muted">{children}</div>}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={pending}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-line px-5 font-semibold hover:bg-surface-muted disabled:opacity-60"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
          className={
            destructive
              ? 'inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60'
              : 'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60'
          }
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
