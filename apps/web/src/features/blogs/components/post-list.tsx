import type { BlogPostList as List } from '@rally/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PagedList } from '../../../components/paged-list.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
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
  return (
    <PagedList
      list={posts}
      page={page}
      pageSize={blogPageSize}
      hrefFor={hrefFor}
      itemKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} />}
      skeleton={<div className="h-80 animate-pulse rounded-2xl bg-surface-muted" />}
      texts={{
        loadError: t('blogs.loadError'),
        count: t('blogs.count', { count: posts.data?.total ?? 0 }),
        empty: <p>{empty}</p>,
        firstPage: t('blogs.firstPage'),
      }}
      header={(data) => (
        <nav aria-label={t('blogs.pageTags')} className="mb-6">
          <TagChips tags={tagsOf(data)} current={currentTag} label={t('blogs.pageTags')} />
        </nav>
      )}
    />
  )
}
