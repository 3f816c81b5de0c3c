import type { UseQueryResult } from '@tanstack/react-query'
import clsx from 'clsx'
import { type ReactNode, useId, useState } from 'react'
import { HiAdjustmentsHorizontal, HiMagnifyingGlass } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { inputClass } from '../../../components/form/field.tsx'
import { Pagination } from '../../../components/pagination.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useTotalText } from '../../../lib/totals.ts'
import {
  activeFilterCount,
  type FieldName,
  feeRangeIsReversed,
  filterFields,
  type PeopleKind,
  type SortKey,
  sortOptions,
  totalPages,
} from '../people-search.ts'
import { type CardLayout, PersonCardSkeleton } from './person-card.tsx'
import type { PeopleSearchState } from './use-people-search.ts'

type Page<T> = { data: T[]; total: number; totalCapped?: boolean }

type PeopleSearchProps<T> = {
  kind: PeopleKind
  search: PeopleSearchState
  result: UseQueryResult<Page<T>>
  itemKey: (item: T) => string
  renderCard: (item: T, layout: CardLayout) => ReactNode
}

const numberFields = new Set<FieldName>(['rankMax', 'feeMin', 'feeMax'])
/** Filters that take a whole row of the phone's two-column panel; the others pair up. */
const wideFields: Record<PeopleKind, readonly FieldName[]> = { partner: ['level'], specialist: ['language'] }

/**
 * A people search: the name box, the order, the filters (folded into a
 * "Filters" panel on phones), the results with their loading, empty and error
 * states, and the pages. Texts come from `search.<kind>.*`.
 */
