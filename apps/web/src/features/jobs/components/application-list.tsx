import { type ApplicationStatus, applicationTransitions, type JobApplication } from '@rally/shared'
import { EmailAddress } from '../../../components/email-address.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useJobApplications } from '../api/get-jobs.ts'
import { useSetJobApplicationStatus } from '../api/job-application-status.ts'
import { jobEnumKey } from '../job-labels.ts'
import { ApplicationCvButton } from './application-cv-button.tsx'
import { ApplicationStatusBadge } from './vacancy-status-badge.tsx'

/** The applications to one vacancy, for its employer: who applied, their CV, and moving them on. */
export function ApplicationList({ jobId }: { jobId: string }) {
  const { t } = useTranslation()
  const applications = useJobApplications(jobId)
  if (applications.isPending)
    return (
      <p role="status" className="p-4 text-ink-muted">
        {t('app.loading')}
      </p>
    )
  if (applications.isError) return <ErrorState onRetry={() => void applications.refetch()} />
  if (applications.data.length === 0) return <p className="p-4 text-ink-muted">{t('jobForms.applications.none')}</p>
  return (
    <ul className="space-y-3">
      {applications.data.map((application) => (
        <ApplicationItem key={application.id} application={application} />
      ))}
    </ul>
  )
}

const actionLabels: Record<Exclude<ApplicationStatus, 'new'>, string> = {
  shortlisted: 'jobForms.applications.shortlist',
  rejected: 'jobForms.applications.reject',
  hired: 'jobForms.applications.hire',
}

function ApplicationItem({ application }: { application: JobApplication }) {
  const { t } = useTranslation()
  const dates = useDates()
  const move = useSetJobApplicationStatus()
  const name = `${application.firstName} ${application.lastName}`.trim()
  const applied = dates.format(application.createdAt, { dateStyle: 'medium' })
  const moves = applicationTransitions[application.status] as Exclude<ApplicationStatus, 'new'>[]
  const failure =
    move.error instanceof ApiError && move.error.code === 'JOB_APPLICATION_TRANSITION_NOT_ALLOWED'
      ? t('jobForms.applications.moveRefused')
      : move.isError
        ? t('jobForms.applications.moveFailed')
        : null

  return (
    <li aria-label={name} className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{name}</p>
          <p className="text-sm text-ink-muted">{t('jobForms.applications.appliedOn', { date: applied })}</p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term={t('jobForms.apply.fields.email')}>
          <a href={`mailto:${application.email}`} className="wrap-anywhere text-accent hover:underline">
            <EmailAddress address={application.email} />
          </a>
        </Detail>
        <Detail term={t('jobForms.apply.fields.phoneNumber')}>
          <a href={`tel:${application.countryCode}${application.phoneNumber}`} className="text-accent hover:underline">
            {application.countryCode} {application.phoneNumber}
          </a>
        </Detail>
        <Detail term={t('jobForms.apply.fields.nationality')}>
          {t(jobEnumKey('nationality', application.nationality))}
        </Detail>
        <Detail term={t('jobForms.apply.fields.exprerience')}>
          {t(jobEnumKey('experience', application.exprerience))}
        </Detail>
        <Detail term={t('jobForms.apply.fields.highestLevelPlayed')}>
          {t(jobEnumKey('level', application.highestLevelPlayed))}
        </Detail>
      </dl>
      {application.skills.length > 0 && (
        <ul aria-label={t('jobForms.apply.fields.skills')} className="mt-3 flex flex-wrap gap-1.5">
          {application.skills.map((skill) => (
            <li key={skill.value} className="rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs">
              {skill.label}
            </li>
          ))}
        </ul>
      )}
      {application.additionalInfo && (
        <p className="mt-3 text-sm whitespace-pre-line break-words">{application.additionalInfo}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ApplicationCvButton applicationId={application.id} document={application.document} />
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            disabled={move.isPending}
            onClick={() => move.mutate({ applicationId: application.id, status })}
            className={
              status === 'rejected'
                ? 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60'
                : 'inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink disabled:opacity-60'
            }
          >
            {t(actionLabels[status])}
            <span className="sr-only">: {name}</span>
          </button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </li>
  )
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-ink-muted">{term}:</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}
