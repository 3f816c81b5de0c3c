import { useTranslation } from '../../../lib/i18n.tsx'
import { useJobs } from '../api/get-jobs.ts'
import { JobCard } from './job-card.tsx'

/** How many of an academy's open vacancies its page lists: one page of the public list. */
const academyVacancyLimit = '12'

/**
 * An academy's open vacancies on its page, newest first, each opening the vacancy: the public list's
 * own answer (open, approved, not expired), so nothing shows here that the list would not show.
 * Nothing at all when the academy has none open.
 */
export function AcademyVacancies({ academyId }: { academyId: string }) {
  const { t } = useTranslation()
  const vacancies = useJobs({ academyId, limit: academyVacancyLimit })
  const jobs = vacancies.data?.data ?? []
  if (jobs.length === 0) return null
  return (
    <section aria-labelledby="academy-vacancies" className="mt-10">
      <h2 id="academy-vacancies" className="mb-3 text-xl font-bold">
        {t('jobs.academyVacancies')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  )
}
