import type { UseQueryResult } from '@tanstack/react-query'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { ResponseSignal } from '../lib/response-signals.ts'
import { Link } from '../lib/router.tsx'
import { Pagination } from './pagination.tsx'

type Page<Item> = { data: Item[]; total: number }

type PagedListProps<Item> = {
  list: UseQueryResult<Page<Item>>
  /** The page shown (from 1) and how many items a page holds. */
  page: number
  pageSize: number
  /** The address of a page: links, so a page can be opened in a new tab or shared. */
  hrefFor: (page: number) => string
  itemKey: (item: Item) => string
  renderItem: (item: Item) => ReactNode
  /** One placeholder card, shown three times while the first page loads. */
  skeleton: ReactNode
  texts: {
    /** Said when the list cannot be loaded, above a Retry button. */
    loadError: string
    /** "24 articles": the total, read out when it changes. */
    count: string
    /** Said when the page has nothing; may hold actions (clear filters). */
    empty: ReactNode
    /** The link back to page 1 when a later page is empty. */
    firstPage: string
  }
  /** Shown above the cards once a page is there (the tags of a page of posts). */
  header?: (items: Item[]) => ReactNode
  gridClassName?: string
}

/**
 * A list read a page at a time: its loading, error and empty states, the count, the cards
 * (dimmed while the next page loads over them) and the pagination.
 */
export function PagedList<Item>({
  list,
  page,
  pageSize,
  hrefFor,
  itemKey,
  renderItem,
  skeleton,
  texts,
  header,
  gridClassName = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
}: PagedListProps<Item>) {
  const { t } = useTranslation()
  if (list.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-ink-muted">
          {t('app.loading')}
        </p>
        <div aria-hidden className={gridClassName}>
          {['a', 'b', 'c'].map((key) => (
            <div key={key}>{skeleton}</div>
          ))}
        </div>
      </div>
    )
  }
  if (list.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
        <ResponseSignal signal="failed" />
        <p className="text-ink">{texts.loadError}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
        >
          {t('errors.retry')}
        </button>
      </div>
    )
  }
  const { data, total } = list.data
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {texts.count}
      </p>
      {data.length > 0 && header?.(data)}
      {data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          <div>{texts.empty}</div>
          {page > 1 && (
            <Link to={hrefFor(1)} className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent">
              {texts.firstPage}
            </Link>
          )}
        </div>
      ) : (
        <ul className={clsx(gridClassName, list.isPlaceholderData && 'opacity-60')}>
          {data.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={Math.ceil(total / pageSize)} hrefFor={hrefFor} />
    </>
  )
}
