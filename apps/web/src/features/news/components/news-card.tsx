import { type NewsArticleSummary, pathTo, slugFromSport } from '@rally/shared'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { frameSportParam, usePageSport } from '../../../lib/sport-context.ts'
import { NewsCover } from './news-cover.tsx'

/** One article in a list: cover, sport, title, summary, source and date; the title opens it. */
export function NewsCard({ article }: { article: NewsArticleSummary }) {
  const { t } = useTranslation()
  const dates = useDates()
  const date = dates.format(article.publishedAt, { dateStyle: 'medium' })
  // Opened from a sport's list, the article keeps that sport's frame and goes back there.
  const sport = usePageSport()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised">
      <NewsCover src={article.coverUrl} sport={article.sport} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">
          {article.sport ? t(`sports.${slugFromSport(article.sport)}`) : t('news.bothSports')}
        </p>
        <h2 className="mt-1 text-lg font-bold leading-snug">
          <Link
            to={pathTo('newsArticle', { articleId: article.id }, { [frameSportParam]: sport })}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{article.summary}</p>
        <p className="mt-4 text-xs text-ink-muted">
          {article.sourceName} · <time dateTime={article.publishedAt}>{date}</time>
        </p>
      </div>
    </article>
  )
}

export function NewsCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <div className="aspect-[2/1] animate-pulse bg-surface-muted" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-16 animate-pulse rounded bg-surface-muted" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-surface-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-surface-muted" />
      </div>
    </div>
  )
}
