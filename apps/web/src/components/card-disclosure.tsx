import { type ReactNode, useId } from 'react'

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-line px-4 font-semibold whitespace-nowrap hover:bg-surface-muted sm:flex-none'

/**
 * A card's button that opens a panel under the card's buttons (a form, a report): the button says whether it
 * is open (`aria-expanded`) and names its panel; the panel takes the card's whole width.
 */
export function CardDisclosure({
  label,
  open,
  onOpenChange,
  children,
}: {
  label: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={buttonClass}
      >
        {label}
      </button>
      {open && (
        <div id={panelId} className="w-full basis-full">
          {children}
        </div>
      )}
    </>
  )
}
