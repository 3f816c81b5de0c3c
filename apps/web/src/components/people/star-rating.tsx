import clsx from 'clsx'
import { useTranslation } from '../../lib/i18n.tsx'
import { starCount } from './people-rules.ts'

const positions = [0, 1, 2, 3, 4] as const
// Heroicons' solid star (as react-icons' HiStar draws it), in a 24-unit box.
const star =
  'M10.788 3.21c.448-1.077 1.976-1.077 2.424 0l2.082 5.006 5.404.434c1.164.093 1.636 1.545.749 2.305l-4.117 3.527 1.257 5.273c.271 1.136-.964 2.033-1.96 1.425L12 18.354 7.373 21.18c-.996.608-2.231-.29-1.96-1.425l1.257-5.273-4.117-3.527c-.887-.76-.415-2.212.749-2.305l5.404-.434 2.082-5.005Z'

/**
 * Five stars, as many filled as the rating rounded down; read out as "Rated 4 out of 5". One drawing
 * of five stars rather than five: lists show many cards, and each element costs a phone layout time.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation()
  const filled = starCount(rating)
  return (
    <span role="img" aria-label={t('people.rated', { count: filled })} className={clsx('flex items-center', className)}>
      <svg aria-hidden viewBox="0 0 120 24" className="h-4 w-20 shrink-0" fill="currentColor">
        {positions.map((position) => (
          <path
            key={position}
            d={star}
            fillRule="evenodd"
            transform={`translate(${position * 24} 0)`}
            className={position < filled ? 'text-amber-400' : 'text-ink-muted/35'}
          />
        ))}
      </svg>
    </span>
  )
}
