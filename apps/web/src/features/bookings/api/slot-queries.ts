import type {
  BookableKindName,
  SlotHold,
  SlotList,
  slotHoldResponseSchema,
  slotListResponseSchema,
} from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** Which open times to read: the booker's zone groups the days (GET /v1/schedules/{kind}/{id}/slots). */
export type SlotQuery = {
  /** The first day in the booker's zone ("2026-12-05"); the server's today in that zone when absent. */
  from?: string
  days: number
  timeZone: string
  sessionMinutes?: number
}

export function slotListPath(kind: BookableKindName, id: string, query: SlotQuery): string {
  const params = new URLSearchParams({ days: String(query.days), timeZone: query.timeZone })
  if (query.from) params.set('from', query.from)
  if (query.sessionMinutes) params.set('sessionMinutes', String(query.sessionMinutes))
  return `/schedules/${kind}/${encodeURIComponent(id)}/slots?${params}`
}

export const getSlots = (kind: BookableKindName, id: string, query: SlotQuery, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof slotListResponseSchema>>(slotListPath(kind, id, query), { signal }).then(
    (body): SlotList => body.data,
  )

/** POST /v1/slot-holds: the slot is the booker's for `slotHoldMinutes` (409 SLOT_NOT_OPEN when taken). */
export const createSlotHold = (
  input: { kind: BookableKindName; id: string; start: string; sessionMinutes: number },
  language: string,
) =>
  apiRequest<z.infer<typeof slotHoldResponseSchema>>('/slot-holds', {
    method: 'POST',
    body: input,
    headers: { 'accept-language': language },
  }).then((body): SlotHold => body.data)

/** DELETE /v1/slot-holds/{id}: whoever has the id lets the slot go (choosing another, leaving). */
export const releaseSlotHold = (holdId: string) =>
  apiRequest<void>(`/slot-holds/${encodeURIComponent(holdId)}`, { method: 'DELETE' })

const all = ['slots'] as const

/** The open times' reads: their keys are made here only (decision 042). */
export const slotQueries = {
  /** Every provider's open times: a hold, a booking or a refusal reads them again. */
  all,
  /** One provider's open times for some days in the booker's zone. Always fresh: others take slots. */
  list: (kind: BookableKindName, id: string, query: SlotQuery) =>
    queryOptions({
      queryKey: [...all, kind, id, query.timeZone, query.from ?? 'today', query.days, query.sessionMinutes ?? 0],
      queryFn: ({ signal }) => getSlots(kind, id, query, signal),
      staleTime: 0,
    }),
}
