import { useQuery } from '@tanstack/react-query'
import { type NewsQuery, newsQueries } from './queries.ts'

export function useNews(query: NewsQuery) {
  return useQuery(newsQueries.list(query))
}
