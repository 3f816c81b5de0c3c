import { pathTo, type SportSlug, sportFromSlug, sportSlugs } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import { Pagination } from '../../../components/people-search/pagination.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useNews } from '../api/get-news.ts'
import { pageFromQuery } from '../news-rules.ts'
import { NewsCard, NewsCardSkeleton } from './news-card.tsx'

const pageSize = 12

/** The news of one sport (with the news of both) or all, newest first, a page at a time. */
export function NewsBoard({ sport }: { sport?: SportSlug }) {
  const { t } = useTranslation()
  const sportName = sport && t(`sports.${sport}`)
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const isAdmin = useAuth((state) => state.user?.isAdmin === true)
  const news = useNews({ sport: sport && sportFromSlug(sport), page, limit: pageSize })
  const listPath = (target: number) =>
    sport
      ? pathTo('sportNews', { sport }, { page: target > 1 ? target : undefined })
      : pathTo('news', {}, { page: target > 1 ? target : undefined })
  const total = news.data?.total ?? 0

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={sportName ? t('news.metaTitleSport', { sport: sportName }) : t('news.metaTitle')}
        description={sportName ? t('news.metaDescriptionSport', { sport: sportName }) : t('news.metaDescription')}
        keywords={t('news.metaKeywords')}
      />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
            {sportName ? t('news.titleSport', { sport: sportName }) : t('news.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('news.intro')}</p>
        </div>
        {isAdmin && (
          <Link
            to={pathTo('writeNews')}
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('news.write')}
          </Link>
        )}
      </header>
      <SportFilter current={sport} />

      {news.isPending && (
        <div>
          <p role="status" className="mb-4 text-ink-muted">
            {t('app.loading')}
          </p>
          <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {['a', 'b', 'c'].map((key) => (
              <NewsCardSkeleton key={key} />
            ))}
          </div>
        </div>
      )}
      {news.isError && (
        <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
          <p className="text-ink">{t('news.loadError')}</p>
          <button
            type="button"
            onClick={() => void news.refetch()}
            className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('errors.retry')}
          </button>
        </div>
      )}
      {news.isSuccess && (
        <>
          <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
            {t('news.count', { count: total })}
          </p>
          {news.data.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
              <p>{sportName ? t('news.emptySport', { sport: sportName }) : t('news.empty')}</p>
              {page > 1 && (
                <Link to={listPath(1)} className="mt-3 inline-block font-semibold text-accent">
                  {t('news.firstPage')}
                </Link>
              )}
            </div>
          ) : (
            <ul className={clsx('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', news.isPlaceholderData && 'opacity-60')}>
              {news.data.data.map((article) => (
                <li key={article.id}>
                  <NewsCard article={article} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={Math.ceil(total / pageSize)} hrefFor={listPath} />
        </>
      )}
    </div>
  )
}

/** All sports, or one: links, so each list has its own address. */
function SportFilter({ current }: { current: SportSlug | undefined }) {
  const { t } = useTranslation()
  const options = [
    { key: 'all', label: t('news.allSports'), to: pathTo('news'), active: current === undefined },
    ...sportSlugs.map((sport) => ({
      key: sport,
      label: t(`sports.${sport}`),
      to: pathTo('sportNews', { sport }),
      active: current === sport,
    })),
  ]
  return (
    <nav aria-label={t('news.filterLabel')} className="mb-6">
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
