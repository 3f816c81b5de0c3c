import { type MyJobApplication, pathTo } from '@rally/shared'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useMyJobApplications } from '../api/get-jobs.ts'
import { ApplicationCvButton } from '../components/application-cv-button.tsx'
import { ApplicationStatusBadge, VacancyStatusBadge } from '../components/vacancy-status-badge.tsx'
import { jobEnumKey } from '../job-labels.ts'

/** /jobs/my-applications: the vacancies the signed-in person applied to, and where each application stands. */
export default function MyApplicationsPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t('jobForms.myApplications.metaTitle')}
        description={t('jobForms.myApplications.metaDescription')}
      />
      <RequireSignIn>{() => <MyApplications />}</RequireSignIn>
    </div>
  )
}

function MyApplications() {
  const { t } = useTranslation()
  const applications = useMyJobApplications()
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('jobForms.myApplications.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('jobForms.myApplications.intro')}</p>
      <div className="mt-6">
        {applications.isPending && <Loading />}
        {applications.isError && <ErrorState onRetry={() => void applications.refetch()} />}
        {applications.isSuccess &&
          (applications.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-8 text-center">
              <p className="text-lg font-semibold">{t('jobForms.myApplications.emptyTitle')}</p>
              <p className="mt-2 text-ink-muted">{t('jobForms.myApplications.emptyText')}</p>
              <Link
                to={pathTo('coachJobs')}
                className="mt-5 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
              >
                {t('jobForms.myApplications.browse')}
              </Link>
            </div>
          ) : (
            <ul className="space-y-4">
              {applications.data.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </ul>
          ))}
      </div>
    </>
  )
}

function ApplicationRow({ application }: { application: MyJobApplication }) {
  const { t } = useTranslation()
  const dates = useDates()
  const { job } = application
  const applied = dates.format(application.createdAt, { dateStyle: 'medium' })
  return (
    <li className="flex gap-4 rounded-2xl border border-line p-4 sm:p-5">
      {job.logoUrl && (
        <img src={job.logoUrl} alt="" className="h-12 w-12 shrink-0 rounded-xl border border-line object-cover" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-bold break-words">
              <Link to={pathTo('job', { jobId: job.id })} className="hover:text-accent hover:underline">
                {job.jobTitle}
              </Link>
            </h2>
            <p className="text-sm text-ink-muted">
              {job.academyName} · {t(jobEnumKey('staffRole', job.staffRole))} · {job.jobLocation}
            </p>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {t('jobForms.applications.appliedOn', { date: applied })}
          {job.status !== 'open' && <VacancyStatusBadge status={job.status} />}
        </p>
        <div className="mt-3">
          <ApplicationCvButton applicationId={application.id} />
        </div>
      </div>
    </li>
  )
}
