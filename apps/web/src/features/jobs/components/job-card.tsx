import { type JobSummary, pathTo } from '@rally/shared'
import { HiBriefcase, HiClock, HiMapPin } from 'react-icons/hi2'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { frameSportParam, usePageSport } from '../../../lib/sport-context.ts'
import { locationText, postedText, salaryText } from '../job-card-rules.ts'
import { jobEnumKey } from '../job-labels.ts'
import { AcademyLogo } from './academy-logo.tsx'

/** One vacancy in a list: title, academy and logo, place, employment type, salary and when posted. The title opens it. */
export function JobCard({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation()
  const posted = postedText(job.openedAt, new Date(), i18n.language, useDates().timeZone)
  // Opened from a sport's list (/tennis/jobs), the vacancy keeps that sport's frame and goes back there.
  const sport = usePageSport()
  return (
    <article
      data-testid="job-card"
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm transition hover:border-accent sm:p-5"
    >
      <div className="flex items-start gap-3">
        <AcademyLogo src={job.logoUrl} name={job.academyName} className="h-12 w-12 text-base" />
        <div className="min-w-0 flex-1">
          <p data-testid="job-card-role" className="text-xs font-semibold tracking-wide text-accent uppercase">
            {t(jobEnumKey('staffRole', job.staffRole))}
          </p>
          <h3 className="mt-0.5 text-lg leading-snug font-bold break-words">
            <Link
              to={pathTo('job', { jobId: job.id }, { [frameSportParam]: sport })}
              className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
            >
              {job.jobTitle}
            </Link>
          </h3>
          <p className="truncate text-sm text-ink-muted">{job.academyName}</p>
        </div>
      </div>
      <ul className="space-y-1.5 text-sm text-ink-muted">
        <li className="flex items-start gap-2">
          <HiMapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="sr-only">{t('jobs.card.location')}: </span>
          <span className="min-w-0 break-words">{locationText(job, i18n.language)}</span>
        </li>
        <li className="flex items-start gap-2">
          <HiBriefcase aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {t(jobEnumKey('employmentType', job.employmentType))} ·{' '}
            {t('jobs.card.experience', { count: job.experienceInYear })}
          </span>
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-t border-line pt-3">
        <p className="font-semibold text-ink">
          <span className="sr-only">{t('jobs.card.salary')}: </span>
          {salaryText(job, i18n.language, t)}
        </p>
        {posted && job.openedAt && (
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <HiClock aria-hidden className="h-3.5 w-3.5" />
            <time dateTime={job.openedAt}>{t('jobs.card.posted', { when: posted })}</time>
          </p>
        )}
      </div>
    </article>
  )
}

export function JobCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-5">
      <div className="flex gap-3">
        <div className="h-12 w-12 animate-pulse rounded-xl bg-surface-muted" />
        <div className="flex-1 space-y-2">
          <div className="h-3 w-20 animate-pulse rounded bg-surface-muted" />
          <div className="h-5 w-4/5 animate-pulse rounded bg-surface-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
        </div>
      </div>
      <div className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
      <div className="mt-2 h-5 w-1/3 animate-pulse rounded bg-surface-muted" />
    </div>
  )
}
