import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../config.ts'
import { queryRows } from '../../db/client.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { statementsOf } from '../../test/statements.ts'
import { createSessionsRepository } from './sessions-repository.ts'
import { createSessionsService, hashToken } from './sessions-service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('sessions', () => {
  it('stores only a hash of the session token', async () => {
    const { token } = await signIn(t.app)
    const rows = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from sessions`)
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('logout revokes the session: the token no longer works', async () => {
    const { headers } = await signIn(t.app)
    expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(200)
    const logout = await t.app.inject({ method: 'DELETE', url: '/v1/auth', headers })
    expect(logout.statusCode).toBe(204)
    const after = await t.app.inject({ url: '/v1/users/me', headers })
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('UNAUTHORIZED')
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/auth', headers })).statusCode).toBe(401)
  })

  it.runIf(process.env.DATABASE_URL)(
    'keeps a session it read for a few seconds: the next requests read none, a sign-out ends it at once',
    async () => {
      const { headers } = await signIn(t.app)
      expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(200)
      const statements = await statementsOf(async () => {
        expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(200)
      })
      expect(statements.filter((text) => text.startsWith('sessions_find_live'))).toEqual([])
      expect((await t.app.inject({ method: 'DELETE', url: '/v1/auth', headers })).statusCode).toBe(204)
      expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(401)
    },
  )

  it('reads a session on every request with SESSION_KEPT_MS=0', async () => {
    const { userId } = await signIn(t.app)
    const repository = createSessionsRepository(t.db)
    const sessions = createSessionsService({ repository, idleDays: 2, maxDays: 5, keptMs: 0 })
    const kept = createSessionsService({ repository, idleDays: 2, maxDays: 5 })
    const { token } = await sessions.create(userId, 'test')
    expect(await sessions.resolve(token)).not.toBeNull()
    expect(await kept.resolve(token)).not.toBeNull()
    // Revoked outside both services (another process signed it out): the one that keeps nothing sees it.
    await t.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`)
    expect(await sessions.resolve(token)).toBeNull()
    expect(await kept.resolve(token)).not.toBeNull()
    kept.forgetPerson(userId)
    expect(await kept.resolve(token)).toBeNull()
  })

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const { userId } = await signIn(t.app)
    let now = new Date('2026-01-01T00:00:00Z')
    const sessions = createSessionsService({
      repository: createSessionsRepository(t.db),
      idleDays: 2,
      maxDays: 5,
      clock: () => now,
    })
    const idle = await sessions.create(userId, 'test')
    now = new Date('2026-01-02T23:00:00Z')
    expect(await sessions.resolve(idle.token)).not.toBeNull() // used within 2 days: kept alive
    now = new Date('2026-01-05T00:00:00Z')
    expect(await sessions.resolve(idle.token)).toBeNull() // more than 2 idle days since the last use

    now = new Date('2026-01-01T00:00:00Z')
    const busy = await sessions.create(userId, 'test')
    for (const day of ['02', '03', '04', '05']) {
      now = new Date(`2026-01-${day}T12:00:00Z`)
      expect(await sessions.resolve(busy.token)).not.toBeNull()
    }
    now = new Date('2026-01-06T00:00:01Z')
    expect(await sessions.resolve(busy.token)).toBeNull() // 5 days after sign-in, however busy
  })

  it('treats a bad token as anonymous on public routes and as 401 on private ones', async () => {
    const headers = { authorization: 'Bearer not-a-real-session' }
    expect((await t.app.inject({ url: '/v1/academies', headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(401)
  })
})

describe('the local demo identity provider', () => {
  it('publishes its keys and the demo users of every role', async () => {
    const jwks = (await t.app.inject({ url: '/v1/auth/local/jwks.json' })).json()
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d') // never the private part
    const users = (await t.app.inject({ url: '/v1/auth/local/demo-users' })).json().data
    expect(users.map((user: { role: string }) => user.role)).toEqual(
      expect.arrayContaining(['player', 'parent', 'coach', 'partner', 'academy', 'admin']),
    )
  })

  it('runs only in demo mode: a live configuration refuses it, naming what to set instead', () => {
    expect(parseConfig({}).auth.provider).toBe('local')
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID: required outside demo mode/)
    expect(() => parseConfig({ AUTH_PROVIDER: 'google' })).toThrow(/GOOGLE_CLIENT_ID/)
  })
})

describe('the language people use', () => {
  it('is kept from each sign-in, so e-mails to them can use it', async () => {
    const { idToken } = (
      await t.app.inject({ method: 'POST', url: '/v1/auth/local/token', payload: { key: 'new' } })
    ).json()
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      headers: { authorization: `Bearer ${idToken}`, 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    })
    const rows = await queryRows<{ language: string }>(
      t.db,
      sql`select language from users where id = ${response.json().user.userId}`,
    )
    expect(rows[0]?.language).toBe('id')
  })
})
