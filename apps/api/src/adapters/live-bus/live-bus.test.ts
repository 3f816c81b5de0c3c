import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { newestLiveEvent } from '../../db/live-events.ts'
import type { LiveSignal } from './index.ts'
import { signalCodec } from './live-bus.ts'
import { createPostgresLiveBus } from './postgres-live-bus.ts'
import { createRedisLiveBus } from './redis-live-bus.ts'

const until = async (done: () => boolean, what: string, timeoutMs = 8_000) => {
  const started = Date.now()
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the Redis live bus', () => {
  it('tells its own process at once, and closes without hanging or throwing when Redis never answered', async () => {
    const errors: Error[] = []
    const bus = createRedisLiveBus({
      url: 'redis://127.0.0.1:9',
      channel: 'rally_live',
      onError: (e) => errors.push(e),
    })
    const heard: LiveSignal[] = []
    bus.subscribe((signal) => heard.push(signal))
    const signal = { userId: randomUUID(), id: 7 }
    expect(() => bus.publish(signal)).not.toThrow()
    expect(heard).toEqual([signal])
    const started = Date.now()
    await bus.close()
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

// A PostgreSQL server: the listening connection is cut (a restart, a failover) and made again.
const serverUrl = process.env.DATABASE_URL
describe.runIf(Boolean(serverUrl))('the LISTEN/NOTIFY live bus', () => {
  it('connects again when its connection is cut, says signals may have been missed, and hears again', async () => {
    const channel = `live_test_${randomBytes(6).toString('hex')}`
    const listener = createPostgresLiveBus({ url: serverUrl as string, channel })
    const sender = createPostgresLiveBus({ url: serverUrl as string, channel })
    const heard: LiveSignal[] = []
    let gaps = 0
    listener.subscribe(
      (signal) => heard.push(signal),
      () => gaps++,
    )
    const userId = randomUUID()
    try {
      await until(() => {
        sender.publish({ userId, id: 1 })
        return heard.length > 0
      }, 'the first signal')
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      // Both buses' connections listen on the channel; cut them all.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'rally-live-bus' and query ilike $1`,
        [`%${channel}%`],
      )
      await admin.end()
      await until(() => gaps > 0, 'the gap')
      heard.length = 0
      await until(() => {
        sender.publish({ userId, id: 2 })
        return heard.some((signal) => signal.id === 2)
      }, 'a signal after the cut')
      expect(heard.every((signal) => signal.userId === userId)).toBe(true)
    } finally {
      await listener.close()
      await sender.close()
    }
  })
})

describe('signals on the wire', () => {
  it('carry any event id to another process, the newest-event signal (Number.MAX_SAFE_INTEGER) too, and drop what is not a signal', () => {
    const [sending, receiving] = [signalCodec(), signalCodec()]
    const userId = randomUUID()
    const signals = [
      { userId, id: 1 },
      { userId, id: 123_456_789_012_345 },
      { userId, id: newestLiveEvent },
    ]
    const wire = sending.encode(signals)
    expect(receiving.decode(wire)).toEqual(signals)
    expect(sending.decode(wire)).toEqual([])
    const [origin] = wire.split('\n')
    expect(receiving.decode(`${origin}\n${userId} 99999999999999999\nnot-a-user 3\n${userId} -4`)).toEqual([])
  })
})
