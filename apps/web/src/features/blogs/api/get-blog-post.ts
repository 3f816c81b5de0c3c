import { useQuery } from '@tanstack/react-query'
import { blogsQueries } from './queries.ts'

export function useBlogPost(username: string, slug: string) {
  return useQuery(blogsQueries.post(username, slug))
}

export function useBlogSlug(slug: string) {
  return useQuery(blogsQueries.slug(slug))
}

export function useBlogPostById(id: string | null) {
  return useQuery(blogsQueries.byId(id))
}

export function useMyBlogPosts() {
  return useQuery(blogsQueries.mine())
}
