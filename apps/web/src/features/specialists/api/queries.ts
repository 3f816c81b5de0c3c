import type { CoachProfile, CoachProfileResponse, CoachRecordList } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

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

/** GET /v1/personal-coach/records?email=: the signed-in person's own specialist profile, if they have one. */
export const getOwnSpecialistRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<CoachRecordList>(`/personal-coach/records?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

/** The specialists' reads: their keys are made here only (features/README.md, decision 042). */
export const specialistsQueries = {
  // Not ['coaches', id]: the owner's own record (another shape) is cached apart.
  profile: (coachId: string) =>
    queryOptions({
      queryKey: ['specialist-profile', coachId],
      queryFn: ({ signal }) => getSpecialist(coachId, signal),
    }),
  own: (email: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'coach', email.toLowerCase()],
      queryFn: ({ signal }) => getOwnSpecialistRecord(email, signal),
      // Nobody signed in: nobody to look up.
      enabled: email !== '',
    }),
}
