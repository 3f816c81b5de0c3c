import clsx from 'clsx'
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2'
import { useTranslation } from '../lib/i18n.tsx'
import { pageItems } from '../lib/page-items.ts'
import { Link } from '../lib/router.tsx'

type PaginationProps = {
  page: number
  totalPages: number
  /** The address of a page (links, so a page can be opened in a new tab or shared). */
  hrefFor: (page: number) => string
}

const box = 'flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold'

/** Previous and Next, and the page numbers from sm up; "Page 2 of 9" on a phone. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const edge = (target: number, label: string, icon: React.ReactNode, iconAfter = false) =>
    target >= 1 && target <= totalPages ? (
      <Link to={hrefFor(target)} className={clsx(box, 'gap-1 border border-line hover:border-accent')}>
        {!iconAfter && icon}
        {label}
        {iconAfter && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={clsx(box, 'gap-1 border border-line opacity-40')}>
        {!iconAfter && icon}
        {label}
        {iconAfter && icon}
      </span>
    )

  return (
    <nav aria-label={t('search.pages')} className="mt-8 flex items-center justify-between gap-2 sm:justify-center">
      {edge(page - 1, t('search.previous'), <HiChevronLeft aria-hidden className="h-4 w-4" />)}
      <p className="text-sm text-ink-muted sm:hidden">{t('search.pageOf', { page, total: totalPages })}</p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('search.pageNumber', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(box, item === page ? 'bg-accent text-accent-ink' : 'hover:bg-surface-muted')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, t('search.next'), <HiChevronRight aria-hidden className="h-4 w-4" />, true)}
    </nav>
  )
}
