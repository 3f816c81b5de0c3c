import { applicationStatuses, type OwnJobSummary, pathTo, publicJobStatuses } from '@rally/shared'
import { useId, useState } from 'react'
import { HiChevronDown } from 'react-icons/hi2'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { useJobAction } from '../api/write-job.ts'
import { jobEnumKey } from '../job-labels.ts'
import { ApplicationList } from './application-list.tsx'
import { VacancyStatusBadge } from './vacancy-status-badge.tsx'

const buttonClass = 'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold'

/** One of the poster's vacancies: its status and counts, what may be done with it, and its applications. */
export function VacancyRow({ job }: { job: OwnJobSummary }) {
  const { t } = useTranslation()
  const dates = useDates()
  const action = useJobAction()
  const [confirmingClose, setConfirmingClose] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const panelId = useId()
  const date = (value: string) => dates.format(value, { dateStyle: 'medium' })
  const total = applicationStatuses.reduce((sum, status) => sum + job.applicationCounts[status], 0)
  const editable = job.status === 'draft' || job.status === 'pending' || job.status === 'open'
  const closable = job.status === 'pending' || job.status === 'open'

  const run = (kind: 'publish' | 'close') =>
    action.mutate(
      { jobId: job.id, action: kind },
      {
        onSuccess: (saved) => {
          setConfirmingClose(false)
          toast.success(
            t(
              kind === 'close'
                ? 'jobForms.myVacancies.closed'
                : saved.status === 'open'
                  ? 'jobForms.post.publishedOpen'
                  : 'jobForms.post.publishedPending',
            ),
          )
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.code === 'JOB_TRANSITION_NOT_ALLOWED'
              ? t('jobForms.myVacancies.actionRefused')
              : t('jobForms.myVacancies.actionFailed'),
          ),
      },
    )

  return (
    <li className="rounded-2xl border border-line" aria-labelledby={`${panelId}-title`}>
      <div className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`${panelId}-title`} className="text-lg font-bold break-words">
              {job.jobTitle}
            </h2>
            <p className="text-sm text-ink-muted">
              {t(jobEnumKey('staffRole', job.staffRole))} · {job.academyName} · {job.jobLocation}
            </p>
          </div>
          <VacancyStatusBadge status={job.status} />
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          {job.validThrough && (job.status === 'open' || job.status === 'expired')
            ? t(job.status === 'open' ? 'jobForms.myVacancies.openUntil' : 'jobForms.myVacancies.expiredOn', {
                date: date(job.validThrough),
              })
            : t('jobForms.myVacancies.createdOn', { date: date(job.createdAt) })}
        </p>
        {job.status === 'rejected' && job.rejectionReason && (
          <p className="mt-2 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-800">
            {t('jobForms.myVacancies.rejectionReason', { reason: job.rejectionReason })}
          </p>
        )}
        <ul aria-label={t('jobForms.myVacancies.countsLabel')} className="mt-3 flex flex-wrap gap-1.5 text-xs">
          {applicationStatuses.map((status) => (
            <li key={status} className="rounded-full border border-line px-2.5 py-0.5">
              {t(jobEnumKey('applicationStatus', status))}: <strong>{job.applicationCounts[status]}</strong>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-1">
          {(publicJobStatuses.includes(job.status) || job.status === 'pending' || job.status === 'draft') && (
            <Link to={pathTo('job', { jobId: job.id })} className={`${buttonClass} hover:bg-surface-muted`}>
              {t('jobForms.myVacancies.view')}
              <span className="sr-only">: {job.jobTitle}</span>
            </Link>
          )}
          {editable && (
            <Link
              to={pathTo('postJob', {}, { jobId: job.id })}
              className={`${buttonClass} text-accent hover:bg-surface-muted`}
            >
              {t('jobForms.myVacancies.edit')}
              <span className="sr-only">: {job.jobTitle}</span>
            </Link>
          )}
          {job.status === 'draft' && (
            <button
              type="button"
              disabled={action.isPending}
              onClick={() => run('publish')}
              className={`${buttonClass} bg-accent text-accent-ink disabled:opacity-60`}
            >
              {t('jobForms.post.publish')}
              <span className="sr-only">: {job.jobTitle}</span>
            </button>
          )}
          {closable && !confirmingClose && (
            <button
              type="button"
              onClick={() => setConfirmingClose(true)}
              className={`${buttonClass} text-red-700 hover:bg-red-50`}
            >
              {t('jobForms.myVacancies.close')}
              <span className="sr-only">: {job.jobTitle}</span>
            </button>
          )}
        </div>
        {confirmingClose && (
          <div
            role="alertdialog"
            aria-labelledby={`${panelId}-confirm`}
            className="mt-3 rounded-xl border border-red-300 p-3"
          >
            <p id={`${panelId}-confirm`} className="text-sm">
              {t('jobForms.myVacancies.closeConfirm', { title: job.jobTitle })}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={action.isPending}
                onClick={() => run('close')}
                className={`${buttonClass} bg-red-700 px-4 text-white disabled:opacity-60`}
              >
                {t('jobForms.myVacancies.closeYes')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmingClose(false)}
                className={`${buttonClass} border border-line px-4`}
              >
                {t('jobForms.myVacancies.closeNo')}
              </button>
            </div>
          </div>
        )}
      </div>
      {job.status !== 'draft' && (
        <div className="border-t border-line">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${panelId}-applications`}
            onClick={() => setExpanded((open) => !open)}
            className="flex min-h-12 w-full items-center justify-between gap-3 px-4 text-left font-semibold sm:px-5"
          >
            {t('jobForms.myVacancies.applications', { count: total })}
            <HiChevronDown aria-hidden className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
          {expanded && (
            <div id={`${panelId}-applications`} className="bg-surface-muted/50 p-3 sm:p-4">
              <ApplicationList jobId={job.id} />
            </div>
          )}
        </div>
      )}
    </li>
  )
}
