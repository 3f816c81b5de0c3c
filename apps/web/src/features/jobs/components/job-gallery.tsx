import { useRef, useState } from 'react'
import { HiChevronLeft, HiChevronRight, HiXMark } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'

/**
 * The vacancy's pictures: thumbnails that open full screen when tapped. The full-screen view is
 * the browser's modal dialog, so focus stays in it, Escape closes it and focus returns to the
 * thumbnail; the arrow keys and the buttons step through the pictures.
 */
export function JobGallery({ pictures, title }: { pictures: string[]; title: string }) {
  const { t } = useTranslation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState(0)
  if (pictures.length === 0) return null
  const count = pictures.length
  const step = (by: number) => setShown((current) => (current + by + count) % count)
  const label = (index: number) => t('jobs.gallery.picture', { title, number: index + 1, total: count })

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {pictures.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => {
                setShown(index)
                dialogRef.current?.showModal()
              }}
              aria-label={t('jobs.gallery.enlarge', { picture: label(index) })}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-xl border border-line bg-surface-muted"
            >
              <img
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={t('jobs.gallery.title', { title })}
        data-testid="job-lightbox"
        onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1)
          if (event.key === 'ArrowLeft') step(-1)
        }}
        className="m-auto h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-3">
            <p aria-live="polite" className="px-2 text-sm">
              {t('jobs.gallery.counter', { number: shown + 1, total: count })}
            </p>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              // biome-ignore lint/a11y/noAutofocus: the close button is where focus belongs when the dialog opens
              autoFocus
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white/15 px-4 font-semibold hover:bg-white/25"
            >
              <HiXMark aria-hidden className="h-5 w-5" />
              {t('jobs.gallery.close')}
            </button>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a tap beside the picture closes, as on the backdrop */}
          <div
            className="flex min-h-0 flex-1 items-center justify-center px-2"
            onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
          >
            <img src={pictures[shown]} alt={label(shown)} className="max-h-full max-w-full object-contain" />
          </div>
          {count > 1 && (
            <div className="flex items-center justify-center gap-4 p-4">
              <button
                type="button"
                onClick={() => step(-1)}
                className="inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-full bg-white/15 px-4 font-semibold hover:bg-white/25"
              >
                <HiChevronLeft aria-hidden className="h-5 w-5" />
                {t('jobs.gallery.previous')}
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-full bg-white/15 px-4 font-semibold hover:bg-white/25"
              >
                {t('jobs.gallery.next')}
                <HiChevronRight aria-hidden className="h-5 w-5" />
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  )
}
