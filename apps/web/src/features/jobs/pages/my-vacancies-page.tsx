import { pathTo } from '@rally/shared'
import { HiPlus } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useMyVacancies } from '../api/get-jobs.ts'
import { VacancyRow } from '../components/vacancy-row.tsx'

/** /jobs/my-vacancies: the poster's vacancies in every status, and the applications to each. */
export default function MyVacanciesPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <PageMeta title={t('jobForms.myVacancies.metaTitle')} description={t('jobForms.myVacancies.metaDescription')} />
      <RequireSignIn>{() => <MyVacancies />}</RequireSignIn>
    </div>
  )
}

const postLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90'

function MyVacancies() {
  const { t } = useTranslation()
  const vacancies = useMyVacancies()
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('jobForms.myVacancies.heading')}</h1>
        {vacancies.isSuccess && vacancies.data.length > 0 && (
          <Link to={pathTo('postJob')} className={postLink}>
            <HiPlus aria-hidden className="h-5 w-5" />
            {t('jobForms.menu.postJob')}
          </Link>
        )}
      </div>
      <p className="mt-2 text-ink-muted">{t('jobForms.myVacancies.intro')}</p>
      <div className="mt-6">
        {vacancies.isPending && <Loading />}
        {vacancies.isError && <ErrorState onRetry={() => void vacancies.refetch()} />}
        {vacancies.isSuccess &&
          (vacancies.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-8 text-center">
              <p className="text-lg font-semibold">{t('jobForms.myVacancies.emptyTitle')}</p>
              <p className="mt-2 text-ink-muted">{t('jobForms.myVacancies.emptyText')}</p>
              <Link to={pathTo('postJob')} className={`${postLink} mt-5`}>
                <HiPlus aria-hidden className="h-5 w-5" />
                {t('jobForms.menu.postJob')}
              </Link>
            </div>
          ) : (
            <ul className="space-y-4">
              {vacancies.data.map((job) => (
                <VacancyRow key={job.id} job={job} />
              ))}
            </ul>
          ))}
      </div>
    </>
  )
}
