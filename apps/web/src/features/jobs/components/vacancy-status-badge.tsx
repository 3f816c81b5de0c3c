import type { ApplicationStatus, JobStatus } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { jobEnumKey } from '../job-labels.ts'

const tones = {
  good: 'border-green-300 bg-green-50 text-green-800',
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  bad: 'border-red-300 bg-red-50 text-red-800',
  muted: 'border-line bg-surface-muted text-ink-muted',
} as const

const jobTones: Record<JobStatus, keyof typeof tones> = {
  draft: 'muted',
  pending: 'waiting',
  open: 'good',
  rejected: 'bad',
  closed: 'muted',
  expired: 'muted',
}

const applicationTones: Record<ApplicationStatus, keyof typeof tones> = {
  new: 'info',
  shortlisted: 'waiting',
  rejected: 'bad',
  hired: 'good',
}

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** A vacancy's status in the reader's words: draft, waiting for approval, open, closed... */
export function VacancyStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation()
  return <Badge tone={jobTones[status]}>{t(jobEnumKey('jobStatus', status))}</Badge>
}

/** An application's status: new, shortlisted, rejected or hired. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation()
  return <Badge tone={applicationTones[status]}>{t(jobEnumKey('applicationStatus', status))}</Badge>
}
