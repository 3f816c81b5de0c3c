import { pathTo } from '@rally/shared'
import { HiAcademicCap, HiArrowRight } from 'react-icons/hi2'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { JobBoard } from '../components/job-board.tsx'

/**
 * /tennis/jobs and /badminton/jobs, the spec's Coach page: the sport's open coaching vacancies, a
 * short word on building a career, and the way to register as a coach.
 */
export default function SportJobsPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t('jobs.coachPage.metaTitle', { sport: sportName })}
        description={t('jobs.coachPage.metaDescription', { sport: sportName })}
        keywords={t('jobs.list.metaKeywords')}
      />
      <JobBoard
        key={sport}
        sport={sport}
        coaching
        header={
          <header className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
                {t('jobs.coachPage.title', { sport: sportName })}
              </h1>
              <p className="mt-2 max-w-2xl text-ink-muted">{t('jobs.coachPage.intro', { sport: sportName })}</p>
              <p className="mt-3 text-sm">
                <Link to={pathTo('jobs')} className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent">
                  {t('jobs.coachPage.allJobs')}
                  <HiArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              </p>
            </div>
            <aside
              aria-labelledby="build-career"
              className="rounded-2xl border border-accent/40 bg-surface-raised p-5 shadow-sm"
            >
              <h2 id="build-career" className="flex items-center gap-2 text-lg font-bold">
                <HiAcademicCap aria-hidden className="h-6 w-6 shrink-0 text-accent" />
                {t('jobs.coachPage.careerTitle', { sport: sportName })}
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{t('jobs.coachPage.careerText', { sport: sportName })}</p>
              <Link
                to={pathTo('onboarding', {}, { register: 'coach' })}
                className="mt-4 flex min-h-12 items-center justify-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
              >
                {t('jobs.coachPage.register')}
              </Link>
            </aside>
          </header>
        }
      />
    </div>
  )
}
