import { pathTo, type SportSlug, sportFromSlug } from '@rally/shared'
import clsx from 'clsx'
import { HiArrowRight, HiCheckCircle } from 'react-icons/hi2'
import { Carousel, CarouselSkeleton } from '../../../components/carousel.tsx'
import { deferredPart } from '../../../components/deferred-part.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { BookableCard, PersonCardSkeleton, usePartnerSearch, useSpecialistSearch } from '../../people/index.ts'
import { useShowcase } from '../api/get-showcase.ts'
import { carouselPartnersQuery, carouselSpecialistsQuery } from '../api/queries.ts'
import { carouselDelay, LandingCarousel, SectionHeading } from '../components/landing-carousel.tsx'
import { ShowcaseCard } from '../components/showcase-card.tsx'
import { WhatsAppButton } from '../components/whatsapp-button.tsx'
import { showcaseEntries } from '../landing-rules.ts'

// Far down the page: drawn by the server, their code loaded as the visitor scrolls towards them.
const LandingAcademies = deferredPart(() =>
  import('../components/landing-academies.tsx').then((module) => module.LandingAcademies),
)
const TestimonialsSection = deferredPart(() =>
  import('../../testimonials/index.ts').then((module) => module.TestimonialsSection),
)

/** /tennis and /badminton: the hero's two ways in, then partners, their photos, specialists and academies. */
export default function LandingPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const category = sportFromSlug(sport)
  const partners = usePartnerSearch(carouselPartnersQuery(category))
  const specialists = useSpecialistSearch(carouselSpecialistsQuery(category))
  const showcase = useShowcase(category)
  const showcaseItems = showcase.data ? showcaseEntries(showcase.data, sport) : []

  return (
    <>
      <PageMeta
        title={t(`landing.${sport}.metaTitle`)}
        description={t(`landing.${sport}.metaDescription`)}
        keywords={t(`landing.${sport}.metaKeywords`)}
      />
      <Hero sport={sport} />

      <LandingCarousel
        id="partners"
        title={t('landing.partnersTitle', { sport: sportName })}
        intro={t('landing.partnersIntro')}
        sport={sport}
        query={partners}
        items={(data) => data.data}
        itemKey={(partner) => partner.id}
        renderItem={(partner) => <BookableCard kind="partner" person={partner} sport={sport} />}
        renderSkeleton={() => <PersonCardSkeleton />}
        delayMs={carouselDelay.people}
        emptyText={t('landing.noPartners')}
      />

      {(showcase.isPending || showcaseItems.length > 0) && (
        <section aria-labelledby="showcase-title" className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <SectionHeading id="showcase-title" title={t('landing.showcaseTitle')} intro={t('landing.showcaseIntro')} />
          {showcase.isPending ? (
            <CarouselSkeleton
              renderItem={() => <div className="aspect-[2/1] animate-pulse rounded-2xl bg-surface-muted" />}
            />
          ) : (
            <Carousel
              label={t('landing.showcaseTitle')}
              items={showcaseItems}
              itemKey={(item) => item.id}
              renderItem={(item) => <ShowcaseCard item={item} sport={sport} />}
              delayMs={carouselDelay.showcase}
            />
          )}
        </section>
      )}

      <LandingCarousel
        id="specialists"
        title={t('landing.specialistsTitle', { sport: sportName })}
        intro={t('landing.specialistsIntro')}
        sport={sport}
        query={specialists}
        items={(data) => data.data}
        itemKey={(specialist) => specialist.id}
        renderItem={(specialist) => <BookableCard kind="specialist" person={specialist} sport={sport} />}
        renderSkeleton={() => <PersonCardSkeleton />}
        delayMs={carouselDelay.people}
        emptyText={t('landing.noSpecialists')}
      />

      <LandingAcademies sport={sport} />
      <TestimonialsSection sport={sport} />
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <Link
          to={pathTo('sportNews', { sport })}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
        >
          {t('news.landingLink', { sport: sportName })}
          <HiArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <WhatsAppButton />
    </>
  )
}

function Hero({ sport }: { sport: SportSlug }) {
  const { t } = useTranslation()
  const points = ['pointReviews', 'pointVideo', 'pointPayLater'] as const
  return (
    <section
      className={clsx(
        'relative overflow-hidden border-b border-line',
        sport === 'tennis'
          ? 'bg-[radial-gradient(ellipse_at_top_right,rgba(34,197,94,0.28),transparent_60%)]'
          : 'bg-[radial-gradient(ellipse_at_top_right,rgba(29,78,216,0.16),transparent_60%)]',
      )}
    >
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-20">
        <p className="text-sm font-bold tracking-widest text-accent uppercase">{t(`landing.${sport}.kicker`)}</p>
        <h1
          id="landing-title"
          tabIndex={-1}
          className="mt-2 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight outline-none md:text-6xl"
        >
          {t(`landing.${sport}.heroTitle`)}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t(`landing.${sport}.heroText`)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={pathTo('partners', { sport })}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-6 text-base font-bold text-accent-ink hover:opacity-90"
          >
            {t('landing.bookPartner')}
            <HiArrowRight aria-hidden className="h-5 w-5" />
          </Link>
          <Link
            to={pathTo('specialists', { sport })}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-accent px-6 text-base font-bold text-ink hover:bg-accent hover:text-accent-ink"
          >
            {t('landing.bookSpecialist')}
            <HiArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-2 text-sm text-ink-muted sm:grid-cols-3">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <HiCheckCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
              {t(`landing.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
