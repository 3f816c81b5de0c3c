import type { PartnerCard, PartnerCardList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/**
 * GET /v1/sparring-partners?_id=: one active partner's public card, the first
 * element of the answer. An id that is not one (the API's 400) is a partner not found.
 */
export async function getPartner(partnerId: string, signal?: AbortSignal): Promise<PartnerCard> {
  try {
    const body = await apiRequest<PartnerCardList>(`/sparring-partners?_id=${encodeURIComponent(partnerId)}`, {
      signal,
    })
    const partner = body.data[0]
    if (!partner) throw new ApiError(404, 'NOT_FOUND', 'Sparring partner not found')
    return partner
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(404, 'NOT_FOUND', error.message)
    throw error
  }
}

export function usePartner(partnerId: string) {
  // Not ['partners', id]: the owner's own record (another shape) is cached there.
  return useQuery({ queryKey: ['partner-profile', partnerId], queryFn: ({ signal }) => getPartner(partnerId, signal) })
}
