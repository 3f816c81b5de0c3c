import { type LiveEventType, liveStreamReadyEvent } from '@rally/shared'
import { useAuth } from './auth-store.ts'
import { createSseParser } from './sse.ts'

type Handler = (data: unknown, id: number) => void

const handlers = new Map<LiveEventType, Set<Handler>>()
const resyncHandlers = new Set<() => void>()
let connection: { token: string; stop: () => void } | undefined
let lastEventId: string | undefined
let watchingAuth = false

/**
 * Hears the signed-in person's live events of one type (GET /v1/me/events, decision 074): one stream per
 * tab, opened on the first subscription while signed in, read with fetch (EventSource cannot send the
 * bearer token), reconnected with backoff and Last-Event-ID (missed events come once, in order), closed
 * on sign-out and when nothing listens. Returns the unsubscribe.
 */
export function subscribeLive(type: LiveEventType, handler: Handler): () => void {
  const set = handlers.get(type) ?? new Set()
  handlers.set(type, set)
  set.add(handler)
  update()
  return () => {
    set.delete(handler)
    if (set.size === 0) handlers.delete(type)
    update()
  }
}

/**
 * Hears when the stream has started afresh (no Last-Event-ID: the first connection of a page or of a
 * person) and is live: what the page read before may lack an event written before the stream began, so the
 * handler reads its live data again. A reconnection with a Last-Event-ID is replayed instead. Does not open
 * the stream by itself; returns the unsubscribe.
 */
export function onLiveResync(handler: () => void): () => void {
  resyncHandlers.add(handler)
  return () => resyncHandlers.delete(handler)
}

/** Opens, keeps or closes the stream for who is signed in and whether anything listens. */
function update() {
  if (typeof window === 'undefined') return
  if (!watchingAuth) {
    watchingAuth = true
    useAuth.subscribe(update)
  }
  const token = useAuth.getState().token
  if (connection && connection.token !== token) {
    connection.stop()
    connection = undefined
    // Another person's stream starts anew.
    lastEventId = undefined
  }
  if (handlers.size === 0) {
    connection?.stop()
    connection = undefined
  } else if (token && !connection) {
    connection = { token, stop: open(token) }
  }
}

function open(token: string): () => void {
  const controller = new AbortController()
  let retryMs = 3_000
  let failures = 0
  const run = async () => {
    while (!controller.signal.aborted) {
      const resuming = lastEventId !== undefined
      try {
        const response = await fetch('/v1/me/events', {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          cache: 'no-store',
          signal: controller.signal,
        })
        // The session is over: the app's next call signs the person out; nothing to reconnect to.
        if (response.status === 401 || response.status === 403) return
        if (response.ok && response.body) {
          failures = 0
          const feed = createSseParser(
            (event) => {
              if (event.id) lastEventId = event.id
              if (event.event === liveStreamReadyEvent) {
                if (!resuming) for (const handler of resyncHandlers) handler()
                return
              }
              let data: unknown
              try {
                data = JSON.parse(event.data)
              } catch {
                return
              }
              for (const handler of handlers.get(event.event as LiveEventType) ?? []) handler(data, Number(event.id))
            },
            (ms) => {
              retryMs = ms
            },
          )
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            feed(value)
          }
        }
      } catch {
        // A dropped connection or the abort below; either way, the loop decides.
      }
      if (controller.signal.aborted) return
      // Backing off: the server's retry time, doubled per failure up to a minute, with jitter.
      failures++
      const delay = Math.min(60_000, retryMs * 2 ** Math.min(failures - 1, 5)) * (0.5 + Math.random() / 2)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  void run()
  return () => controller.abort()
}
