import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { nulCharacterMessage } from './text-input.ts'

// Found by the fuzz: a NUL character reached PostgreSQL, which refuses it in text, and the answer was a 500.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
})
afterAll(() => t.close())

describe('text carrying a NUL character', () => {
  it('is refused with a field error in a path, a query and a body, never a 500', async () => {
    const inPath = await t.app.inject({ url: '/v1/blog-posts/by-slug/%00' })
    expect(inPath.statusCode).toBe(400)
    expect(inPath.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: nulCharacterMessage, fields: { slug: nulCharacterMessage } },
    })

    const byAuthor = await t.app.inject({ url: '/v1/blog-posts/by-author/a%00b/some-post' })
    expect(byAuthor.json().error.fields).toEqual({ username: nulCharacterMessage })

    const inQuery = await t.app.inject({ url: '/v1/sparring-partners?q=San%00toso' })
    expect(inQuery.statusCode).toBe(400)
    expect(inQuery.json().error.fields).toEqual({ q: nulCharacterMessage })

    const inBody = await t.app.inject({
      method: 'POST',
      url: '/v1/contact-messages',
      payload: { name: 'Asha\u0000', email: 'asha@mail.example', topics: ['x\u0000'] },
    })
    expect(inBody.statusCode).toBe(400)
    expect(inBody.json().error.fields).toEqual({ name: nulCharacterMessage, 'topics.0': nulCharacterMessage })
  })

  it('leaves text without one to the route', async () => {
    expect((await t.app.inject({ url: '/v1/blog-posts/by-slug/no-such-post' })).statusCode).toBe(404)
  })
})
