import { absoluteUrl, isUuid, type Job, pathTo, shareCardPath, slugFromSport } from '@rally/shared'
import clsx from 'clsx'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { HiArrowLeft, HiCheckCircle, HiEnvelope, HiGlobeAlt, HiMapPin, HiPhone } from 'react-icons/hi2'
import { EmailAddress } from '../../../components/email-address.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { JsonLd } from '../../../components/json-ld.tsx'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { metaDescription } from '../../../lib/meta-text.ts'
import { Link, useParams } from '../../../lib/router.tsx'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { usePageSport } from '../../../lib/sport-context.ts'
import { breadcrumbData, jobPostingData } from '../../../lib/structured-data.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'
import { academyPath } from '../../academies/index.ts'
import { useJob } from '../api/get-jobs.ts'
import { AcademyLogo } from '../components/academy-logo.tsx'
import { JobGallery } from '../components/job-gallery.tsx'
import { JobStatusBanner } from '../components/job-status-banner.tsx'
import { ShareButtons } from '../components/share-buttons.tsx'
import { locationText, postedText, salaryText } from '../job-card-rules.ts'
import { jobEnumKey } from '../job-labels.ts'

/** /jobs/:jobId: everything posted about a vacancy, its academy, sharing, and the way to apply. */
export default function JobPage() {
  const { jobId = '' } = useParams()
  // A malformed id is no vacancy: the not-found page at once, without asking the API.
  if (!isUuid(jobId)) return <NotFoundPage />
  return <JobLoader jobId={jobId} />
}

function JobLoader({ jobId }: { jobId: string }) {
  const { t } = useTranslation()
  const job = useJob(jobId)
  if (job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400)) return <NotFoundPage />
  if (job.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
        <div aria-hidden className="mt-4 space-y-3">
          <div className="h-9 w-3/4 animate-pulse rounded bg-surface-muted" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-surface-muted" />
          <div className="h-48 animate-pulse rounded-2xl bg-surface-muted" />
        </div>
      </div>
    )
  }
  if (job.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <PageMeta title={t('jobs.list.all.metaTitle')} description={t('jobs.list.all.metaDescription')} />
        <ErrorState onRetry={() => void job.refetch()} />
      </div>
    )
  }
  return <Vacancy job={job.data} />
}

