import { useQuery } from '@tanstack/react-query'
import { blogsQueries } from './queries.ts'

/** The preview of `body` (already debounced by the caller); the last one stays while the next loads. */
export function useBlogPreview(body: string) {
  return useQuery(blogsQueries.preview(body))
}
