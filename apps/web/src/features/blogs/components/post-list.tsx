import type { BlogPostList as List } from '@rally/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pagination } from '../../../components/people-search/pagination.tsx'
import { blogPageSize, tagsOf } from '../blog-rules.ts'
import { PostCard } from './post-card.tsx'
import { TagChips } from './tag-chips.tsx'

type PostListProps = {
  posts: UseQueryResult<List>
  page: number
  hrefFor: (page: number) => string
  empty: ReactNode
  currentTag?: string
}

/** A page of posts with its loading, error and empty states, the tags of the page and pagination. */
export function PostList({ posts, page, hrefFor, empty, currentTag }: PostListProps) {
  const { t } = useTranslation()
  if (posts.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-ink-muted">
          {t('app.loading')}
        </p>
        <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <div key={key} className="h-80 animate-pulse rounded-2xl bg-surface-muted" />
          ))}
        </div>
      </div>
    )
  }
  if (posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
        <p className="text-ink">{t('blogs.loadError')}</p>
        <button
          type="button"
          onClick={() => void posts.refetch()}
          className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
        >
          {t('errors.retry')}
        </button>
      </div>
    )
  }
  const { data, total } = posts.data
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {t('blogs.count', { count: total })}
      </p>
      {data.length > 0 && (
        <nav aria-label={t('blogs.pageTags')} className="mb-6">
          <TagChips tags={tagsOf(data)} current={currentTag} label={t('blogs.pageTags')} />
        </nav>
      )}
      {data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          <p>{empty}</p>
          {page > 1 && (
            <Link to={hrefFor(1)} className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent">
              {t('blogs.firstPage')}
            </Link>
          )}
        </div>
      ) : (
        <ul className={clsx('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', posts.isPlaceholderData && 'opacity-60')}>
          {data.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={Math.ceil(total / blogPageSize)} hrefFor={hrefFor} />
    </>
  )
}