export function PeopleSearch<T>({ kind, search, result, itemKey, renderCard }: PeopleSearchProps<T>) {
  const { t } = useTranslation()
  const id = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filterCount = activeFilterCount(search.fields, kind)
  const panelId = `${id}-filters`

  return (
    <>
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
              {t(`search.${kind}.searchLabel`)}
            </label>
            <HiMagnifyingGlass
              aria-hidden
              className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-ink-muted"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={search.draft.q}
              onChange={(event) => search.setField('q', event.target.value)}
              placeholder={t(`search.${kind}.placeholder`)}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              className={clsx(inputClass, 'border-line pl-10 focus:border-accent')}
            />
          </div>
          <div className="flex items-end gap-3">
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-line px-4 font-semibold md:hidden"
            >
              <HiAdjustmentsHorizontal aria-hidden className="h-5 w-5" />
              {filterCount > 0 ? t('search.filtersCount', { count: filterCount }) : t('search.filters')}
            </button>
            <div className="flex-1 md:w-56 md:flex-none">
              <label htmlFor={`${id}-sort`} className="mb-1.5 block text-sm font-semibold">
                {t('search.sortLabel')}
              </label>
              <select
                id={`${id}-sort`}
                value={search.sort}
                onChange={(event) => search.setSort(event.target.value as SortKey)}
                className={clsx(inputClass, 'border-line focus:border-accent')}
              >
                <option value="">{t('search.sort.best')}</option>
                {sortOptions[kind].map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`search.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </form>
      </search>

      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <Filters
          kind={kind}
          search={search}
          panelId={panelId}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          filterCount={filterCount}
          total={result.data?.total}
          totalCapped={result.data?.totalCapped}
        />
        <section
          ref={search.resultsRef}
          aria-labelledby={`${id}-count`}
          aria-busy={result.isFetching}
          className="min-w-0 scroll-mt-20"
        >
          <Results
            kind={kind}
            search={search}
            result={result}
            itemKey={itemKey}
            renderCard={renderCard}
            countId={`${id}-count`}
            filterCount={filterCount}
          />
        </section>
      </div>
    </>
  )
}

function Filters({
  kind,
  search,
  panelId,
  open,
  onClose,
  filterCount,
  total,
  totalCapped,
}: {
  kind: PeopleKind
  search: PeopleSearchState
  panelId: string
  open: boolean
  onClose: () => void
  filterCount: number
  total: number | undefined
  totalCapped: boolean | undefined
}) {
  const { t } = useTranslation()
  const totalText = useTotalText()
  const id = useId()
  const reversed = feeRangeIsReversed(search.fields)
  const countryNames = useCountryNames()
  return (
    <div
      id={panelId}
      className={clsx(
        'mb-6 rounded-2xl border border-line bg-surface-raised p-4 md:mb-0 md:block md:self-start md:border-0 md:bg-transparent md:p-0',
        open ? 'block' : 'hidden',
      )}
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-bold">{t('search.filters')}</h2>
        {filterCount > 0 && (
          <button
            type="button"
            onClick={search.clearFilters}
            className="min-h-11 px-2 text-sm font-semibold text-accent"
          >
            {t('search.clearFilters')}
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
        {filterFields[kind].map((name) => {
          const isNumber = numberFields.has(name)
          return (
            <div key={name} className={clsx(wideFields[kind].includes(name) && 'col-span-2 md:col-span-1')}>
              <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold">
                {t(`search.fields.${name}`)}
              </label>
              <input
                id={`${id}-${name}`}
                type="text"
                inputMode={isNumber ? 'numeric' : undefined}
                pattern={isNumber ? '[0-9]*' : undefined}
                list={name === 'country' ? `${id}-countries` : undefined}
                onFocus={name === 'country' ? countryNames.load : undefined}
                value={search.draft[name]}
                onChange={(event) => search.setField(name, event.target.value)}
                placeholder={t(`search.placeholders.${name}`)}
                autoComplete="off"
                maxLength={isNumber ? 9 : 100}
                aria-describedby={name === 'feeMax' && reversed ? `${id}-fee-problem` : undefined}
                className={clsx(inputClass, 'border-line focus:border-accent')}
              />
            </div>
          )
        })}
      </div>
      {reversed && (
        <p id={`${id}-fee-problem`} role="status" className="mt-2 text-sm font-medium text-red-600">
          {t('search.feeReversed')}
        </p>
      )}
      <p className="mt-2 text-xs text-ink-muted">{t('search.feeHint')}</p>
      <datalist id={`${id}-countries`}>
        {countryNames.names.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <button
        type="button"
        onClick={onClose}
        className="mt-4 flex min-h-11 w-full items-center justify-center rounded-full bg-accent px-4 font-semibold text-accent-ink md:hidden"
      >
        {total === undefined ? t('search.showResults') : t(`search.${kind}.showCount`, totalText(total, totalCapped))}
      </button>
    </div>
  )
}

function Results<T>({
  kind,
  search,
  result,
  itemKey,
  renderCard,
  countId,
  filterCount,
}: Omit<PeopleSearchProps<T>, 'kind'> & { kind: PeopleKind; countId: string; filterCount: number }) {
  const { t } = useTranslation()
  const totalText = useTotalText()
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

  if (result.isPending) {
    return (
      <>
        <p id={countId} role="status" className="mb-4 text-sm text-ink-muted">
          {t('app.loading')}
        </p>
        <div className={grid}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PersonCardSkeleton key={index} layout="row" />
          ))}
        </div>
      </>
    )
  }
  if (result.isError) {
    return (
      <>
        <h2 id={countId} className="sr-only">
          {t(`search.${kind}.results`)}
        </h2>
        <ErrorState onRetry={() => void result.refetch()} />
      </>
    )
  }

  const { data, total, totalCapped } = result.data
  const pages = totalPages(total)
  const hasSearch = search.fields.q !== '' || filterCount > 0
  return (
    <>
      {/* The cards' names are h3: the results need their h2 even where the filters' is folded away. */}
      <h2 className="sr-only">{t(`search.${kind}.results`)}</h2>
      <p id={countId} aria-live="polite" className="mb-4 text-sm text-ink-muted">
        {t(`search.${kind}.count`, totalText(total, totalCapped))}
        {pages > 1 && ` · ${t('search.pageOf', { page: search.page, total: pages })}`}
      </p>
      {data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-8 text-center">
          {total > 0 ? (
            <>
              <p className="text-ink-muted">{t('search.pageEmpty')}</p>
              <Link
                to={search.pageHref(1)}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent"
              >
                {t('search.firstPage')}
              </Link>
            </>
          ) : (
            <>
              <p className="font-semibold">{t(hasSearch ? `search.${kind}.noMatch` : `search.${kind}.none`)}</p>
              {hasSearch && <p className="mt-1 text-sm text-ink-muted">{t('search.noMatchHint')}</p>}
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                {filterCount > 0 && (
                  <button
                    type="button"
                    onClick={search.clearFilters}
                    className="min-h-11 rounded-full border border-accent px-4 font-semibold text-accent"
                  >
                    {t('search.clearFilters')}
                  </button>
                )}
                {hasSearch && (
                  <button
                    type="button"
                    onClick={search.clearAll}
                    className="min-h-11 rounded-full bg-accent px-4 font-semibold text-accent-ink"
                  >
                    {t('search.clearAll')}
                  </button>
                )}
              </div>
            </>
          )}
        </div>
      ) : (
        <ul className={clsx(grid, 'transition-opacity', result.isPlaceholderData && 'opacity-60')}>
          {data.map((item) => (
            <li key={itemKey(item)}>{renderCard(item, 'row')}</li>
          ))}
        </ul>
      )}
      <Pagination page={search.page} totalPages={pages} hrefFor={search.pageHref} />
    </>
  )
}

/**
 * The country names the country field suggests, read when the field is first focused: 240 names are
 * 2.5 kB of script and 240 elements every search page would otherwise carry before anyone filters.
 */
function useCountryNames() {
  const [names, setNames] = useState<readonly string[]>([])
  const load = () => {
    if (names.length > 0) return
    void import('@rally/shared/countries').then(({ countries }) => setNames(countries.map((country) => country.name)))
  }
  return { names, load }
}
