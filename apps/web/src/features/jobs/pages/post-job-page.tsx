import { type Job, pathTo } from '@rally/shared'
import { HiCheckCircle, HiClock } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useNavigate, useSearchParams } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { useJob, useJobPostingDefaults } from '../api/get-jobs.ts'
import { JobFormPosting } from '../components/job-form-posting.tsx'

/** /jobs/post (and ?jobId= to edit one): an academy or a coach posts a vacancy. */
export default function PostJobPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const editing = Boolean(searchParams.get('jobId'))
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t(editing ? 'jobForms.post.metaTitleEdit' : 'jobForms.post.metaTitle')}
        description={t('jobForms.post.metaDescription')}
      />
      <RequireSignIn>{() => <Poster />}</RequireSignIn>
    </div>
  )
}

function Poster() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const jobId = searchParams.get('jobId')
  const defaults = useJobPostingDefaults()

  const onSaved = (job: Job, outcome: 'draft' | 'published' | 'saved') => {
    if (outcome === 'draft') {
      toast.success(t('jobForms.post.draftSaved'))
      if (job.id !== jobId) void navigate(pathTo('postJob', {}, { jobId: job.id }), { replace: true })
      return
    }
    toast.success(
      t(
        outcome === 'saved'
          ? job.status === 'pending'
            ? 'jobForms.post.savedForReview'
            : 'jobForms.post.saved'
          : job.status === 'open'
            ? 'jobForms.post.publishedOpen'
            : 'jobForms.post.publishedPending',
      ),
    )
    void navigate(pathTo('job', { jobId: job.id }))
  }

  return (
    <>
      <p className="text-sm font-semibold">
        <Link to={pathTo('myVacancies')} className="text-accent hover:underline">
          {t('jobForms.myVacancies.heading')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t(jobId ? 'jobForms.post.headingEdit' : 'jobForms.post.heading')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('jobForms.post.intro')}</p>
      <div className="mt-6">
        {defaults.isPending && <Loading />}
        {defaults.isError && <ErrorState onRetry={() => void defaults.refetch()} />}
        {defaults.isSuccess &&
          (jobId ? (
            <Editing key={jobId} jobId={jobId} onSaved={onSaved} defaults={defaults.data} />
          ) : (
            <>
              <PublishingNote atOnce={defaults.data.publishesAtOnce} />
              <JobFormPosting key="new" defaults={defaults.data} onSaved={onSaved} />
            </>
          ))}
      </div>
    </>
  )
}

function Editing({
  jobId,
  defaults,
  onSaved,
}: {
  jobId: string
  defaults: Parameters<typeof JobFormPosting>[0]['defaults']
  onSaved: (job: Job, outcome: 'draft' | 'published' | 'saved') => void
}) {
  const { t } = useTranslation()
  const job = useJob(jobId)
  if (job.isPending) return <Loading />
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <Notice text={t('jobForms.post.notFound')} />
    return <ErrorState onRetry={() => void job.refetch()} />
  }
  if (!job.data.viewer.mayManage) return <Notice text={t('jobForms.post.notFound')} />
  if (['closed', 'expired', 'rejected'].includes(job.data.status))
    return <Notice text={t('jobForms.post.notEditable')} />
  return (
    <>
      {job.data.status === 'draft' && <PublishingNote atOnce={defaults.publishesAtOnce} />}
      {/* An open vacancy's edit waits for review unless it is for the poster's approved academy (decision 030). */}
      {job.data.status === 'open' && !job.data.academy && (
        <p role="note" className="mb-5 flex gap-3 rounded-xl border border-line bg-surface-muted p-4 text-sm">
          <HiClock aria-hidden className="h-5 w-5 shrink-0 text-amber-600" />
          <span>{t('jobForms.post.editNeedsReview')}</span>
        </p>
      )}
      <JobFormPosting job={job.data} defaults={defaults} onSaved={onSaved} />
    </>
  )
}

/** Whether Publish opens the vacancy at once (an approved academy's) or sends it to Rally's team first. */
function PublishingNote({ atOnce }: { atOnce: boolean }) {
  const { t } = useTranslation()
  const Icon = atOnce ? HiCheckCircle : HiClock
  return (
    <p className="mb-5 flex gap-3 rounded-xl border border-line bg-surface-muted p-4 text-sm">
      <Icon aria-hidden className={atOnce ? 'h-5 w-5 shrink-0 text-accent' : 'h-5 w-5 shrink-0 text-amber-600'} />
      <span>{t(atOnce ? 'jobForms.post.opensAtOnce' : 'jobForms.post.needsApproval')}</span>
    </p>
  )
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-line p-6 text-center">
      <p>{text}</p>
      <Link
        to={pathTo('myVacancies')}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
      >
        {t('jobForms.myVacancies.heading')}
      </Link>
    </div>
  )
}
