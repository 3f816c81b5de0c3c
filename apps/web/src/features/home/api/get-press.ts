import type { PressList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/press: the articles about Rally the operators list, in their order. */
export const getPress = (signal?: AbortSignal) => apiRequest<PressList>('/press', { signal }).then((body) => body.data)

export function usePress() {
  return useQuery({ queryKey: ['press'], queryFn: ({ signal }) => getPress(signal) })
}
