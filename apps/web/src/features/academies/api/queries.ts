import type { AcademyList, AcademyViewResponse, Sport } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

export const getAcademies = (category: Sport, signal?: AbortSignal) =>
  apiRequest<AcademyList>(`/academies?category=${category}`, { signal }).then((list) => list.data)

export const getAcademy = (academyId: string, signal?: AbortSignal) =>
  apiRequest<AcademyViewResponse>(`/academies/${encodeURIComponent(academyId)}`, { signal }).then((body) => body.data)

/** The academies' reads: their keys are made here only (features/README.md, decision 042). */
export const academiesQueries = {
  /** Every public read of academies: an operator's change refreshes them all. */
  all: ['academies'] as const,
  list: (category: Sport) =>
    queryOptions({ queryKey: ['academies', { category }], queryFn: ({ signal }) => getAcademies(category, signal) }),
  one: (academyId: string) =>
    queryOptions({ queryKey: ['academies', academyId], queryFn: ({ signal }) => getAcademy(academyId, signal) }),
  /** The signed-in owner's academy, approved or waiting (GET /v1/academies/{id} shows an owner both). */
  own: (academyId: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'academy', academyId],
      queryFn: ({ signal }) => getAcademy(academyId, signal),
    }),
}
