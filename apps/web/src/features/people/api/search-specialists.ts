import { useQuery } from '@tanstack/react-query'
import { peopleQueries } from './queries.ts'

export function useSpecialistSearch(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...peopleQueries.specialistSearch(query), enabled })
}
