import type { ReactNode } from 'react'
import { ErrorState } from '../../components/error-state.tsx'
import { Loading } from '../../components/loading.tsx'
import { SegmentedChoice } from '../../components/segmented-choice.tsx'
import { buttonClass } from './payments/payments-section.tsx'

/**
 * A console queue (reports, levels, safeguarding documents): its heading and intro, the status tabs, then the
 * list of the chosen status as cards, with its loading, error and empty states and "More" when there is more.
 */
export function QueueSection<Status extends string, Item>({
  id,
  heading,
  intro,
  tabs,
  list,
  empty,
  more,
  testId,
  itemKey,
  renderItem,
}: {
  id: string
  heading: string
  intro: string
  tabs: {
    legend: string
    name: string
    value: Status
    options: readonly { value: Status; label: string }[]
    onChange: (value: Status) => void
  }
  list: {
    isPending: boolean
    isError: boolean
    refetch: () => unknown
    items: readonly Item[]
    hasNextPage?: boolean
    isFetchingNextPage?: boolean
    fetchNextPage?: () => unknown
  }
  /** What an empty list of the chosen status says. */
  empty: string
  /** The label of the button that loads the next page (paged lists only). */
  more?: string
  testId: string
  itemKey: (item: Item) => string
  renderItem: (item: Item) => ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-extrabold tracking-tight">
        {heading}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      <SegmentedChoice {...tabs} />
      <div className="mt-4">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : list.items.length === 0 ? (
          <p className="rounded-2xl border border-line p-4 text-ink-muted">{empty}</p>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2" data-testid={testId}>
            {list.items.map((item) => (
              // A grid's single column is as wide as its widest word: a note, name or link without spaces would
              // widen the page; min-width 0 (and wrap-anywhere in the cards) keeps each card within the screen.
              <li key={itemKey(item)} className="min-w-0">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && more && (
          <button
            type="button"
            onClick={() => void list.fetchNextPage?.()}
            disabled={list.isFetchingNextPage}
            className={`${buttonClass} mt-3 border border-line`}
          >
            {more}
          </button>
        )}
      </div>
    </section>
  )
}
