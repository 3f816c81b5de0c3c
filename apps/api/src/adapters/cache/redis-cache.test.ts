import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createRedisCache } from './redis-cache.ts'

// Two API processes' caches on one Redis (decision 048), with a key prefix of this test's own.
describe.runIf(process.env.REDIS_URL)('the Redis cache: generations pushed to every process (decision 081)', () => {
  const prefix = `rally:test-redis-cache:${process.pid}:${randomBytes(4).toString('hex')}:`
  const options = { url: process.env.REDIS_URL as string, prefix, ttlMs: 60_000, maxBytes: 1_000_000 }
  const a = createRedisCache(options)
  const b = createRedisCache(options)

  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
    const redis = new Redis(process.env.REDIS_URL as string)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  /** What `cache.generation()` answers, asked until `wanted` holds or a second has passed. */
  async function generationOf(cache: typeof a, wanted: (generation: number | undefined) => boolean) {
    const deadline = Date.now() + 1_000
    let generation = await cache.generation()
    while (!wanted(generation) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      generation = await cache.generation()
    }
    return generation
  }

  it('serves on B what A kept, until A raises the generation: then A at once, and B as soon as it hears', async () => {
    const before = await generationOf(a, (generation) => generation !== undefined)
    expect(await generationOf(b, (generation) => generation === before)).toBe(before)
    await a.set(before as number, 'partners?page=1', Buffer.from('["Asha"]'))
    expect((await b.get(before as number, 'partners?page=1'))?.toString()).toBe('["Asha"]')

    await a.invalidate()
    expect(await a.generation()).toBe((before as number) + 1)
    expect(await generationOf(b, (generation) => generation === (before as number) + 1)).toBe((before as number) + 1)
    expect(await b.get((before as number) + 1, 'partners?page=1')).toBeUndefined()
  })

  it('answers a lookup from what it heard: no read of the counter in Redis', async () => {
    // Until its subscription is up (a moment after it starts, longer on a busy machine) it reads the counter.
    const deadline = Date.now() + 5_000
    while (!a.hearing() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(a.hearing()).toBe(true)
    const monitor = await new Redis(process.env.REDIS_URL as string).monitor()
    const reads: string[] = []
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'get' && args[1] === `${prefix}generation`) reads.push(args[1])
    })
    for (let index = 0; index < 50; index++) await a.generation()
    // A command that goes through the monitor after the lookups: what they sent has been seen by then.
    await a.get(0, 'a key nobody keeps')
    await new Promise((resolve) => setTimeout(resolve, 50))
    monitor.disconnect()
    expect(reads).toEqual([])
  })

  it('hears in every process, whichever of its two connections comes up first', async () => {
    // Many processes starting at once: in some, the subscription is up before the connection that reads the
    // counter (one in 300 of them, before that read waited for its connection, never heard until it reconnected).
    const many = Array.from({ length: 150 }, () => createRedisCache(options))
    try {
      const deadline = Date.now() + 5_000
      while (many.some((cache) => !cache.hearing()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(many.filter((cache) => !cache.hearing())).toHaveLength(0)
    } finally {
      await Promise.all(many.map((cache) => cache.close()))
    }
  })

  it('raises once per write, however many processes hear it', async () => {
    const start = (await generationOf(a, (generation) => generation !== undefined)) as number
    await Promise.all([a.invalidate(), b.invalidate(), a.invalidate()])
    expect(await generationOf(a, (generation) => generation === start + 3)).toBe(start + 3)
    expect(await generationOf(b, (generation) => generation === start + 3)).toBe(start + 3)
  })
})
