import { pathTo } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation } from '../../../lib/router.tsx'
import { JobBoard } from '../components/job-board.tsx'

/** /jobs: every open vacancy; /jobs/coach: the coaching ones (head and assistant coaches, sparring partners). */
export default function JobsPage() {
  const { t } = useTranslation()
  const coaching = useLocation().pathname.replace(/\/$/, '') === pathTo('coachJobs')
  const kind = coaching ? 'coach' : 'all'
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t(`jobs.list.${kind}.metaTitle`)}
        description={t(`jobs.list.${kind}.metaDescription`)}
        keywords={t('jobs.list.metaKeywords')}
      />
      <JobBoard
        // A new list (all ↔ coaching) starts with its own filters.
        key={kind}
        coaching={coaching}
        header={
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t(`jobs.list.${kind}.title`)}</h1>
              <p className="mt-2 max-w-2xl text-ink-muted">{t(`jobs.list.${kind}.intro`)}</p>
            </div>
            <nav aria-label={t('jobs.list.kindLabel')} className="flex flex-wrap gap-2">
              {(['all', 'coach'] as const).map((option) => (
                <Link
                  key={option}
                  to={option === 'coach' ? pathTo('coachJobs') : pathTo('jobs')}
                  aria-current={option === kind ? 'page' : undefined}
                  className={
                    option === kind
                      ? 'inline-flex min-h-11 items-center rounded-full border border-accent bg-accent px-4 text-sm font-semibold text-accent-ink'
                      : 'inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent'
                  }
                >
                  {t(`jobs.list.${option}.tab`)}
                </Link>
              ))}
            </nav>
          </header>
        }
      />
    </div>
  )
}
