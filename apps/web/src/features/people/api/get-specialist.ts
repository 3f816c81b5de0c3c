import type { CoachProfile, CoachProfileResponse } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/personal-coach/records/{id}: an approved specialist's whole profile. A malformed id is not found. */
export async function getSpecialist(coachId: string, signal?: AbortSignal): Promise<CoachProfile> {
  try {
    const body = await apiRequest<CoachProfileResponse>(`/personal-coach/records/${encodeURIComponent(coachId)}`, {
      signal,
    })
    return body.data
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(404, 'NOT_FOUND', error.message)
    throw error
  }
}

export function useSpecialist(coachId: string) {
  // Not ['coaches', id]: the owner's own record (another shape) is cached there.
  return useQuery({
    queryKey: ['specialist-profile', coachId],
    queryFn: ({ signal }) => getSpecialist(coachId, signal),
  })
}
