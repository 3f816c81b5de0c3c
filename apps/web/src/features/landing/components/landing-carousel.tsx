import type { SportSlug } from '@rally/shared'
import type { ReactNode } from 'react'
import { HiArrowRight, HiArrowUp } from 'react-icons/hi2'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { Carousel, CarouselSkeleton } from '../../../components/carousel.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { scrollToTop } from '../../../lib/reduced-motion.ts'
import { Link } from '../../../lib/router.tsx'
import { exploreTarget, type LandingSection } from '../landing-rules.ts'

/** Milliseconds per carousel step (spec): academies 4 s, partners and specialists 2 s. */
export const carouselDelay = { academies: 4000, people: 2000, showcase: 4000 } as const

export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mb-5">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{intro}</p>
    </div>
  )
}

type QueryLike<Data> = {
  isPending: boolean
  isError: boolean
  data: Data | undefined
  refetch: () => unknown
}

/**
 * One of the sport page's carousels (partners, specialists, academies): its heading, a skeleton while
 * its query reads, the error state, the empty text, the carousel of the best-rated, and "Explore more".
 */
export function LandingCarousel<Data, Item>({
  id,
  title,
  intro,
  sport,
  query,
  items,
  itemKey,
  renderItem,
  renderSkeleton,
  delayMs,
  smSlides,
  emptyText,
}: {
  id: LandingSection
  title: string
  intro: string
  sport: SportSlug
  query: QueryLike<Data>
  /** The slides in the query's answer. */
  items: (data: Data) => readonly Item[]
  itemKey: (item: Item) => string
  renderItem: (item: Item) => ReactNode
  /** One slide's stand-in while the query reads. */
  renderSkeleton: () => ReactNode
  delayMs: number
  smSlides?: 1 | 2
  emptyText: string
}) {
  const headingId = `${id}-title`
  const shown = query.data === undefined ? undefined : items(query.data)
  return (
    <BelowFoldSection
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-8 md:py-12"
      data-testid={`${id}-section`}
    >
      <SectionHeading id={headingId} title={title} intro={intro} />
      {query.isPending && <CarouselSkeleton smSlides={smSlides} renderItem={renderSkeleton} />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {shown !== undefined &&
        (shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">{emptyText}</p>
        ) : (
          <Carousel
            label={title}
            items={shown}
            itemKey={itemKey}
            renderItem={renderItem}
            delayMs={delayMs}
            smSlides={smSlides}
          />
        ))}
      <ExploreMore section={id} sport={sport} />
    </BelowFoldSection>
  )
}

function ExploreMore({ section, sport }: { section: LandingSection; sport: SportSlug }) {
  const { t } = useTranslation()
  const target = exploreTarget(section, sport)
  const className =
    'mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-5 font-semibold text-accent hover:bg-accent hover:text-accent-ink'
  if (target.kind === 'link') {
    return (
      <Link to={target.to} className={className}>
        {t('landing.exploreMore')}
        <HiArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    )
  }
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop()
        // Keyboard and screen-reader users land where the page scrolled to.
        document.getElementById('landing-title')?.focus({ preventScroll: true })
      }}
      className={className}
    >
      {t('landing.exploreMore')}
      <HiArrowUp aria-hidden className="h-4 w-4" />
    </button>
  )
}
