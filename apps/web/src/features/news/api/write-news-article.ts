import type { NewsArticle, WriteNewsArticleInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { newsQueries } from './queries.ts'

/** POST /v1/news: an admin publishes an article; an editor's waits for an admin (status pending). */
export const writeNewsArticle = (input: WriteNewsArticleInput) =>
  apiRequest<{ data: NewsArticle }>('/news', { method: 'POST', body: input }).then((body) => body.data)

export function useWriteNewsArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: writeNewsArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueries.all }),
  })
}
