import { pathTo, type SportSlug, sportFromSlug } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { PagedList } from '../../../components/paged-list.tsx'
import { SportFilter } from '../../../components/sport-filter.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useSearchParams } from '../../../lib/router.tsx'
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
  const mayWrite = useAuth((state) => state.user?.isAdmin === true || state.user?.isEditor === true)
  const news = useNews({ sport: sport && sportFromSlug(sport), page, limit: pageSize })
  const listPath = (target: number) =>
    sport
      ? pathTo('sportNews', { sport }, { page: target > 1 ? target : undefined })
      : pathTo('news', {}, { page: target > 1 ? target : undefined })

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
        {mayWrite && (
          <Link
            to={pathTo('writeNews', {}, { sport })}
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('news.write')}
          </Link>
        )}
      </header>
      <SportFilter
        current={sport}
        allPath={pathTo('news')}
        sportPath={(slug) => pathTo('sportNews', { sport: slug })}
        allLabel={t('news.allSports')}
        label={t('news.filterLabel')}
      />

      <PagedList
        list={news}
        page={page}
        pageSize={pageSize}
        hrefFor={listPath}
        itemKey={(article) => article.id}
        renderItem={(article) => <NewsCard article={article} />}
        skeleton={<NewsCardSkeleton />}
        texts={{
          loadError: t('news.loadError'),
          count: t('news.count', { count: news.data?.total ?? 0 }),
          empty: <p>{sportName ? t('news.emptySport', { sport: sportName }) : t('news.empty')}</p>,
          firstPage: t('news.firstPage'),
        }}
      />
    </div>
  )
}
