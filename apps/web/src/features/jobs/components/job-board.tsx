import { jobPageSize, type SportSlug } from '@rally/shared'
import clsx from 'clsx'
import { type ReactNode, useId, useState } from 'react'
import { HiAdjustmentsHorizontal, HiMagnifyingGlass } from 'react-icons/hi2'
import { inputClass } from '../../../components/form/field.tsx'
import { PagedList } from '../../../components/paged-list.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useTotalText } from '../../../lib/totals.ts'
import { jobsTotalPages } from '../job-search-rules.ts'
import { type JobSearchState, useJobSearch } from '../use-job-search.ts'
import { JobCard, JobCardSkeleton } from './job-card.tsx'
import { JobFilters } from './job-filters.tsx'

type JobBoardProps = {
  /** A sport's page lists that sport's vacancies only. */
  sport?: SportSlug
  /** The coach lists (/jobs/coach, the sports' pages): coaching roles only. */
  coaching: boolean
  /** The page's heading and introduction, above the search. */
  header: ReactNode
}

/**
 * A list of open vacancies, newest first: the text search, the filters (folded into a "Filters"
 * panel on phones), the cards with their loading, empty and error states, and the pages.
 */
export function JobBoard({ sport, coaching, header }: JobBoardProps) {
  const { t } = useTranslation()
  const id = useId()
  const search = useJobSearch({ sport, coaching })
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = `${id}-filters`

  return (
    <>
      {header}
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            search.searchNow()
            ;(document.activeElement as HTMLElement | null)?.blur()
          }}
          className="mt-5 flex flex-col gap-3 md:flex-row md:items-end"
        >
          <div className="relative flex-1">
            <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold">
              {t('jobs.list.searchLabel')}
            </label>
            <HiMagnifyingGlass
              aria-hidden
              className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-ink-muted"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={search.draft.q}
              onChange={(event) => search.type('q', event.target.value)}
              placeholder={t('jobs.list.searchPlaceholder')}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              className={clsx(inputClass, 'border-line pl-10 focus:border-accent')}
            />
          </div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line px-4 font-semibold md:hidden"
          >
            <HiAdjustmentsHorizontal aria-hidden className="h-5 w-5" />
            {search.filterCount > 0
              ? t('jobs.filters.titleCount', { count: search.filterCount })
              : t('jobs.filters.title')}
          </button>
        </form>
      </search>

      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <JobFilters
          search={search}
          panelId={panelId}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          sportFixed={sport !== undefined}
          coaching={coaching}
        />
        <section
          ref={search.resultsRef}
          aria-labelledby={`${id}-results`}
          aria-busy={search.result.isFetching}
          className="min-w-0 scroll-mt-20"
        >
          <h2 id={`${id}-results`} className="sr-only">
            {t('jobs.list.results')}
          </h2>
          <Results search={search} />
        </section>
      </div>
    </>
  )
}

function Results({ search }: { search: JobSearchState }) {
  const { t } = useTranslation()
  const totalText = useTotalText()
  const { result } = search
  const total = result.data?.total ?? 0
  const count = totalText(total, result.data?.totalCapped)
  const pages = jobsTotalPages(total)
  const hasSearch = search.filters.q !== '' || search.filterCount > 0
  const empty =
    total > 0 ? (
      <p data-testid="jobs-empty">{t('jobs.list.pageEmpty')}</p>
    ) : (
      <div data-testid="jobs-empty">
        <p className="font-semibold text-ink">{t(hasSearch ? 'jobs.list.noMatch' : 'jobs.list.none')}</p>
        {hasSearch && <p className="mt-1 text-sm">{t('jobs.list.noMatchHint')}</p>}
        {hasSearch && (
          <button
            type="button"
            onClick={search.clearAll}
            className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink"
          >
            {t('jobs.list.clearAll')}
          </button>
        )}
      </div>
    )
  return (
    <PagedList
      list={result}
      page={search.page}
      pageSize={jobPageSize.default}
      hrefFor={search.pageHref}
      itemKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} />}
      skeleton={<JobCardSkeleton />}
      gridClassName="grid grid-cols-1 gap-4 lg:grid-cols-2"
      texts={{
        loadError: t('errors.loadFailed'),
        count:
          pages > 1
            ? `${t('jobs.list.count', count)} · ${t('search.pageOf', { page: search.page, total: pages })}`
            : t('jobs.list.count', count),
        empty,
        firstPage: t('jobs.list.firstPage'),
      }}
    />
  )
}
