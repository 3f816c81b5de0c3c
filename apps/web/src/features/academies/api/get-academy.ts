import type { AcademyViewResponse } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const getAcademy = (academyId: string, signal?: AbortSignal) =>
  apiRequest<AcademyViewResponse>(`/academies/${encodeURIComponent(academyId)}`, { signal }).then((body) => body.data)

export function useAcademy(academyId: string) {
  return useQuery({ queryKey: ['academies', academyId], queryFn: ({ signal }) => getAcademy(academyId, signal) })
}
