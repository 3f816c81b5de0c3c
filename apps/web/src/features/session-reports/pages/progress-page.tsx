import { type Sport, sports } from '@rally/shared'
import { useQueries, useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { SegmentedChoice } from '../../../components/segmented-choice.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSearchParams } from '../../../lib/router.tsx'
import { juniorsQueries } from '../../juniors/index.ts'
import { sessionReportsQueries } from '../api/queries.ts'
import { ProgressTimelineView } from '../components/progress-timeline.tsx'
import { SharePanel } from '../components/share-panel.tsx'
import { juniorParam, progressQuery, progressSubject } from '../progress-rules.ts'

/**
 * /progress: the signed-in player's session reports per sport, a chart of their skills, and read-only links;
 * a guardian also reads each junior's (`?junior=<id>`), never shared by link.
 */
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
  const juniors = useQuery(juniorsQueries.mine(true))
  // Whose timeline: the person's own, or one of their juniors' (kept in the address, so a link opens on it).
  const subject = progressSubject(searchParams.get(juniorParam), juniors.isError ? [] : juniors.data)
  const junior = subject === 'me' || subject === undefined ? null : subject
  const timelines = useQueries({
    queries: sports.map((sport) => ({
      ...(junior ? sessionReportsQueries.juniorProgress(junior.id, sport) : sessionReportsQueries.progress(sport)),
      enabled: subject !== undefined,
    })),
  })
  const chosen = searchParams.get('sport')
  // Without a choice, the first sport with reports (a tennis player lands on tennis).
  const firstWithReports = sports.find((_, index) => (timelines[index]?.data?.reports.length ?? 0) > 0)
  const sport: Sport = isSport(chosen) ? chosen : (firstWithReports ?? sports[0])
  const timeline = timelines[sports.indexOf(sport)]
  const pending =
    subject === undefined || (isSport(chosen) ? timeline?.isPending : timelines.some((query) => query.isPending))
  const choose = (choice: { junior?: string | null; sport?: string }) =>
    setSearchParams(progressQuery(searchParams, choice), { replace: true })

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('progress.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('progress.intro')}</p>
      {juniors.isSuccess && juniors.data.length > 0 && (
        <SegmentedChoice
          legend={t('progress.whose')}
          name="progress-whose"
          value={junior?.id ?? 'me'}
          options={[
            { value: 'me', label: t('progress.me') },
            ...juniors.data.map((each) => ({ value: each.id, label: each.firstName })),
          ]}
          onChange={(value) => choose({ junior: value === 'me' ? null : value })}
        />
      )}
      <nav aria-label={t('progress.sportsLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {sports.map((each) => (
            <li key={each}>
              <button
                type="button"
                aria-pressed={each === sport}
                onClick={() => choose({ sport: each })}
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
          {/* No public links to a junior's progress: their guardian reads it here only. */}
          {junior ? (
            <p className="mt-4 text-sm text-ink-muted">{t('progress.juniorNotShared', { name: junior.firstName })}</p>
          ) : (
            timeline.data.reports.length > 0 && <SharePanel sport={sport} />
          )}
          <ProgressTimelineView timeline={timeline.data} />
        </>
      )}
    </>
  )
}
