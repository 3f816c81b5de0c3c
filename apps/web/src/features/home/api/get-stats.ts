import { useQuery } from '@tanstack/react-query'
import { homeQueries } from './queries.ts'

export function useHomeStats() {
  return useQuery(homeQueries.stats())
}
