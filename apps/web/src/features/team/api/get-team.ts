import { useQuery } from '@tanstack/react-query'
import { teamQueries } from './queries.ts'

export function useTeam() {
  return useQuery(teamQueries.members())
}
