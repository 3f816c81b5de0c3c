import { pathTo, type SportSlug, sportFromSlug } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { PagedList } from '../../../components/paged-list.tsx'
import { SportFilter } from '../../../components/sport-filter.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSearchParams } from '../../../lib/router.tsx'
import { useTestimonials } from '../api/get-testimonials.ts'
import { pageFromQuery } from '../testimonial-rules.ts'
import { ShareExperience } from './share-experience.tsx'
import { TestimonialCard, TestimonialCardSkeleton } from './testimonial-card.tsx'

const pageSize = 9

/** Approved testimonials of one sport or all, newest first, a page at a time, and the form to share one. */
export function TestimonialsBoard({ sport }: { sport?: SportSlug }) {
  const { t } = useTranslation()
  const sportName = sport && t(`sports.${sport}`)
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const testimonials = useTestimonials({ sport: sport && sportFromSlug(sport), page, limit: pageSize })
  const listPath = (target: number) =>
    sport
      ? pathTo('sportTestimonials', { sport }, { page: target > 1 ? target : undefined })
      : pathTo('testimonials', {}, { page: target > 1 ? target : undefined })

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={sportName ? t('testimonials.metaTitleSport', { sport: sportName }) : t('testimonials.metaTitle')}
        description={
          sportName ? t('testimonials.metaDescriptionSport', { sport: sportName }) : t('testimonials.metaDescription')
        }
        keywords={t('testimonials.metaKeywords')}
      />
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {sportName ? t('testimonials.titleSport', { sport: sportName }) : t('testimonials.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('testimonials.intro')}</p>
      </header>
      <SportFilter
        current={sport}
        allPath={pathTo('testimonials')}
        sportPath={(slug) => pathTo('sportTestimonials', { sport: slug })}
        allLabel={t('testimonials.allSports')}
        label={t('testimonials.filterLabel')}
      />

      <PagedList
        list={testimonials}
        page={page}
        pageSize={pageSize}
        hrefFor={listPath}
        itemKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        skeleton={<TestimonialCardSkeleton />}
        texts={{
          loadError: t('testimonials.loadError'),
          count: t('testimonials.count', { count: testimonials.data?.total ?? 0 }),
          empty: <p>{sportName ? t('testimonials.emptySport', { sport: sportName }) : t('testimonials.empty')}</p>,
          firstPage: t('testimonials.firstPage'),
        }}
      />

      <ShareExperience sport={sport} />
    </div>
  )
}
