import { type NewsArticle, type NewsList, newsPageSize, type Sport } from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type NewsQuery = { sport?: Sport; page?: number; limit?: number }

/** GET /v1/news: one page of articles, newest first, of one sport (with news of both) or all. */
export const getNews = ({ sport, page = 1, limit = newsPageSize.default }: NewsQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (sport) query.set('sport', sport)
  return apiRequest<NewsList>(`/news?${query}`, { signal })
}

/** GET /v1/news/:id: one article with its text. */
export const getNewsArticle = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: NewsArticle }>(`/news/${encodeURIComponent(id)}`, { signal }).then((body) => body.data)

/** Every news query starts with this key: a new article invalidates them all. */
const all = ['news'] as const

/** The news' reads: their keys are made here only (features/README.md, decision 042). */
export const newsQueries = {
  all,
  list: (query: NewsQuery) =>
    queryOptions({
      queryKey: [...all, 'list', query],
      queryFn: ({ signal }) => getNews(query, signal),
      // The cards of the page before stay while the next page loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  article: (id: string) =>
    queryOptions({ queryKey: [...all, 'article', id], queryFn: ({ signal }) => getNewsArticle(id, signal) }),
}
