import { useQuery } from '@tanstack/react-query'
import { peopleQueries } from './queries.ts'

export function usePartner(partnerId: string) {
  return useQuery(peopleQueries.partner(partnerId))
}
