import type { BlogPost, BlogPostResponse, BlogSlugMatch } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

const segment = encodeURIComponent

/** GET /v1/blog-posts/by-author/:username/:slug: a published post, or the reader's own draft. */
export const getBlogPost = (username: string, slug: string, signal?: AbortSignal) =>
  apiRequest<BlogPostResponse>(`/blog-posts/by-author/${segment(username)}/${segment(slug)}`, { signal }).then(
    (body) => body.data,
  )

export function useBlogPost(username: string, slug: string) {
  return useQuery({
    queryKey: ['blog-posts', 'post', username.toLowerCase(), slug],
    queryFn: ({ signal }) => getBlogPost(username, slug, signal),
  })
}

/** GET /v1/blog-posts/by-slug/:slug: the post when one author uses the slug, else every match. */
export const getBlogSlug = (slug: string, signal?: AbortSignal) =>
  apiRequest<{ data: BlogSlugMatch }>(`/blog-posts/by-slug/${segment(slug)}`, { signal }).then((body) => body.data)

export function useBlogSlug(slug: string) {
  return useQuery({ queryKey: ['blog-posts', 'slug', slug], queryFn: ({ signal }) => getBlogSlug(slug, signal) })
}

/** GET /v1/blog-posts/:id: one of the signed-in author's posts, to edit. */
export const getBlogPostById = (id: string, signal?: AbortSignal) =>
  apiRequest<BlogPostResponse>(`/blog-posts/${segment(id)}`, { signal }).then((body) => body.data)

export function useBlogPostById(id: string | null) {
  return useQuery({
    queryKey: ['blog-posts', 'id', id],
    queryFn: ({ signal }) => getBlogPostById(id as string, signal),
    enabled: id !== null,
    // An edit form starts from what is saved now, not from a cached copy.
    staleTime: 0,
  })
}

/** GET /v1/blog-posts/mine: the signed-in author's posts, drafts included. */
export const getMyBlogPosts = (signal?: AbortSignal) =>
  apiRequest<{ data: BlogPost[] }>('/blog-posts/mine', { signal }).then((body) => body.data)

export const myBlogPostsKey = ['blog-posts', 'mine'] as const

export function useMyBlogPosts() {
  return useQuery({ queryKey: myBlogPostsKey, queryFn: ({ signal }) => getMyBlogPosts(signal), staleTime: 0 })
}
