import { useQuery } from '@tanstack/react-query'
import { sharedQueries } from './queries.ts'

export function useSpecialistSearch(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sharedQueries.specialistSearch(query), enabled })
}
