import { useRef } from 'react'
import { HiArrowsPointingOut, HiXMark } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'

/**
 * The UPI QR code, which opens full screen when tapped (easier to scan from
 * another phone). The full-screen view is the browser's modal dialog: focus
 * stays in it, Escape or a tap anywhere closes it, and focus returns.
 * The button is named by what it shows (the code's description and "Tap to
 * enlarge"), so that the words a speech-input user reads out are its name.
 */
export function QrCodeViewer({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation()
  const dialogRef = useRef<HTMLDialogElement>(null)

  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="group relative mx-auto block rounded-2xl border border-line bg-white p-3 shadow-sm hover:border-accent"
      >
        <img src={src} alt={alt} width={224} height={224} className="h-56 w-56" />
        <span className="mt-2 flex items-center justify-center gap-1 text-sm font-semibold text-slate-700">
          <HiArrowsPointingOut aria-hidden className="h-4 w-4" />
          {t('payment.tapToEnlarge')}
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape (the dialog's own) and the close button cover keyboards */}
      <dialog
        ref={dialogRef}
        aria-label={alt}
        onClick={() => dialogRef.current?.close()}
        className="m-auto h-dvh max-h-none w-screen max-w-none bg-white p-4 backdrop:bg-black/80"
      >
        <div className="flex h-full flex-col items-center justify-center gap-4">
          <img src={src} alt={alt} className="aspect-square w-full max-w-[min(90vw,80vh)]" />
          <p className="text-center text-base text-slate-700">{t('payment.scanHint')}</p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            // biome-ignore lint/a11y/noAutofocus: the close button is where focus belongs when the dialog opens
            autoFocus
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-slate-900 px-6 font-semibold text-white"
          >
            <HiXMark aria-hidden className="h-5 w-5" />
            {t('payment.closeQr')}
          </button>
        </div>
      </dialog>
    </>
  )
}
