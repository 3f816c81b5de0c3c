import { currentTermsVersion } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn, validOnboarding } from '../../test/auth.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const me = async (headers: Record<string, string>) => (await t.app.inject({ url: '/v1/users/me', headers })).json().data

const accept = (headers: Record<string, string> | undefined, version: string) =>
  t.app.inject({ method: 'POST', url: '/v1/users/me/terms-acceptance', headers, payload: { version } })

describe('the accepted terms version', () => {
  it('is recorded at onboarding: the current version, with when it was accepted', async () => {
    const person = await signIn(t.app)
    expect(await me(person.headers)).toMatchObject({ termsVersion: null, termsAcceptedAt: null })

    const before = Date.now()
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: person.headers,
      payload: validOnboarding('terms_reader'),
    })
    expect(response.statusCode).toBe(201)
    const user = await me(person.headers)
    expect(user.termsVersion).toBe(currentTermsVersion)
    expect(Date.parse(user.termsAcceptedAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('is brought up to date when a person who accepted an older version accepts the current one', async () => {
    const person = await signIn(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: person.headers,
      payload: validOnboarding('old_terms'),
    })
    const longAgo = new Date('2025-01-01T00:00:00Z')
    await t.db.update(users).set({ termsVersion: '1.0', termsAcceptedAt: longAgo }).where(eq(users.id, person.userId))
    expect(await me(person.headers)).toMatchObject({ termsVersion: '1.0', termsAcceptedAt: longAgo.toISOString() })

    const response = await accept(person.headers, currentTermsVersion)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.termsVersion).toBe(currentTermsVersion)
    const user = await me(person.headers)
    expect(user.termsVersion).toBe(currentTermsVersion)
    expect(Date.parse(user.termsAcceptedAt)).toBeGreaterThan(longAgo.getTime())
  })

  it('is not changed by accepting a version that is not the current one', async () => {
    const person = await signIn(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: person.headers,
      payload: validOnboarding('stale_page'),
    })
    await t.db.update(users).set({ termsVersion: '1.0' }).where(eq(users.id, person.userId))

    const response = await accept(person.headers, '1.0')
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('TERMS_VERSION_OUTDATED')
    expect((await me(person.headers)).termsVersion).toBe('1.0')
  })

  it('cannot be accepted anonymously', async () => {
    const response = await accept(undefined, currentTermsVersion)
    expect(response.statusCode).toBe(401)
  })
})
