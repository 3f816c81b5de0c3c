import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { signIn } from '../test/auth.ts'
import { insertPartner } from '../test/fixtures.ts'
import { rateLimits } from './rate-limits.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

let emailCounter = 0
const bookingRequest = (resourceId: string) => ({
  name: 'Asha Verma',
  phone: '9845012345',
  whatsappNumber: '9845012345',
  countryCode: '+91',
  email: `asha.limits.${++emailCounter}@mail.example`,
  sport: 'Tennis',
  bookingType: 'player',
  resourceId,
})

const from = (address: string) => ({ remoteAddress: address })
const randomGroup = () => Math.floor(Math.random() * 0xffff).toString(16)

describe('per-client limits on the routes that cost something', () => {
  let t: TestApp
  let partnerId: string
  beforeAll(async () => {
    t = await createTestApp()
    partnerId = (await insertPartner(t.db, { feeAmount: 290 })).id
  })
  afterAll(() => t.close())

  const book = (address: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/booking', payload, headers, ...from(address) })

  it('lets a guest make 10 booking requests in 10 minutes, then answers 429 with when to try again', async () => {
    const { max } = rateLimits.booking
    for (let n = 1; n <= max; n++) {
      const answer = await book('203.0.113.10', bookingRequest(partnerId))
      expect(answer.statusCode, `request ${n}`).toBe(201)
    }
    const refused = await book('203.0.113.10', bookingRequest(partnerId))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 10 minutes.' },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600)

    // Someone else, and a signed-in player on the same address, are counted on their own.
    expect((await book('203.0.113.11', bookingRequest(partnerId))).statusCode).toBe(201)
    const player = await signIn(t.app)
    expect((await book('203.0.113.10', bookingRequest(partnerId), player.headers)).statusCode).toBe(201)
  })

  it('never holds back a booking that was already paid for', async () => {
    const address = '203.0.113.20'
    for (let n = 0; n < rateLimits.booking.max; n++) await book(address, bookingRequest(partnerId))
    expect((await book(address, bookingRequest(partnerId))).statusCode).toBe(429)

    const body = bookingRequest(partnerId)
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay',
      payload: {
        action: 'CreateOrder',
        currency: 'INR',
        amount: 290,
        receipt: 'r',
        bookingData: body,
        bookingType: 'player',
      },
      ...from(address),
    })
    expect(order.statusCode).toBe(200)
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/razorpay/sandbox/pay',
        payload: { order_id: order.json().data.id },
      })
    ).json()
    const paid = await book(address, {
      ...body,
      razorpayOrderId: proof.razorpay_order_id,
      razorpayPaymentId: proof.razorpay_payment_id,
      razorpaySignature: proof.razorpay_signature,
    })
    expect(paid.statusCode).toBe(201)
    expect(paid.json().data.paymentStatus).toBe('completed')
  })

  it('does not believe X-Forwarded-For unless told to trust a proxy', async () => {
    const attempts = Array.from({ length: rateLimits.signIn.max + 1 }, (_, n) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { authorization: 'Bearer not-a-token', 'x-forwarded-for': `198.51.100.${n}` },
        ...from('203.0.113.30'),
      }),
    )
    const codes = (await Promise.all(attempts)).map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 401)).toHaveLength(rateLimits.signIn.max)
    expect(codes.filter((code) => code === 429)).toHaveLength(1)
  })

  it("counts the addresses of one IPv6 network (a /64: one phone's or home's) as one client", async () => {
    const signInFrom = (address: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth', headers: { authorization: 'Bearer x' }, ...from(address) })
    const codes: number[] = []
    for (let n = 0; n <= rateLimits.signIn.max; n++)
      codes.push((await signInFrom(`2001:db8:77:1::${(n + 1).toString(16)}`)).statusCode)
    expect(codes.at(-1)).toBe(429)
    expect((await signInFrom('2001:db8:77:2::1')).statusCode).toBe(401)
  })

  it('counts username checks per signed-in user, not per address', async () => {
    const person = await signIn(t.app)
    const checks = await Promise.all(
      Array.from({ length: rateLimits.usernameCheck.max + 1 }, (_, n) =>
        t.app.inject({
          url: `/v1/users/check-username?username=someone_${n}`,
          headers: person.headers,
          ...from(`192.0.2.${n % 200}`),
        }),
      ),
    )
    expect(checks.filter((answer) => answer.statusCode === 429)).toHaveLength(1)
    const other = await signIn(t.app)
    const theirs = await t.app.inject({ url: '/v1/users/check-username?username=free_name', headers: other.headers })
    expect(theirs.statusCode).toBe(200)
  })
})

describe('behind a trusted proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it("counts each client by the proxy's X-Forwarded-For", async () => {
    const signInFrom = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { authorization: 'Bearer not-a-token', 'x-forwarded-for': client },
        ...from('127.0.0.1'),
      })
    for (let n = 0; n < rateLimits.signIn.max; n++) expect((await signInFrom('198.51.100.1')).statusCode).toBe(401)
    expect((await signInFrom('198.51.100.1')).statusCode).toBe(429)
    expect((await signInFrom('198.51.100.2')).statusCode).toBe(401)
  })
})

describe('counters in Redis (REDIS_URL)', () => {
  it('serves requests, unlimited, while Redis cannot be reached', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
    try {
      const codes = await Promise.all(
        Array.from({ length: rateLimits.signIn.max + 5 }, () =>
          t.app.inject({ method: 'POST', url: '/v1/auth', headers: { authorization: 'Bearer x' } }),
        ),
      )
      expect(new Set(codes.map((answer) => answer.statusCode))).toEqual(new Set([401]))
    } finally {
      await t.close()
    }
  })

  // A Redis server is on the developer and CI machines; CI's second run sets REDIS_URL.
  const redisUrl = process.env.REDIS_URL
  it.runIf(Boolean(redisUrl))('shares the count between API processes', async () => {
    const [first, second] = await Promise.all([
      createTestApp({ REDIS_URL: redisUrl as string }),
      createTestApp({ REDIS_URL: redisUrl as string }),
    ])
    try {
      // Addresses of this run's own (IPv6, random), so that counters left in Redis cannot matter.
      const client = `2001:db8:${randomGroup()}::1`
      const attempt = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/v1/auth', headers: { authorization: 'Bearer x' }, ...from(client) })
      // Until its connection is up, an app serves without counting: wait for both to count.
      let probe = 0
      const counts = async (app: TestApp) => {
        const answer = await app.app.inject({
          method: 'POST',
          url: '/v1/auth',
          headers: { authorization: 'Bearer x' },
          ...from(`2001:db8:${randomGroup()}::${(++probe).toString(16)}`),
        })
        return answer.headers['x-ratelimit-remaining'] === String(rateLimits.signIn.max - 1)
      }
      await expect.poll(() => counts(first)).toBe(true)
      await expect.poll(() => counts(second)).toBe(true)
      for (let n = 0; n < rateLimits.signIn.max; n++) {
        expect((await attempt(n % 2 ? second : first)).statusCode).toBe(401)
      }
      expect((await attempt(second)).statusCode).toBe(429)
      expect((await attempt(first)).statusCode).toBe(429)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
