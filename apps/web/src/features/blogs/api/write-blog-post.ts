import type { BlogPost, BlogPostInput, BlogPostResponse } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { blogsQueries } from './queries.ts'

/** POST /v1/blog-posts (a new draft) or PUT /v1/blog-posts/:id (a post being edited). */
export const saveBlogPost = (id: string | null, input: BlogPostInput) =>
  apiRequest<BlogPostResponse>(id ? `/blog-posts/${encodeURIComponent(id)}` : '/blog-posts', {
    method: id ? 'PUT' : 'POST',
    body: input,
  }).then((body) => body.data)

/** POST /v1/blog-posts/:id/publish: a first post waits for moderation, later ones go out at once. */
export const publishBlogPost = (id: string) =>
  apiRequest<BlogPostResponse>(`/blog-posts/${encodeURIComponent(id)}/publish`, { method: 'POST' }).then(
    (body) => body.data,
  )

/** DELETE /v1/blog-posts/:id */
export const deleteBlogPost = (id: string) =>
  apiRequest<void>(`/blog-posts/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** Saves, and publishes when asked; every cached list and post is stale afterwards. */
export function useWriteBlogPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input, publish }: { id: string | null; input: BlogPostInput; publish: boolean }) => {
      const saved = await saveBlogPost(id, input)
      return publish ? publishBlogPost(saved.id) : saved
    },
    onSuccess: (post: BlogPost) => {
      queryClient.setQueryData(blogsQueries.byId(post.id).queryKey, post)
      return queryClient.invalidateQueries({
        queryKey: blogsQueries.all,
        predicate: (query) => !blogsQueries.isAbout(query.queryKey, post.id),
      })
    },
  })
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsQueries.all }),
  })
}
