import type { Config } from '../../config.ts'
import { createRedisCache } from './redis-cache.ts'
import { createMemoryCache, createNoCache, type SharedCache } from './shared-cache.ts'

export type { SharedCache } from './shared-cache.ts'

/** Redis when REDIS_URL is set, in this process otherwise, nothing with PUBLIC_CACHE=off. */
export function createSharedCache(
  config: Config['publicCache'],
  onError: (error: Error) => void = () => {},
): SharedCache {
  if (!config.enabled) return createNoCache()
  const local = { ttlMs: config.ttlMs, maxBytes: config.maxBytes }
  return config.redisUrl
    ? createRedisCache({ url: config.redisUrl, prefix: config.redisPrefix, onError, ...local })
    : createMemoryCache(local)
}
