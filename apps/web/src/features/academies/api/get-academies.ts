import type { Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { academiesQueries } from './queries.ts'

export function useAcademies(category: Sport) {
  return useQuery(academiesQueries.list(category))
}
