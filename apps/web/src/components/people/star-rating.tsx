import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { HiStar } from 'react-icons/hi2'
import { starCount } from './people-rules.ts'

const positions = [1, 2, 3, 4, 5] as const

/** Five stars, as many filled as the rating rounded down; read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation()
  const filled = starCount(rating)
  return (
    <span role="img" aria-label={t('people.rated', { count: filled })} className={clsx('flex items-center', className)}>
      {positions.map((position) => (
        <HiStar
          key={position}
          aria-hidden
          className={clsx('h-4 w-4 shrink-0', position <= filled ? 'text-amber-400' : 'text-ink-muted/35')}
        />
      ))}
    </span>
  )
}
