import { useQuery } from '@tanstack/react-query'
import { type BlogPostsQuery, blogsQueries } from './queries.ts'

export function useBlogPosts(query: BlogPostsQuery) {
  return useQuery(blogsQueries.list(query))
}
