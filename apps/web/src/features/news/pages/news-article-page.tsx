import { newsParagraphs, pathTo, shareCardPath, slugFromSport } from '@rally/shared'
import { JsonLd } from '../../../components/json-ld.tsx'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { metaDescription } from '../../../lib/meta-text.ts'
import { ResponseSignal } from '../../../lib/response-signals.ts'
import { Link, useParams } from '../../../lib/router.tsx'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { usePageSport } from '../../../lib/sport-context.ts'
import { breadcrumbData, newsArticleData } from '../../../lib/structured-data.ts'
import { useNewsArticle } from '../api/get-news-article.ts'
import { NewsCover } from '../components/news-cover.tsx'
import { isWebLink } from '../news-rules.ts'

/** /news/:articleId: one article: title, summary, cover, text, sport, source and date. */
export default function NewsArticlePage() {
  const { t } = useTranslation()
  const dates = useDates()
  const { articleId = '' } = useParams()
  const article = useNewsArticle(articleId)
  const siteUrl = useSiteUrl()
  const listSport = usePageSport()

  if (article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)) {
    return <NotFoundPage />
  }
  // Opened from a sport's list, back to that list.
  const backLink = (
    <Link
      to={listSport ? pathTo('sportNews', { sport: listSport }) : pathTo('news')}
      className="inline-flex min-h-11 items-center font-semibold text-accent"
    >
      ← {listSport ? t('news.titleSport', { sport: t(`sports.${listSport}`) }) : t('news.backToList')}
    </Link>
  )
  if (article.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
        <div aria-hidden className="mt-4 aspect-[2/1] animate-pulse rounded-2xl bg-surface-muted" />
      </div>
    )
  }
  if (article.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageMeta title={t('news.metaTitle')} description={t('news.metaDescription')} />
        <ResponseSignal signal="failed" />
        <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
          <p className="text-ink">{t('news.articleLoadError')}</p>
          <button
            type="button"
            onClick={() => void article.refetch()}
            className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('errors.retry')}
          </button>
        </div>
        <p className="mt-6 text-center">{backLink}</p>
      </div>
    )
  }

  const news = article.data
  const date = dates.format(news.publishedAt, { dateStyle: 'long' })
  const sportLabel = news.sport ? t(`sports.${slugFromSport(news.sport)}`) : t('news.bothSports')
  const path = pathTo('newsArticle', { articleId: news.id })
  const sport = news.sport ? slugFromSport(news.sport) : null
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta
        title={t('news.metaTitleArticle', { title: news.title })}
        description={metaDescription(news.summary) || t('news.metaDescription')}
        keywords={t('news.metaKeywords')}
        type="article"
        image={shareCardPath('news', news.id)}
        path={path}
      />
      <JsonLd data={newsArticleData(news, { siteUrl, path })} />
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            ...(sport
              ? [
                  { name: sportLabel, path: pathTo('landing', { sport }) },
                  { name: t('news.titleSport', { sport: sportLabel }), path: pathTo('sportNews', { sport }) },
                ]
              : [{ name: t('news.title'), path: pathTo('news') }]),
            { name: news.title, path },
          ],
          siteUrl,
        )}
      />
      {backLink}
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent">
        {news.sport ? (
          <Link to={pathTo('sportNews', { sport: slugFromSport(news.sport) })} className="hover:underline">
            {sportLabel}
          </Link>
        ) : (
          sportLabel
        )}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight md:text-4xl">{news.title}</h1>
      <p className="mt-3 text-lg leading-relaxed text-ink-muted">{news.summary}</p>
      <p className="mt-3 text-sm text-ink-muted">
        {isWebLink(news.sourceUrl) ? (
          <a
            href={news.sourceUrl}
            rel="noopener nofollow"
            target="_blank"
            className="font-semibold text-accent underline"
          >
            {t('news.readAt', { source: news.sourceName })}
          </a>
        ) : (
          t('news.by', { source: news.sourceName })
        )}{' '}
        · <time dateTime={news.publishedAt}>{date}</time>
      </p>
      <NewsCover src={news.coverUrl} sport={news.sport} eager className="mt-6 rounded-2xl" />
      <div className="mt-6 space-y-4 text-base leading-relaxed">
        {newsParagraphs(news.body).map((paragraph, index) => (
          // Paragraphs have no identity of their own; their order never changes on a page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  )
}
