import { approvalQueues, consoleSections } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { adminOnly } from '../../http/authentication.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

/**
 * The role matrix (issue 12): every console endpoint, found in the API's own OpenAPI document rather
 * than listed here, is called by each role. Anyone but an admin is refused before anything is read
 * or done: 401 without a session, 403 for a player, a specialist, an academy and an editor.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
type Caller = { name: string; headers: Record<string, string> }
let callers: { anonymous: Caller; refused: Caller[]; admin: Caller }

type Operation = { method: string; path: string; url: string; security?: unknown }
let operations: Operation[] = []

// A value each path parameter accepts, so that a refusal is the guard's and not the parameter's.
const sampleParams: Record<string, string> = {
  queue: approvalQueues[0],
  section: consoleSections[0],
}
const sampleId = '00000000-0000-4000-8000-000000000001'

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  const signedIn = async (name: string, key: string, grant: Partial<typeof users.$inferInsert> = {}) => {
    const session = await signIn(t.app, key)
    if (Object.keys(grant).length) await t.db.update(users).set(grant).where(eq(users.id, session.userId))
    return { name, headers: session.headers }
  }
  callers = {
    anonymous: { name: 'anonymous', headers: {} },
    refused: [
      await signedIn('player', 'player'),
      await signedIn('specialist', 'coach'),
      await signedIn('academy', 'academy'),
      await signedIn('editor', 'new', { isEditor: true }),
    ],
    admin: await signedIn('admin', 'new', { isAdmin: true }),
  }
  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>
  }
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/v1/console/') || path === '/v1/console')
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => sampleParams[name] ?? sampleId),
        security: operation.security,
      })),
    )
})
afterAll(() => t.close())

const call = (operation: Operation, caller: Caller) =>
  t.app.inject({
    method: operation.method as 'GET',
    url: operation.url,
    headers: caller.headers,
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  })

describe('the console’s role matrix', () => {
  it('finds the console’s endpoints, each declared admins-only', () => {
    // Users, audit, dashboard, content, approvals, payments, bookings: far more than a handful.
    expect(operations.length).toBeGreaterThanOrEqual(20)
    const undeclared = operations.filter(
      (operation) => JSON.stringify(operation.security) !== JSON.stringify(adminOnly),
    )
    expect(undeclared.map((operation) => `${operation.method} ${operation.path}`)).toEqual([])
  })

  it('answers 401 to the anonymous and 403 to every signed-in role but admin, on every endpoint', async () => {
    const wrong: string[] = []
    for (const operation of operations) {
      const anonymous = await call(operation, callers.anonymous)
      if (anonymous.statusCode !== 401)
        wrong.push(`${operation.method} ${operation.path} anonymous → ${anonymous.statusCode}`)
      for (const caller of callers.refused) {
        const response = await call(operation, caller)
        if (response.statusCode !== 403)
          wrong.push(`${operation.method} ${operation.path} ${caller.name} → ${response.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('lets an admin through the guard on every endpoint', async () => {
    const refused: string[] = []
    for (const operation of operations) {
      const response = await call(operation, callers.admin)
      // Empty bodies and sample ids may be refused as bad input or unknown records, never as the wrong role.
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
        refused.push(`${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 120)}`)
    }
    expect(refused).toEqual([])
  })
})
