import type { BlogPost, BlogPostList, BlogPostResponse, BlogSlugMatch, Sport } from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

const segment = encodeURIComponent

export type BlogPostsQuery = { tag?: string; author?: string; sport?: Sport; page?: number }

/** GET /v1/blog-posts: one page of published posts, newest first, of a tag, an author or all. */
export const getBlogPosts = ({ tag, author, sport, page = 1 }: BlogPostsQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page) })
  if (tag) query.set('tag', tag)
  if (author) query.set('author', author)
  if (sport) query.set('sport', sport)
  return apiRequest<BlogPostList>(`/blog-posts?${query}`, { signal })
}

/** GET /v1/blog-posts/by-author/:username/:slug: a published post, or the reader's own draft. */
export const getBlogPost = (username: string, slug: string, signal?: AbortSignal) =>
  apiRequest<BlogPostResponse>(`/blog-posts/by-author/${segment(username)}/${segment(slug)}`, { signal }).then(
    (body) => body.data,
  )

/** GET /v1/blog-posts/by-slug/:slug: the post when one author uses the slug, else every match. */
export const getBlogSlug = (slug: string, signal?: AbortSignal) =>
  apiRequest<{ data: BlogSlugMatch }>(`/blog-posts/by-slug/${segment(slug)}`, { signal }).then((body) => body.data)

/** GET /v1/blog-posts/:id: one of the signed-in author's posts, to edit. */
export const getBlogPostById = (id: string, signal?: AbortSignal) =>
  apiRequest<BlogPostResponse>(`/blog-posts/${segment(id)}`, { signal }).then((body) => body.data)

/** GET /v1/blog-posts/mine: the signed-in author's posts, drafts included. */
export const getMyBlogPosts = (signal?: AbortSignal) =>
  apiRequest<{ data: BlogPost[] }>('/blog-posts/mine', { signal }).then((body) => body.data)

/** POST /v1/blog-posts/preview: the server renders and sanitizes, so the browser ships no Markdown library. */
export const previewBlogPost = (body: string, signal?: AbortSignal) =>
  apiRequest<{ data: { html: string } }>('/blog-posts/preview', { method: 'POST', body: { body }, signal }).then(
    (response) => response.data.html,
  )

/** Every blog query starts with this key: a write invalidates them all. */
const all = ['blog-posts'] as const

/** The blog's reads: their keys are made here only (features/README.md, decision 042). */
export const blogsQueries = {
  all,
  list: (query: BlogPostsQuery) =>
    queryOptions({
      queryKey: [...all, 'list', query],
      queryFn: ({ signal }) => getBlogPosts(query, signal),
      // The cards of the page before stay while the next page loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  post: (username: string, slug: string) =>
    queryOptions({
      queryKey: [...all, 'post', username.toLowerCase(), slug],
      queryFn: ({ signal }) => getBlogPost(username, slug, signal),
    }),
  slug: (slug: string) =>
    queryOptions({ queryKey: [...all, 'slug', slug], queryFn: ({ signal }) => getBlogSlug(slug, signal) }),
  byId: (id: string | null) =>
    queryOptions({
      queryKey: [...all, 'id', id],
      queryFn: ({ signal }) => getBlogPostById(id as string, signal),
      enabled: id !== null,
      // An edit form starts from what is saved now, not from a cached copy.
      staleTime: 0,
    }),
  /** Whether a cached query is about the post `id` (the edit form's copy, set rather than read again). */
  isAbout: (queryKey: readonly unknown[], id: string) => queryKey[2] === id,
  mine: () =>
    queryOptions({ queryKey: [...all, 'mine'], queryFn: ({ signal }) => getMyBlogPosts(signal), staleTime: 0 }),
  /** The preview of `body` (already debounced by the caller); the last one stays while the next loads. */
  preview: (body: string) =>
    queryOptions({
      queryKey: [...all, 'preview', body],
      queryFn: ({ signal }) => previewBlogPost(body, signal),
      enabled: body.trim() !== '',
      placeholderData: (previous) => previous,
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
