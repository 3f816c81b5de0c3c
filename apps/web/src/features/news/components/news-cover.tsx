import type { Sport } from '@rally/shared'
import clsx from 'clsx'

/** The article's cover, or the sport's drawn court for imported items that come without one. */
export function NewsCover({
  src,
  sport,
  className,
  eager = false,
}: {
  src: string | null
  sport: Sport | null
  className?: string
  eager?: boolean
}) {
  const fallback = `/media/courts/${sport === 'Badminton' ? 'badminton' : 'tennis'}-0.svg`
  return (
    <img
      src={src ?? fallback}
      alt=""
      width={800}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={clsx('aspect-[2/1] w-full bg-surface-muted object-cover', className)}
    />
  )
}
