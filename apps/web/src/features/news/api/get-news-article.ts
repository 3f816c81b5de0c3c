import { useQuery } from '@tanstack/react-query'
import { newsQueries } from './queries.ts'

export function useNewsArticle(id: string) {
  return useQuery(newsQueries.article(id))
}
