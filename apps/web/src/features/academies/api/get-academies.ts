import type { Academy, AcademyList, Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const getAcademies = (category: Sport, signal?: AbortSignal) =>
  apiRequest<AcademyList>(`/academies?category=${category}`, { signal }).then((list) => list.data)

export function useAcademies(category: Sport) {
  return useQuery<Academy[]>({
    queryKey: ['academies', { category }],
    queryFn: ({ signal }) => getAcademies(category, signal),
  })
}
