import { pathTo, type SportSlug, sportFromSlug, sportSlugs } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import { Pagination } from '../../../components/people-search/pagination.tsx'
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
  const total = testimonials.data?.total ?? 0

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
      <SportFilter current={sport} />

      {testimonials.isPending && (
        <div>
          <p role="status" className="mb-4 text-ink-muted">
            {t('app.loading')}
          </p>
          <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {['a', 'b', 'c'].map((key) => (
              <TestimonialCardSkeleton key={key} />
            ))}
          </div>
        </div>
      )}
      {testimonials.isError && (
        <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
          <p className="text-ink">{t('testimonials.loadError')}</p>
          <button
            type="button"
            onClick={() => void testimonials.refetch()}
            className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('errors.retry')}
          </button>
        </div>
      )}
      {testimonials.isSuccess && (
        <>
          <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
            {t('testimonials.count', { count: total })}
          </p>
          {testimonials.data.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
              <p>{sportName ? t('testimonials.emptySport', { sport: sportName }) : t('testimonials.empty')}</p>
              {page > 1 && (
                <Link to={listPath(1)} className="mt-3 inline-block font-semibold text-accent">
                  {t('testimonials.firstPage')}
                </Link>
              )}
            </div>
          ) : (
            <ul
              className={clsx(
                'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
                testimonials.isPlaceholderData && 'opacity-60',
              )}
            >
              {testimonials.data.data.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={Math.ceil(total / pageSize)} hrefFor={listPath} />
        </>
      )}

      <ShareExperience sport={sport} />
    </div>
  )
}

/** All sports, or one: links, so each list has its own address. */
function SportFilter({ current }: { current: SportSlug | undefined }) {
  const { t } = useTranslation()
  const options: { key: string; label: string; to: string; active: boolean }[] = [
    { key: 'all', label: t('testimonials.allSports'), to: pathTo('testimonials'), active: current === undefined },
    ...sportSlugs.map((sport) => ({
      key: sport,
      label: t(`sports.${sport}`),
      to: pathTo('sportTestimonials', { sport }),
      active: current === sport,
    })),
  ]
  return (
    <nav aria-label={t('testimonials.filterLabel')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              aria-current={option.active ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                option.active ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:border-accent',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
