import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'

type Operation = { security?: unknown[] }
type Paths = Record<string, Record<string, Operation>>

/** Every private operation the API documents, with its OpenAPI path turned back into a URL. */
function privateOperations(paths: Paths) {
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length > 0)
      .map(([method, _]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, 'not-a-valid-id'),
      })),
  )
}

describe('authentication before validation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let operations: ReturnType<typeof privateOperations>

  beforeAll(async () => {
    t = await createTestApp()
    operations = privateOperations((await t.app.inject({ url: '/v1/openapi.json' })).json().paths)
  })
  afterAll(() => t.close())

  it('documents the private operations with the session scheme', async () => {
    const document = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    expect(document.components.securitySchemes.session).toEqual({ type: 'http', scheme: 'bearer' })
    // The ones a person meets first: onboarding, profile changes, booking answers, sign-out.
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/v1/users' },
        { method: 'PATCH', url: '/v1/users' },
        { method: 'PATCH', url: '/v1/booking/not-a-valid-id' },
        { method: 'DELETE', url: '/v1/auth' },
      ]),
    )
  })

  it('answers 401 to every private operation called without a session, whatever its body and query', async () => {
    expect(operations.length).toBeGreaterThan(10)
    for (const { method, url } of operations) {
      const response = await t.app.inject({
        method,
        url: `${url}?userId=not-a-uuid&status=nonsense&email=nope`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: true, firstName: 42 } }),
      })
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 })
      expect(response.json().error.fields).toBeUndefined()
    }
  })

  it('answers 401 to a revoked or made-up session token before validating the body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users?userId=x',
      headers: { authorization: 'Bearer made-up-token' },
      payload: {},
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' })
  })
})