function Vacancy({ job }: { job: Job }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const dates = useDates()
  const posted = postedText(job.openedAt, new Date(), language, dates.timeZone)
  const siteUrl = useSiteUrl()
  const path = pathTo('job', { jobId: job.id })
  // Opened from a sport's list (/tennis/jobs), back to that list.
  const listSport = usePageSport()
  // Without a known origin (a server renderer given no PUBLIC_URL) the path is still a working link.
  const pageUrl = absoluteUrl(path, siteUrl) ?? path
  const place = locationText(job, language)
  const salary = salaryText(job, language, t)

  const mayApply = job.status === 'open' && !job.viewer.mayManage && job.viewer.applicationStatus === null
  const applyRef = useRef<HTMLDivElement>(null)
  const applyInView = useInView(applyRef)

  return (
    <div className={clsx('mx-auto max-w-6xl px-4 pt-6 md:pt-8', mayApply ? 'pb-28 lg:pb-8' : 'pb-8')}>
      <PageMeta
        title={t('jobs.detail.metaTitle', { title: job.jobTitle, academy: job.academyName })}
        description={metaDescription(job.jobDescription) || t('jobs.list.all.metaDescription')}
        image={shareCardPath('job', job.id)}
        path={path}
      />
      <JsonLd data={jobPostingData(job, siteUrl)} />
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            { name: t('nav.jobs'), path: pathTo('jobs') },
            { name: job.jobTitle, path },
          ],
          siteUrl,
        )}
      />
      <Link
        to={listSport ? pathTo('sportJobs', { sport: listSport }) : pathTo('jobs')}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent"
      >
        <HiArrowLeft aria-hidden className="h-4 w-4" />
        {listSport ? t('jobs.coachPage.title', { sport: t(`sports.${listSport}`) }) : t('jobs.detail.back')}
      </Link>

      <div className="mt-2">
        <JobStatusBanner job={job} />
      </div>

      <header className="mt-4 flex items-start gap-4">
        <AcademyLogo src={job.logoUrl} name={job.academyName} className="h-16 w-16 text-xl md:h-20 md:w-20" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t(jobEnumKey('staffRole', job.staffRole))} · {t(`sports.${slugFromSport(job.sport)}`)}
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-extrabold break-words md:text-4xl">{job.jobTitle}</h1>
          <p className="mt-1 text-ink-muted">{job.academyName}</p>
          <p className="mt-1 flex items-start gap-1 text-sm text-ink-muted">
            <HiMapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{place}</span>
          </p>
          {posted && job.openedAt && (
            <p className="mt-1 text-sm text-ink-muted">
              <time dateTime={job.openedAt}>{t('jobs.card.posted', { when: posted })}</time>
            </p>
          )}
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <aside className="space-y-5 rounded-2xl border border-line bg-surface-raised p-5 lg:sticky lg:top-20 lg:order-2">
          <div>
            <p className="text-sm text-ink-muted">{t('jobs.detail.salary')}</p>
            <p className="text-2xl font-extrabold">{salary}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {t(jobEnumKey('employmentType', job.employmentType))} ·{' '}
              {t('jobs.card.experience', { count: job.experienceInYear })}
            </p>
          </div>
          <div ref={applyRef}>
            <ApplyAction job={job} />
          </div>
          {/* Only a published, approved vacancy has a public page to share: not a draft, pending or closed one. */}
          {job.status === 'open' && <ShareButtons url={pageUrl} title={job.jobTitle} />}
        </aside>

        <div className="min-w-0 space-y-8 lg:order-1">
          <Section title={t('jobs.detail.about')}>
            <p className="leading-relaxed break-words whitespace-pre-line">{job.jobDescription}</p>
          </Section>

          <Section title={t('jobs.detail.details')}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Detail label={t('jobs.detail.role')}>{t(jobEnumKey('staffRole', job.staffRole))}</Detail>
              <Detail label={t('jobs.detail.employmentType')}>
                {t(jobEnumKey('employmentType', job.employmentType))}
              </Detail>
              <Detail label={t('jobs.detail.experience')}>
                {t('jobs.card.experience', { count: job.experienceInYear })}
              </Detail>
              <Detail label={t('jobs.detail.duration')}>
                {t(`jobs.detail.durationValue.${job.durationType}`, { count: job.duration })}
              </Detail>
              <Detail label={t('jobs.detail.workHours')}>
                {t(`jobs.detail.workHoursValue.${job.workHoursType}`, { count: job.workHours })}
              </Detail>
              <Detail label={t('jobs.detail.salary')}>{salary}</Detail>
              <Detail label={t('jobs.detail.location')}>{place}</Detail>
              {job.validThrough && (job.status === 'open' || job.status === 'expired') && (
                <Detail label={t(job.status === 'open' ? 'jobs.detail.validThrough' : 'jobs.detail.ended')}>
                  <time dateTime={job.validThrough}>{dates.format(job.validThrough, { dateStyle: 'long' })}</time>
                </Detail>
              )}
            </dl>
          </Section>

          {job.benefits.length > 0 && (
            <Section title={t('jobs.detail.benefits')}>
              <ul className="flex flex-wrap gap-2">
                {job.benefits.map((benefit) => (
                  <li
                    key={benefit}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full border border-accent/50 bg-accent/10 px-3 text-sm font-semibold"
                  >
                    <HiCheckCircle aria-hidden className="h-4 w-4 text-accent" />
                    {t(jobEnumKey('benefit', benefit))}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {job.gallery.length > 0 && (
            <Section title={t('jobs.detail.gallery')}>
              <JobGallery pictures={job.gallery} title={job.jobTitle} />
            </Section>
          )}

          <Section title={t('jobs.detail.contact')}>
            <Contact job={job} />
          </Section>

          <Section title={t('jobs.detail.academy')}>
            <AcademyPanel job={job} />
          </Section>
        </div>
      </div>

      {mayApply && !applyInView && (
        // On a phone the way to apply stays at hand once the Apply button has scrolled away.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <p className="min-w-0 text-sm font-bold">{salary}</p>
            <Link
              to={pathTo('applyForJob', { jobId: job.id })}
              className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90"
            >
              {t('jobs.detail.apply')}
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}

/** Whether the element is on screen (true until the browser says otherwise). */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-bold">{title}</h2>
      {children}
    </section>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  )
}

/** Apply; or the reader's own application; or, for the poster, the way to its applications. */
function ApplyAction({ job }: { job: Job }) {
  const { t } = useTranslation()
  const primary =
    'flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-5 text-center font-semibold text-accent-ink hover:opacity-90'
  if (job.viewer.mayManage) {
    return (
      <Link to={pathTo('myVacancies')} className={primary}>
        {t('jobs.detail.manage')}
      </Link>
    )
  }
  if (job.viewer.applicationStatus) {
    return (
      <p className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-accent px-4 text-center font-semibold">
        <HiCheckCircle aria-hidden className="h-5 w-5 shrink-0 text-accent" />
        {t('jobs.detail.applied', { status: t(jobEnumKey('applicationStatus', job.viewer.applicationStatus)) })}
      </p>
    )
  }
  if (job.status !== 'open') {
    return <p className="text-sm text-ink-muted">{t('jobs.detail.notAccepting')}</p>
  }
  return (
    <Link to={pathTo('applyForJob', { jobId: job.id })} className={primary}>
      {t('jobs.detail.apply')}
    </Link>
  )
}

function Contact({ job }: { job: Job }) {
  const { t } = useTranslation()
  const phone = `${job.countryCode} ${job.contactNumber}`
  const chat = whatsappHref(`${job.countryCode}${job.contactNumber}`)
  const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-accent wrap-anywhere hover:underline'
  return (
    <div className="rounded-2xl border border-line p-4">
      <p className="font-bold">{job.contactPerson}</p>
      <p className="text-sm text-ink-muted">{job.contactPersonDesignation}</p>
      <ul className="mt-2">
        <li>
          <a href={`mailto:${job.email}`} className={link}>
            <HiEnvelope aria-hidden className="h-5 w-5 shrink-0" />
            <span className="min-w-0">
              <EmailAddress address={job.email} />
            </span>
          </a>
        </li>
        <li>
          <a href={`tel:${job.countryCode}${job.contactNumber}`} className={link}>
            <HiPhone aria-hidden className="h-5 w-5 shrink-0" />
            {phone}
          </a>
        </li>
        {chat && (
          <li>
            <a href={chat} target="_blank" rel="noopener noreferrer" className={link}>
              {t('jobs.detail.whatsapp')}
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}

/** The academy's card: its page on Rally when it has one there, else what the poster wrote about it. */
function AcademyPanel({ job }: { job: Job }) {
  const { t } = useTranslation()
  const website = job.academyWebsite && /^https?:\/\//i.test(job.academyWebsite) ? job.academyWebsite : null
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4">
      <div className="flex items-center gap-3">
        <AcademyLogo src={job.logoUrl} name={job.academyName} className="h-12 w-12" />
        <div className="min-w-0">
          <p className="font-bold break-words">{job.academy?.name ?? job.academyName}</p>
          {job.academy?.location && <p className="text-sm text-ink-muted">{job.academy.location}</p>}
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">
        {job.academyDescription}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {job.academy && (
          <Link
            to={academyPath(job.academy)}
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink hover:opacity-90"
          >
            {t('jobs.detail.academyPage')}
          </Link>
        )}
        {website && (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent"
          >
            <HiGlobeAlt aria-hidden className="h-4 w-4" />
            {t('jobs.detail.website')}
          </a>
        )}
      </div>
    </div>
  )
}
