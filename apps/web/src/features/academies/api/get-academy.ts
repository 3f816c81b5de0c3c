import { useQuery } from '@tanstack/react-query'
import { academiesQueries } from './queries.ts'

export function useAcademy(academyId: string) {
  return useQuery(academiesQueries.one(academyId))
}
