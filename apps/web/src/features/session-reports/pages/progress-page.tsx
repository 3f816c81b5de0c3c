import { type Sport, sports } from '@rally/shared'
import { useQueries } from '@tanstack/react-query'
import clsx from 'clsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSearchParams } from '../../../lib/router.tsx'
import { sessionReportsQueries } from '../api/queries.ts'
import { ProgressTimelineView } from '../components/progress-timeline.tsx'
import { SharePanel } from '../components/share-panel.tsx'

/** /progress: the signed-in player's session reports per sport, a chart of their skills, and read-only links. */
export default function ProgressPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t('progress.metaTitle')} description={t('progress.metaDescription')} />
      <RequireSignIn>{() => <Progress />}</RequireSignIn>
    </div>
  )
}

const isSport = (value: string | null): value is Sport => (sports as readonly string[]).includes(value ?? '')

function Progress() {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const timelines = useQueries({ queries: sports.map((sport) => sessionReportsQueries.progress(sport)) })
  const chosen = searchParams.get('sport')
  // Without a choice, the first sport with reports (a tennis player lands on tennis).
  const firstWithReports = sports.find((_, index) => (timelines[index]?.data?.reports.length ?? 0) > 0)
  const sport: Sport = isSport(chosen) ? chosen : (firstWithReports ?? sports[0])
  const timeline = timelines[sports.indexOf(sport)]
  const pending = isSport(chosen) ? timeline?.isPending : timelines.some((query) => query.isPending)

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('progress.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('progress.intro')}</p>
      <nav aria-label={t('progress.sportsLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {sports.map((each) => (
            <li key={each}>
              <button
                type="button"
                aria-pressed={each === sport}
                onClick={() => setSearchParams({ sport: each }, { replace: true })}
                className={clsx(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold',
                  each === sport ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:border-accent',
                )}
              >
                {t(`progress.sports.${each}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {pending && <Loading />}
      {!pending && timeline?.isError && <ErrorState onRetry={() => void timeline.refetch()} />}
      {!pending && timeline?.isSuccess && (
        <>
          {timeline.data.reports.length > 0 && <SharePanel sport={sport} />}
          <ProgressTimelineView timeline={timeline.data} />
        </>
      )}
    </>
  )
}
