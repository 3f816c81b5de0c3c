import clsx from 'clsx'
import type { CSSProperties } from 'react'
import { useTranslation } from '../../../lib/i18n.tsx'
import { starCount } from '../people-rules.ts'

/**
 * Five stars, as many filled as the rating rounded down; read out as "Rated 4 out of 5". The
 * stylesheet draws them (.star-rating in index.css) from the count: lists show many cards, and each
 * rating drawn inline would cost the page two kilobytes and a phone layout time.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation()
  const filled = starCount(rating)
  return (
    <span role="img" aria-label={t('people.rated', { count: filled })} className={clsx('flex items-center', className)}>
      <span aria-hidden className="star-rating" style={{ '--filled': filled } as CSSProperties} />
    </span>
  )
}
