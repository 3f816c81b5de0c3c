import type { BlogPostList, Sport } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type BlogPostsQuery = { tag?: string; author?: string; sport?: Sport; page?: number }

/** GET /v1/blog-posts: one page of published posts, newest first, of a tag, an author or all. */
export const getBlogPosts = ({ tag, author, sport, page = 1 }: BlogPostsQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page) })
  if (tag) query.set('tag', tag)
  if (author) query.set('author', author)
  if (sport) query.set('sport', sport)
  return apiRequest<BlogPostList>(`/blog-posts?${query}`, { signal })
}

export function useBlogPosts(query: BlogPostsQuery) {
  return useQuery({
    queryKey: ['blog-posts', 'list', query],
    queryFn: ({ signal }) => getBlogPosts(query, signal),
    // The cards of the page before stay while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })
}
