import { useQuery } from '@tanstack/react-query'
import { sharedQueries } from './queries.ts'

export function useSiteConfig() {
  return useQuery(sharedQueries.siteConfig())
}
