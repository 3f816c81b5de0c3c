import type { ReportBlogPostInput } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/blog-posts/:id/reports: signed in, once per person and post. */
export const reportBlogPost = (id: string, input: ReportBlogPostInput) =>
  apiRequest<unknown>(`/blog-posts/${encodeURIComponent(id)}/reports`, { method: 'POST', body: input })

export function useReportBlogPost(id: string) {
  return useMutation({ mutationFn: (input: ReportBlogPostInput) => reportBlogPost(id, input) })
}
