import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { AppError } from '../core/errors.ts'
import type { Authenticator } from './authentication.ts'

/**
 * How often one client may call the routes that cost something: a mail sent, a
 * payment order at the provider, a file stored, a token verified. A client is
 * the signed-in user, or else the address the request came from (behind a
 * proxy, see TRUST_PROXY). Generous enough for a family booking from one phone,
 * or a club's players behind one mobile carrier's shared address.
 */
export const rateLimits = {
  signIn: { max: 30, timeWindow: '5 minutes' },
  booking: { max: 10, timeWindow: '10 minutes' },
  paymentOrder: { max: 30, timeWindow: '10 minutes' },
  // A booker tries a few times while others take slots; each hold claims a provider's time for minutes.
  slotHold: { max: 30, timeWindow: '10 minutes' },
  manualPayment: { max: 10, timeWindow: '10 minutes' },
  upload: { max: 60, timeWindow: '10 minutes' },
  rating: { max: 20, timeWindow: '1 hour' },
  testimonial: { max: 10, timeWindow: '1 hour' },
  newsArticle: { max: 30, timeWindow: '1 hour' },
  profileWrite: { max: 60, timeWindow: '10 minutes' },
  usernameCheck: { max: 120, timeWindow: '1 minute' },
  // Each message sends two e-mails, one to an address the visitor chose.
  contact: { max: 5, timeWindow: '1 hour' },
  blogWrite: { max: 60, timeWindow: '10 minutes' },
  // The write page asks for a preview as the author types (debounced).
  blogPreview: { max: 300, timeWindow: '10 minutes' },
  blogReport: { max: 20, timeWindow: '1 hour' },
  // Guests apply too: each application stores a CV and sends two e-mails.
  jobApplication: { max: 20, timeWindow: '10 minutes' },
  // Conversations (decision 073): a person chatting sends a few a minute; a spammer is stopped early.
  message: { max: 60, timeWindow: '1 minute' },
  newConversation: { max: 30, timeWindow: '1 hour' },
  block: { max: 20, timeWindow: '1 hour' },
  messageReport: { max: 20, timeWindow: '1 hour' },
  // A page rendered on the server costs 40–250 ms; one from the page cache nothing. A person's own
  // visit renders one page (the app draws the next ones in the browser), so this is a crawler's pace.
  pageRender: { max: 60, timeWindow: '1 minute' },
} as const satisfies Record<string, Pick<RateLimitOptions, 'max' | 'timeWindow'>>

/** A route's limit, for its `config.rateLimit`. */
export const limitOf = (name: keyof typeof rateLimits, extra: Partial<RateLimitOptions> = {}) => ({
  rateLimit: { ...rateLimits[name], ...extra },
})

export const rateLimitedMessage = (after: string) => `Too many requests. Please try again in ${after}.`

/**
 * Counts calls per client and route, in this process or, with REDIS_URL, in
 * Redis shared by every API process. When Redis cannot be reached the request
 * is served (a limit is protection, not a gate worth an outage).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { enabled, redisUrl }: Config['rateLimits'],
  authenticator: Authenticator,
) {
  if (!enabled) return
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined
  if (redis) {
    let warned = false
    redis.on('error', (error) => {
      if (!warned) app.log.warn({ err: error }, 'rate-limit counters: Redis unreachable; serving without limits')
      warned = true
    })
    redis.on('ready', () => {
      warned = false
    })
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'rally:rate-limit:',
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) => clientKey(request, authenticator),
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', rateLimitedMessage(context.after)),
  })
}

async function clientKey(request: FastifyRequest, authenticator: Authenticator): Promise<string> {
  const auth = await authenticator.optional(request)
  // IPv6 by its /64 network: a phone or a home holds many addresses of it.
  return auth ? `user:${auth.userId}` : `ip:${normalizeIP(request.ip)}`
}

/** Whether a client may have one more of some work now; when not, in how many seconds again. */
export type WorkLimit = (request: FastifyRequest) => Promise<{ retryAfterSeconds: number } | undefined>

/**
 * A limit on work that is not a route of its own (a page rendered because the page cache did not
 * have it): the same clients and counters as the routes' limits, under the work's own name. Undefined
 * when limits are off (RATE_LIMITS=false).
 */
export function workLimit(
  app: FastifyInstance,
  name: keyof typeof rateLimits,
  authenticator: Authenticator,
): WorkLimit | undefined {
  if (!app.hasDecorator('createRateLimit')) return undefined
  const count = app.createRateLimit({
    ...rateLimits[name],
    keyGenerator: async (request) => `${name}:${await clientKey(request, authenticator)}`,
  })
  return async (request) => {
    const verdict = await count(request)
    return !verdict.isAllowed && verdict.isExceeded ? { retryAfterSeconds: verdict.ttlInSeconds } : undefined
  }
}
