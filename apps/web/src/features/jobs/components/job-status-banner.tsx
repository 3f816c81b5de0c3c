import type { Job } from '@rally/shared'
import { HiExclamationTriangle, HiInformationCircle } from 'react-icons/hi2'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

/**
 * Why a vacancy does not take applications: closed or expired (anyone reads it), or a draft,
 * pending or declined one that only its poster sees. Nothing for an open vacancy.
 */
export function JobStatusBanner({ job }: { job: Pick<Job, 'status' | 'validThrough' | 'rejectionReason'> }) {
  const { t } = useTranslation()
  const dates = useDates()
  if (job.status === 'open') return null
  const ended = job.validThrough && dates.format(job.validThrough, { dateStyle: 'long' })
  const warning = job.status === 'rejected' || job.status === 'closed' || job.status === 'expired'
  const Icon = warning ? HiExclamationTriangle : HiInformationCircle
  return (
    <div
      role="status"
      data-testid="job-status-banner"
      className={
        warning
          ? 'flex gap-3 rounded-2xl border border-amber-500/60 bg-amber-100 p-4 text-amber-950'
          : 'flex gap-3 rounded-2xl border border-sky-500/60 bg-sky-100 p-4 text-sky-950'
      }
    >
      <Icon aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
      <div>
        <p className="font-bold">{t(`jobs.banner.${job.status}.title`)}</p>
        <p className="mt-0.5 text-sm">
          {job.status === 'expired' && ended
            ? t('jobs.banner.expired.textOn', { date: ended })
            : t(`jobs.banner.${job.status}.text`)}
        </p>
        {job.status === 'rejected' && job.rejectionReason && (
          <p className="mt-1 text-sm">
            <span className="font-semibold">{t('jobs.banner.rejected.reason')}</span> {job.rejectionReason}
          </p>
        )}
      </div>
    </div>
  )
}
