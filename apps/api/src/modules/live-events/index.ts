import { liveStreamQuerySchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { LiveStreams } from './live-streams.ts'

const errors = errorResponses(400, 401)
const maxBufferedBytes = 1024 * 1024

/**
 * The signed-in person's live events as Server-Sent Events (decision 074): their own only (no id in the
 * path). The response is written straight to the socket: no compression, no buffering by a proxy.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<{ streams: LiveStreams; authenticator: Authenticator }> = async (
  app,
  { streams, authenticator },
) => {
  app.get(
    '/me/events',
    {
      // A HEAD would open a stream with nothing to read it.
      exposeHeadRoute: false,
      schema: {
        security: signedIn,
        tags: ['live'],
        summary:
          'Your live events as Server-Sent Events (text/event-stream): after the Last-Event-ID header (or `after`) once, in order, then a `ready` event (its id is where a reconnection resumes), then as they happen',
        querystring: liveStreamQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      const header = request.headers['last-event-id']
      const lastId =
        typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header) : request.query.after
      reply.hijack()
      const response = reply.raw
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx and others pass each event on at once.
        'x-accel-buffering': 'no',
      })
      response.socket?.setNoDelay(true)
      const stream = streams.open(auth.userId, lastId, {
        write: (text) => {
          if (response.writableEnded) return
          // A client that stops reading is let go rather than buffered for: it reconnects and is replayed.
          if (response.writableLength > maxBufferedBytes) response.end()
          else response.write(text)
        },
        end: () => response.end(),
      })
      request.raw.on('close', () => stream.close())
      response.on('close', () => stream.close())
    },
  )
}
