import clsx from 'clsx'
import type { ReactNode } from 'react'
import { HiMapPin } from 'react-icons/hi2'
import { FadeImage } from '../../../components/fade-image.tsx'
import { Link } from '../../../lib/router.tsx'
import { defaultProfileImage } from '../people-rules.ts'
import { StarRating } from './star-rating.tsx'

export type CardLayout = 'tile' | 'row'

type PersonCardProps = {
  to: string
  /** Where the profile's back link returns to (the search with its filters). */
  from?: string
  image: string
  name: string
  subtitle?: string | null
  rating: number
  location: string
  /** 'row' is a compact picture-beside-text row on phones that becomes a tile from sm up. */
  layout?: CardLayout
  children?: ReactNode
  testId: string
}

/**
 * The frame partner and specialist cards share: picture, name, stars, place.
 * The name is the card's one link, stretched over the whole card.
 */
export function PersonCard({
  to,
  from,
  image,
  name,
  subtitle,
  rating,
  location,
  layout = 'tile',
  children,
  testId,
}: PersonCardProps) {
  const row = layout === 'row'
  return (
    <article
      data-testid={testId}
      className={clsx(
        'group relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition focus-within:ring-2 focus-within:ring-accent hover:shadow-lg',
        row ? 'flex-row sm:flex-col' : 'flex-col',
      )}
    >
      <FadeImage
        src={image}
        alt=""
        fallbackSrc={defaultProfileImage}
        className={clsx('shrink-0', row ? 'aspect-square w-28 sm:aspect-[4/3] sm:w-full' : 'aspect-[4/3] w-full')}
      />
      <div className={clsx('flex min-w-0 flex-1 flex-col gap-1', row ? 'p-3 sm:p-4' : 'p-4')}>
        <h3 className="text-lg leading-tight font-bold break-words">
          <Link
            to={to}
            state={from ? { from } : undefined}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
          >
            {name}
          </Link>
        </h3>
        {subtitle && <p className="text-sm font-medium text-ink-muted">{subtitle}</p>}
        <StarRating rating={rating} />
        {location && (
          <p className="flex items-start gap-1 text-sm text-ink-muted">
            <HiMapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{location}</span>
          </p>
        )}
        {children}
      </div>
    </article>
  )
}

/** A card-shaped placeholder while people load. */
export function PersonCardSkeleton({ layout = 'tile' }: { layout?: CardLayout }) {
  const row = layout === 'row'
  return (
    <div
      aria-hidden
      className={clsx(
        'flex h-full overflow-hidden rounded-2xl border border-line bg-surface-raised',
        row ? 'flex-row sm:flex-col' : 'flex-col',
      )}
    >
      <div
        className={clsx(
          'shrink-0 animate-pulse bg-surface-muted',
          row ? 'aspect-square w-28 sm:aspect-[4/3] sm:w-full' : 'aspect-[4/3] w-full',
        )}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
      </div>
    </div>
  )
}
