import type { PartnerCard, PartnerCardList, PartnerRecordList } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

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

/** GET /v1/sparring-partners?email=: the signed-in person's own partner profile (first of the list), if any. */
export const getOwnPartnerRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<PartnerRecordList>(`/sparring-partners?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

/** The partners' reads: their keys are made here only (features/README.md, decision 042). */
export const partnersQueries = {
  // Not ['partners', id]: the owner's own record (another shape) is cached apart.
  profile: (partnerId: string) =>
    queryOptions({ queryKey: ['partner-profile', partnerId], queryFn: ({ signal }) => getPartner(partnerId, signal) }),
  own: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'partner', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnPartnerRecord(email, signal),
      // Nobody signed in: nobody to look up.
      enabled: email !== '',
    }),
}
