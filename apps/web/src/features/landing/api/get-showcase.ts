import type { Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { landingQueries } from './queries.ts'

export function useShowcase(category: Sport) {
  return useQuery(landingQueries.showcase(category))
}
