import type { NewsArticle } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { newsKey } from './get-news.ts'

/** GET /v1/news/:id: one article with its text. */
export const getNewsArticle = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: NewsArticle }>(`/news/${encodeURIComponent(id)}`, { signal }).then((body) => body.data)

export function useNewsArticle(id: string) {
  return useQuery({ queryKey: [...newsKey, 'article', id], queryFn: ({ signal }) => getNewsArticle(id, signal) })
}
