import { type SportSlug, sportFromSlug } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { AcademyCard, useAcademies } from '../../academies/index.ts'
import { carouselDelay, LandingCarousel } from './landing-carousel.tsx'

/** The sport's academies, a carousel of the best-rated; far down the page, its code loads as it nears. */
export function LandingAcademies({ sport }: { sport: SportSlug }) {
  const { t } = useTranslation()
  const sportName = t(`sports.${sport}`)
  const academies = useAcademies(sportFromSlug(sport))
  return (
    <LandingCarousel
      id="academies"
      title={t('landing.academiesTitle', { sport: sportName })}
      intro={t('landing.academiesIntro')}
      sport={sport}
      query={academies}
      items={(data) => data}
      itemKey={(academy) => academy.id}
      renderItem={(academy) => <AcademyCard academy={academy} />}
      renderSkeleton={() => <div className="h-96 animate-pulse rounded-2xl bg-surface-muted" />}
      delayMs={carouselDelay.academies}
      smSlides={2}
      emptyText={t('landing.noAcademies')}
    />
  )
}
