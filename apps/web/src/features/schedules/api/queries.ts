import type { AvailabilityInput, availabilityResponseSchema, BookableKindName } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

export type SavedAvailability = NonNullable<z.infer<typeof availabilityResponseSchema>['data']>

const schedulePath = (kind: BookableKindName, id: string) => `/schedules/${kind}/${encodeURIComponent(id)}`

/** GET /v1/schedules/{kind}/{id}: the owner's availability, or null when none was ever set. */
export const getAvailability = (kind: BookableKindName, id: string, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof availabilityResponseSchema>>(schedulePath(kind, id), { signal }).then((body) => body.data)

/** PUT /v1/schedules/{kind}/{id}: the whole availability at once. */
export const putAvailability = (kind: BookableKindName, id: string, input: AvailabilityInput, language: string) =>
  apiRequest<z.infer<typeof availabilityResponseSchema>>(schedulePath(kind, id), {
    method: 'PUT',
    body: input,
    headers: { 'accept-language': language },
  }).then((body) => body.data)

/** The schedules' reads: keys made here only (decision 042). Private: under the account's key, gone at sign-out. */
export const schedulesQueries = {
  availability: (kind: BookableKindName, id: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'availability', kind, id],
      queryFn: ({ signal }) => getAvailability(kind, id, signal),
    }),
}
