import { useQuery } from '@tanstack/react-query'
import { specialistsQueries } from './queries.ts'

export function useSpecialist(coachId: string) {
  return useQuery(specialistsQueries.profile(coachId))
}
