import { useQuery } from '@tanstack/react-query'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useParams } from '../../../lib/router.tsx'
import { sessionReportsQueries } from '../api/queries.ts'
import { ProgressTimelineView } from '../components/progress-timeline.tsx'

/**
 * /progress/{token}: a player's timeline in one sport, read-only, for whoever holds the link; the player is
 * named by first name only. A private route: never rendered by the server, crawled or listed (routes.ts).
 */
export default function SharedProgressPage() {
  const { t } = useTranslation()
  const token = useParams().token ?? ''
  const shared = useQuery(sessionReportsQueries.shared(token))
  const title = shared.data
    ? t('progress.shared.heading', {
        name: shared.data.player.firstName,
        sport: t(`progress.sports.${shared.data.sport}`),
      })
    : t('progress.shared.metaTitle')
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={title} description={t('progress.shared.metaDescription')} />
      {shared.isPending && <Loading />}
      {shared.isError && <ErrorState onRetry={() => void shared.refetch()} />}
      {shared.isSuccess &&
        (shared.data === null ? (
          <div className="rounded-2xl border border-dashed border-line p-6 text-center">
            <h1 className="text-xl font-bold">{t('progress.shared.gone')}</h1>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl">{title}</h1>
            <p className="mt-2 text-ink-muted">{t('progress.shared.intro')}</p>
            <ProgressTimelineView timeline={shared.data} />
          </>
        ))}
    </div>
  )
}
