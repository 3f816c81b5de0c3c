import { useQuery } from '@tanstack/react-query'
import { peopleQueries } from './queries.ts'

export function useSpecialist(coachId: string) {
  return useQuery(peopleQueries.specialist(coachId))
}
