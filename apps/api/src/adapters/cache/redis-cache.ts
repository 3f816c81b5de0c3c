import { Redis } from 'ioredis'
import { createLocalEntries, type LocalEntriesOptions, type SharedCache } from './shared-cache.ts'

export type RedisCacheOptions = LocalEntriesOptions & {
  url: string
  /** Every key starts with it: tests and several apps on one Redis keep apart. */
  prefix?: string
  onError?: (error: Error) => void
}

/** Raises the generation and tells every process, in one step: no process can miss a raise that happened. */
const raiseGeneration = `local generation = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], generation)
return generation`

/**
 * The cache shared by every API process (REDIS_URL): the generation is one Redis counter, raised after a write
 * committed (INCR and PUBLISH in one script), so that a write on one process is seen by the next read on any
 * other. Each process hears the raises on a subscription and keeps the newest generation (decision 081): a lookup
 * costs no round trip. While that subscription is not up (starting, or reconnecting after a drop), the counter is
 * read on each lookup instead, as before. Values live in Redis with the time limit (PX) and, once read, in this
 * process too. When Redis cannot be reached, answers are computed and not kept.
 */
export function createRedisCache({
  url,
  prefix = 'rally:cache:',
  onError,
  ...local
}: RedisCacheOptions): SharedCache & { hearing(): boolean } {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  redis.on('error', (error) => onError?.(error))
  const entries = createLocalEntries(local)
  const generationKey = `${prefix}generation`
  const generationChannel = `${prefix}generation-raised`
  const valueKey = (generation: number, key: string) => `${prefix}${generation}:${key}`

  // The newest generation heard, while the subscription is up; undefined otherwise (then read from Redis).
  let heard: number | undefined
  const hear = (generation: number) => {
    if (Number.isSafeInteger(generation) && (heard === undefined || generation > heard)) heard = generation
  }
  const subscriber = redis.duplicate()
  subscriber.on('error', (error) => onError?.(error))
  subscriber.on('close', () => {
    heard = undefined
  })
  subscriber.on('message', (channel, text) => {
    if (channel === generationChannel && heard !== undefined) hear(Number(text))
  })
  // On each (re)connection: subscribe first, then read the counter, so that no raise falls between the two.
  // The counter is read on the other connection, which may still be connecting then (it sends nothing while it
  // is not ready): the read waits for it, else this process would never hear until its next reconnection.
  subscriber.on('ready', async () => {
    try {
      await subscriber.subscribe(generationChannel)
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
      const current = Number((await redis.get(generationKey)) ?? 0)
      // Unless the subscription dropped meanwhile: then its next 'ready' reads again.
      if (subscriber.status === 'ready') heard = heard === undefined ? current : Math.max(heard, current)
    } catch (error) {
      heard = undefined
      onError?.(error as Error)
    }
  })

  async function readGeneration() {
    try {
      return Number((await redis.get(generationKey)) ?? 0)
    } catch {
      return undefined
    }
  }

  return {
    kind: 'redis',
    /** Whether this process hears the raises (its subscription is up): then a lookup makes no round trip. */
    hearing: () => heard !== undefined,
    async generation() {
      return heard ?? (await readGeneration())
    },
    async get(generation, key) {
      const kept = entries.get(generation, key)
      if (kept) return kept
      try {
        const [[, value], [, left]] = (await redis
          .pipeline()
          .getBuffer(valueKey(generation, key))
          .pttl(valueKey(generation, key))
          .exec()) as [[unknown, Buffer | null], [unknown, number]]
        if (!value) return undefined
        // Kept here for what is left of its time in Redis, not for a time limit of its own.
        entries.set(generation, key, value, left)
        return value
      } catch {
        return undefined
      }
    },
    async set(generation, key, value, ttlMs = local.ttlMs) {
      const lifetime = Math.floor(Math.min(ttlMs, local.ttlMs))
      if (!(lifetime > 0)) return
      entries.set(generation, key, value, lifetime)
      await redis.set(valueKey(generation, key), value, 'PX', lifetime).catch(() => undefined)
    },
    async invalidate() {
      try {
        // This process's next read sees its own write at once, whatever the subscription is doing.
        const raised = Number(await redis.eval(raiseGeneration, 2, generationKey, generationChannel))
        if (heard !== undefined) hear(raised)
      } catch (error) {
        onError?.(error as Error)
      }
    },
    async close() {
      heard = undefined
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        redis.quit().catch(() => redis.disconnect()),
      ])
    },
  }
}
