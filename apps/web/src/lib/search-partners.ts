import { useQuery } from '@tanstack/react-query'
import { sharedQueries } from './queries.ts'

export function usePartnerSearch(query: string) {
  return useQuery(sharedQueries.partnerSearch(query))
}
