import clsx from 'clsx'
import type { ReactNode } from 'react'

const columnClasses = { 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const

/**
 * Cards in a row that swipes sideways on a phone (the next card peeks in) and
 * becomes a grid from md up. Native scrolling: no carousel code on the first page.
 */
export function CardRow<T>({
  items,
  itemKey,
  renderItem,
  skeleton,
  columns = 4,
  wide = false,
  label,
}: {
  /** Undefined while loading: the skeleton shows in each place instead. */
  items: readonly T[] | undefined
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  skeleton: ReactNode
  columns?: 3 | 4
  /** Nearly the screen's width on a phone, for cards that need the room (academies). */
  wide?: boolean
  label?: string
}) {
  const itemWidth = wide ? 'w-[92%]' : 'w-[78%] max-w-xs'
  if (items === undefined) {
    return (
      <div aria-hidden className={clsx('flex gap-4 overflow-hidden pb-3 md:grid', columnClasses[columns])}>
        {Array.from({ length: columns }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={clsx(itemWidth, 'shrink-0 md:w-auto md:max-w-none')}>
            {skeleton}
          </div>
        ))}
      </div>
    )
  }
  return (
    <ul
      aria-label={label}
      className={clsx(
        '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 md:mx-0 md:grid md:overflow-visible md:px-0',
        columnClasses[columns],
      )}
    >
      {items.map((item) => (
        <li key={itemKey(item)} className={clsx(itemWidth, 'shrink-0 snap-start md:w-auto md:max-w-none')}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-2xl text-ink-muted">{intro}</p>}
    </div>
  )
}
