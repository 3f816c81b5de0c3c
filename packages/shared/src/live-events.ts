import { z } from 'zod'

/**
 * What GET /v1/me/events streams to a signed-in person's open pages (Server-Sent Events, decision 074). The
 * stream's `event:` field is the type, `id:` the event's number (the client's `Last-Event-ID` on reconnect)
 * and `data:` the JSON below. The data of each type is defined by the module that writes it:
 * - `message`: a new message in one of the person's conversations (`conversations.ts`)
 * - `conversation-read`: the other party read up to a message (read receipts)
 * - `notification`: a new in-app notification (`notifications.ts`)
 * - `notifications-read`: the person read notifications on another page or device
 */
export const liveEventTypes = ['message', 'conversation-read', 'notification', 'notifications-read'] as const
export type LiveEventType = (typeof liveEventTypes)[number]

/**
 * Sent once on each connection, with data `{}`, when the stream has replayed what was missed and is handed
 * new events from then on. Its `id:` is where a reconnection resumes, so a page that has had no event yet
 * still resumes without a gap. A page whose stream opened without a Last-Event-ID reads its live data again
 * on it: an event written between that page's first read and the stream's start is in neither.
 */
export const liveStreamReadyEvent = 'ready'

/** One event as the browser receives it. */
export const liveEventSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(liveEventTypes),
  data: z.unknown(),
})
export type LiveEventEnvelope = z.infer<typeof liveEventSchema>

/**
 * GET /v1/me/events: `after` is the first connection's Last-Event-ID (a page that read its data up to an
 * event); a reconnecting client sends the `Last-Event-ID` header instead, which wins.
 */
export const liveStreamQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
})
