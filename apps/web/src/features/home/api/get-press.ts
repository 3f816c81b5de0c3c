import { useQuery } from '@tanstack/react-query'
import { homeQueries } from './queries.ts'

export function usePress() {
  return useQuery(homeQueries.press())
}
