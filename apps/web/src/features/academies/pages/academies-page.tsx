import { sportFromSlug } from '@rally/shared'
import { useDeferredValue } from 'react'
import { HiMagnifyingGlass } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSearchParams } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { useAcademies } from '../api/get-academies.ts'
import { AcademyCard } from '../components/academy-card.tsx'

/** /tennis/academies and /badminton/academies: every approved academy of the sport, premium first. */
export default function AcademiesPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const academies = useAcademies(sportFromSlug(sport))
  const [searchParams, setSearchParams] = useSearchParams()
  const query = searchParams.get('q') ?? ''
  const deferredQuery = useDeferredValue(query.trim().toLocaleLowerCase())

  const visible = (academies.data ?? []).filter(
    (academy) =>
      deferredQuery === '' ||
      academy.name.toLocaleLowerCase().includes(deferredQuery) ||
      (academy.location ?? '').toLocaleLowerCase().includes(deferredQuery),
  )

  const setQuery = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true })

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t('academies.metaListTitle', { sport: sportName })}
        description={t('academies.metaListDescription', { sport: sportName })}
        keywords={t('academies.metaKeywords', { sport: sportName })}
      />
      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
            {t('academies.listTitle', { sport: sportName })}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('academies.listIntro')}</p>
        </div>
        <div className="relative w-full md:w-80">
          <label htmlFor="academy-search" className="sr-only">
            {t('academies.searchLabel')}
          </label>
          <HiMagnifyingGlass className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-muted" aria-hidden />
          <input
            id="academy-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('academies.searchPlaceholder')}
            className="w-full rounded-full border border-line bg-surface py-2.5 pr-4 pl-10 text-ink placeholder:text-ink-muted"
          />
        </div>
      </header>

      {academies.isPending && <CardSkeletons />}
      {academies.isError && <ErrorState onRetry={() => void academies.refetch()} />}
      {academies.isSuccess && (
        <>
          <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
            {t('academies.count', { count: visible.length })}
          </p>
          {visible.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
              <p>{query ? t('academies.emptySearch', { query }) : t('academies.empty')}</p>
              {query && (
                <button type="button" onClick={() => setQuery('')} className="mt-3 font-semibold text-accent">
                  {t('academies.clearSearch')}
                </button>
              )}
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((academy) => (
                <li key={academy.id}>
                  <AcademyCard academy={academy} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

function CardSkeletons() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('app.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div key={key} className="h-80 animate-pulse rounded-2xl bg-surface-muted" />
      ))}
    </div>
  )
}
