import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/blog-posts/preview: the server renders and sanitizes, so the browser ships no Markdown library. */
export const previewBlogPost = (body: string, signal?: AbortSignal) =>
  apiRequest<{ data: { html: string } }>('/blog-posts/preview', { method: 'POST', body: { body }, signal }).then(
    (response) => response.data.html,
  )

/** The preview of `body` (already debounced by the caller); the last one stays while the next loads. */
export function useBlogPreview(body: string) {
  return useQuery({
    queryKey: ['blog-posts', 'preview', body],
    queryFn: ({ signal }) => previewBlogPost(body, signal),
    enabled: body.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
