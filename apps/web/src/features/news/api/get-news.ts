import { type NewsList, newsPageSize, type Sport } from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

type NewsQuery = { sport?: Sport; page?: number; limit?: number }

/** GET /v1/news: one page of articles, newest first, of one sport (with news of both) or all. */
export const getNews = ({ sport, page = 1, limit = newsPageSize.default }: NewsQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (sport) query.set('sport', sport)
  return apiRequest<NewsList>(`/news?${query}`, { signal })
}

export const newsKey = ['news'] as const

export function useNews(query: NewsQuery) {
  return useQuery({
    queryKey: [...newsKey, 'list', query],
    queryFn: ({ signal }) => getNews(query, signal),
    // The cards of the page before stay while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })
}
