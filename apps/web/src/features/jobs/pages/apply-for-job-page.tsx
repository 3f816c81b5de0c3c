import { type ApplicationStatus, type Job, type JobApplication, pathTo } from '@rally/shared'
import { useState } from 'react'
import { HiCheckCircle, HiExclamationCircle } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams } from '../../../lib/router.tsx'
import { useJob } from '../api/get-jobs.ts'
import { ApplicationForm, type ApplicationRefusal } from '../components/application-form.tsx'
import { ApplicationStatusBadge } from '../components/vacancy-status-badge.tsx'
import { jobEnumKey } from '../job-labels.ts'

/** /jobs/:jobId/apply: anyone applies to an open vacancy with their CV, signed in or not. */
export default function ApplyForJobPage() {
  const { jobId = '' } = useParams()
  const job = useJob(jobId)
  if (job.isPending) return <Loading />
  if (job.isError) {
    if (job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400)) return <NotFoundPage />
    return (
      <div className="px-4 py-10">
        <ErrorState onRetry={() => void job.refetch()} />
      </div>
    )
  }
  return <Apply key={job.data.id} job={job.data} />
}

type Outcome = { kind: 'applied'; application: JobApplication } | { kind: 'refused'; code: ApplicationRefusal } | null

function Apply({ job }: { job: Job }) {
  const { t } = useTranslation()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const jobLink = pathTo('job', { jobId: job.id })

  let body: React.ReactNode
  if (outcome?.kind === 'applied') {
    body = <Applied job={job} signedIn={user !== null} email={outcome.application.email} />
  } else if (outcome?.kind === 'refused' && outcome.code === 'JOB_ALREADY_APPLIED') {
    body = <AlreadyApplied status={job.viewer.applicationStatus} signedIn={user !== null} jobLink={jobLink} />
  } else if (outcome?.kind === 'refused' || job.status !== 'open') {
    body = (
      <Message
        tone="warning"
        title={t('jobForms.apply.closedTitle')}
        text={t(job.status === 'expired' ? 'jobForms.apply.expired' : 'jobForms.apply.closed')}
        links={[
          { to: pathTo('jobs'), label: t('jobForms.apply.otherVacancies'), primary: true },
          { to: jobLink, label: t('jobForms.apply.backToVacancy') },
        ]}
      />
    )
  } else if (job.viewer.applicationStatus) {
    body = <AlreadyApplied status={job.viewer.applicationStatus} signedIn={user !== null} jobLink={jobLink} />
  } else if (job.viewer.mayManage) {
    body = (
      <Message
        tone="warning"
        title={t('jobForms.apply.ownVacancy')}
        text={t('jobForms.apply.ownVacancyText')}
        links={[{ to: pathTo('myVacancies'), label: t('jobForms.myVacancies.heading'), primary: true }]}
      />
    )
  } else {
    body = (
      <>
        {!user && (
          <p className="mb-5 rounded-xl border border-line bg-surface-muted p-4 text-sm">
            {t('jobForms.apply.guestNote')}{' '}
            <Link to={pathTo('signup')} className="font-semibold text-accent hover:underline">
              {t('jobForms.apply.signIn')}
            </Link>
          </p>
        )}
        <ApplicationForm
          jobId={job.id}
          user={user}
          onApplied={(application) => {
            setOutcome({ kind: 'applied', application })
            window.scrollTo({ top: 0 })
          }}
          onRefused={(code) => {
            setOutcome({ kind: 'refused', code })
            window.scrollTo({ top: 0 })
          }}
        />
      </>
    )
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t('jobForms.apply.metaTitle', { title: job.jobTitle, academy: job.academyName })}
        description={t('jobForms.apply.metaDescription', { title: job.jobTitle, academy: job.academyName })}
      />
      <header className="mb-6 flex items-start gap-4">
        {job.logoUrl ? (
          <img
            src={job.logoUrl}
            alt=""
            className="h-14 w-14 shrink-0 rounded-xl border border-line object-cover sm:h-16 sm:w-16"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-sm font-semibold text-accent">{t('jobForms.apply.eyebrow')}</p>
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{job.jobTitle}</h1>
          <p className="mt-1 text-ink-muted">
            <Link to={jobLink} className="font-semibold text-ink hover:text-accent hover:underline">
              {job.academyName}
            </Link>
            {' · '}
            {t(jobEnumKey('staffRole', job.staffRole))}
            {' · '}
            {job.jobLocation}
          </p>
        </div>
      </header>
      {body}
    </div>
  )
}

function Applied({ job, signedIn, email }: { job: Job; signedIn: boolean; email: string }) {
  const { t } = useTranslation()
  return (
    <section role="status" className="rounded-2xl border border-accent p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <HiCheckCircle aria-hidden className="h-7 w-7 shrink-0 text-accent" />
        {t('jobForms.apply.successTitle')}
      </h2>
      <p className="mt-3">{t('jobForms.apply.successText', { academy: job.academyName, email })}</p>
      <h3 className="mt-5 font-semibold">{t('jobForms.apply.nextTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink-muted">
        <li>{t('jobForms.apply.next1', { academy: job.academyName })}</li>
        <li>{t('jobForms.apply.next2')}</li>
        <li>{t(signedIn ? 'jobForms.apply.next3SignedIn' : 'jobForms.apply.next3Guest')}</li>
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        {signedIn && (
          <Link
            to={pathTo('myApplications')}
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
          >
            {t('jobForms.myApplications.heading')}
          </Link>
        )}
        <Link
          to={pathTo('job', { jobId: job.id })}
          className="inline-flex min-h-11 items-center rounded-full border border-accent px-5 font-semibold text-accent"
        >
          {t('jobForms.apply.backToVacancy')}
        </Link>
        <Link to={pathTo('jobs')} className="inline-flex min-h-11 items-center px-2 font-semibold text-accent">
          {t('jobForms.apply.otherVacancies')}
        </Link>
      </div>
    </section>
  )
}

function AlreadyApplied({
  status,
  signedIn,
  jobLink,
}: {
  status: ApplicationStatus | null
  signedIn: boolean
  jobLink: string
}) {
  const { t } = useTranslation()
  return (
    <Message
      tone="info"
      title={t('jobForms.apply.alreadyTitle')}
      text={t('jobForms.apply.alreadyText')}
      status={status}
      links={[
        ...(signedIn
          ? [{ to: pathTo('myApplications'), label: t('jobForms.myApplications.heading'), primary: true }]
          : []),
        { to: jobLink, label: t('jobForms.apply.backToVacancy'), primary: !signedIn },
      ]}
    />
  )
}

function Message({
  tone,
  title,
  text,
  status,
  links,
}: {
  tone: 'warning' | 'info'
  title: string
  text: string
  status?: ApplicationStatus | null
  links: { to: string; label: string; primary?: boolean }[]
}) {
  const { t } = useTranslation()
  return (
    <section role={tone === 'warning' ? 'alert' : 'status'} className="rounded-2xl border border-line p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <HiExclamationCircle
          aria-hidden
          className={tone === 'warning' ? 'h-7 w-7 shrink-0 text-amber-600' : 'h-7 w-7 shrink-0 text-accent'}
        />
        {title}
      </h2>
      <p className="mt-3">{text}</p>
      {status && (
        <p className="mt-3 flex items-center gap-2 text-sm">
          {t('jobForms.apply.yourStatus')} <ApplicationStatusBadge status={status} />
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              link.primary
                ? 'inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink'
                : 'inline-flex min-h-11 items-center rounded-full border border-accent px-5 font-semibold text-accent'
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
