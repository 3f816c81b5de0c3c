import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { signIn, validOnboarding } from '../test/auth.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('what browsers, proxies and CDNs may keep', () => {
  it('never stores a personal answer: the signed-in user, their own record, the console', async () => {
    const player = await signIn(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: player.headers,
      payload: validOnboarding('cache_me'),
    })
    const admin = await signIn(t.app)
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
    const personal = [
      ['/v1/users/me', player.headers],
      [`/v1/users?userId=${player.userId}`, player.headers],
      ['/v1/console/dashboard', admin.headers],
    ] as const
    for (const [url, headers] of personal) {
      const answer = await t.app.inject({ url, headers })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBe('private, no-store')
      // Never asked for again with If-None-Match: no ETag is worked out for it.
      expect(answer.headers.etag, url).toBeUndefined()
    }
  })

  it('keeps the public catalogue cacheable, whoever asks', async () => {
    const player = await signIn(t.app)
    for (const headers of [{}, player.headers]) {
      const answer = await t.app.inject({ url: '/v1/academies?category=Tennis', headers })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1800')
      expect(answer.headers.etag).toMatch(/^"\w+"$/)
      const again = await t.app.inject({
        url: '/v1/academies?category=Tennis',
        headers: { ...headers, 'if-none-match': answer.headers.etag as string },
      })
      expect(again.statusCode).toBe(304)
    }
  })
})
