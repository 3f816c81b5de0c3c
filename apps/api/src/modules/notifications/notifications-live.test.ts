import { liveStreamReadyEvent } from '@rally/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let port: number
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(() => t.close())

/** The events of GET /v1/me/events as they arrive, over real HTTP. */
async function stream(token: string) {
  const controller = new AbortController()
  const response = await fetch(`http://127.0.0.1:${port}/v1/me/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  const events: { type: string; data: Record<string, unknown> }[] = []
  let live = false
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const type = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (type === liveStreamReadyEvent) live = true
          else if (type && data) events.push({ type, data: JSON.parse(data) })
        }
      }
    } catch {
      // Aborted by the test.
    }
  })()
  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 50) {
      if (waited > 8_000) throw new Error(`timed out; received ${JSON.stringify(events)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { events, until, isLive: () => live, close: () => controller.abort() }
}

it('a booking request reaches the provider’s open page live, and reading it tells their other pages', async () => {
  const [provider, booker] = [await signIn(t.app), await signIn(t.app)]
  const partnerId = (await insertPartner(t.db, { userId: provider.userId, feeAmount: null })).id
  const page = await stream(provider.token)
  await page.until(page.isLive)
  const booked = await t.app.inject({
    method: 'POST',
    url: '/v1/booking',
    headers: booker.headers,
    payload: {
      name: 'Yuki Tanaka',
      phone: '9012345678',
      whatsappNumber: '9012345678',
      countryCode: '+81',
      email: booker.email,
      sport: 'Tennis',
      bookingType: 'player',
      resourceId: partnerId,
    },
  })
  expect(booked.statusCode).toBe(201)
  await page.until(() => page.events.some((event) => event.type === 'notification'))
  expect(page.events.find((event) => event.type === 'notification')?.data).toMatchObject({
    event: 'booking_requested',
    params: { name: 'Yuki Tanaka' },
    link: '/inbox',
    readAt: null,
  })
  await t.app.inject({ method: 'POST', url: '/v1/me/notifications/read-all', headers: provider.headers })
  await page.until(() => page.events.some((event) => event.type === 'notifications-read'))
  page.close()
})
