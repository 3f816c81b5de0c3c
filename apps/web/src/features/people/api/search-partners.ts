import { useQuery } from '@tanstack/react-query'
import { peopleQueries } from './queries.ts'

export function usePartnerSearch(query: string) {
  return useQuery(peopleQueries.partnerSearch(query))
}
