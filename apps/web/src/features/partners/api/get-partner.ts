import { useQuery } from '@tanstack/react-query'
import { partnersQueries } from './queries.ts'

export function usePartner(partnerId: string) {
  return useQuery(partnersQueries.profile(partnerId))
}
