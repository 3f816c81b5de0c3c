import { pathTo, type SportSlug, sportFromSlug } from '@rally/shared'
import { HiArrowRight } from 'react-icons/hi2'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useTestimonials } from '../api/get-testimonials.ts'
import { sectionSize } from '../api/queries.ts'
import { TestimonialCard } from './testimonial-card.tsx'

/**
 * The home page's testimonials: the newest approved ones (of the page's sport on a sport page), with
 * a link to all of them. Nothing is shown when there are none or they cannot be loaded: the section
 * is an extra, the testimonials page has the error state and the retry.
 */
export function TestimonialsSection({ sport }: { sport?: SportSlug }) {
  const { t } = useTranslation()
  const testimonials = useTestimonials({ sport: sport && sportFromSlug(sport), limit: sectionSize })
  const items = testimonials.data?.data ?? []
  if (testimonials.isError || (testimonials.isSuccess && items.length === 0)) return null
  const allPath = sport ? pathTo('sportTestimonials', { sport }) : pathTo('testimonials')
  return (
    <BelowFoldSection aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="testimonials-title" className="text-2xl font-extrabold tracking-tight md:text-3xl">
            {t('testimonials.sectionTitle')}
          </h2>
          <p className="mt-1 text-ink-muted">{t('testimonials.sectionIntro')}</p>
        </div>
        <Link
          to={allPath}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
        >
          {t('testimonials.seeAll')}
          <HiArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      {testimonials.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      )}
    </BelowFoldSection>
  )
}
