import { Redis } from 'ioredis'
import { createLocalEntries, type LocalEntriesOptions, type SharedCache } from './shared-cache.ts'

export type RedisCacheOptions = LocalEntriesOptions & {
  url: string
  /** Every key starts with it: tests and several apps on one Redis keep apart. */
  prefix?: string
  onError?: (error: Error) => void
}

/**
 * The cache shared by every API process (REDIS_URL): the generation is one Redis counter, read on each
 * lookup (one round trip) and raised by INCR after a write committed, so that a write on one process
 * is seen by the next read on any other. Values live in Redis with the time limit (PX) and, once read,
 * in this process too. When Redis cannot be reached, answers are computed and not kept.
 */
export function createRedisCache({ url, prefix = 'rally:cache:', onError, ...local }: RedisCacheOptions): SharedCache {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  redis.on('error', (error) => onError?.(error))
  const entries = createLocalEntries(local)
  const generationKey = `${prefix}generation`
  const valueKey = (generation: number, key: string) => `${prefix}${generation}:${key}`

  return {
    kind: 'redis',
    async generation() {
      try {
        return Number((await redis.get(generationKey)) ?? 0)
      } catch {
        return undefined
      }
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
        await redis.incr(generationKey)
      } catch (error) {
        onError?.(error as Error)
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
