import { useQuery } from '@tanstack/react-query'
import { consoleQueries } from '../api/queries.ts'

export function useDashboard(days: number) {
  return useQuery(consoleQueries.dashboard(days))
}
