import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, sessions, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person
let player: Person
let editor: Person

const supportEmail = 'support@console.example'

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', SUPPORT_EMAIL: supportEmail })
  admin = await signIn(t.app, 'admin')
  player = await signIn(t.app, 'player')
  editor = await signIn(t.app, 'parent')
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  await t.db.update(users).set({ isEditor: true }).where(eq(users.id, editor.userId))
})
afterAll(() => t.close())

const call = (person: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: person?.headers, ...(payload && { payload }) })

const auditRows = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id)

describe('who may use the console’s users, audit and dashboard endpoints', () => {
  const endpoints = (): [string, 'GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] => [
    ['dashboard', 'GET', '/v1/console/dashboard'],
    ['users', 'GET', '/v1/console/users'],
    ['one user', 'GET', `/v1/console/users/${player.userId}`],
    ['block', 'POST', `/v1/console/users/${player.userId}/block`, { reason: 'Spam messages' }],
    ['unblock', 'POST', `/v1/console/users/${player.userId}/unblock`, {}],
    ['roles', 'PUT', `/v1/console/users/${player.userId}/roles`, { isAdmin: true, isEditor: true }],
    ['audit', 'GET', '/v1/console/audit'],
  ]

  it('answers 401 without a session, 403 to a player and to an editor', async () => {
    for (const [name, method, url, payload] of endpoints()) {
      expect((await call(null, method, url, payload)).statusCode, `${name} anonymous`).toBe(401)
      expect((await call(player, method, url, payload)).statusCode, `${name} player`).toBe(403)
      const asEditor = await call(editor, method, url, payload)
      expect(asEditor.statusCode, `${name} editor`).toBe(403)
      expect(asEditor.json().error.code).toBe('FORBIDDEN')
    }
    // Nothing was changed by the refused calls.
    const [row] = await t.db.select().from(users).where(eq(users.id, player.userId))
    expect(row).toMatchObject({ isAdmin: false, isEditor: false, blockedAt: null })
  })
})

describe('searching people', () => {
  it('finds by name, e-mail or username whatever the case, with roles and counts of their records', async () => {
    const person = await signIn(t.app)
    await t.db
      .update(users)
      .set({ firstName: 'Zubeida', lastName: 'Quraishi', username: 'zq_smash' })
      .where(eq(users.id, person.userId))
    const partner = await insertPartner(t.db, { userId: person.userId })
    await insertCoach(t.db, { userId: person.userId, isApproved: false })
    await insertBooking(t.db, { resourceId: partner.id, userId: person.userId, status: 'completed' })

    for (const q of ['zubeida quraishi', 'ZQ_SMA', person.email.toUpperCase()]) {
      const found = await call(admin, 'GET', `/v1/console/users?q=${encodeURIComponent(q)}`)
      expect(found.statusCode).toBe(200)
      expect(
        found.json().data.map((row: { userId: string }) => row.userId),
        q,
      ).toEqual([person.userId])
    }
    const [row] = (await call(admin, 'GET', '/v1/console/users?q=zq_smash')).json().data
    expect(row).toMatchObject({
      firstName: 'Zubeida',
      isAdmin: false,
      isEditor: false,
      blockedAt: null,
      bookingsCount: 1,
      profilesCount: 2,
    })

    const admins = (await call(admin, 'GET', '/v1/console/users?role=admin')).json()
    expect(admins.data.every((user: { isAdmin: boolean }) => user.isAdmin)).toBe(true)
    expect(admins.data.map((user: { userId: string }) => user.userId)).toContain(admin.userId)
    const editors = (await call(admin, 'GET', '/v1/console/users?role=editor')).json()
    expect(editors.data.map((user: { userId: string }) => user.userId)).toEqual([editor.userId])
  })

  it('opens one person with their profiles and latest bookings; an unknown id is 404, a bad one 400', async () => {
    const person = await signIn(t.app)
    const partner = await insertPartner(t.db, { userId: person.userId, firstName: 'Kiran', lastName: 'Rao' })
    const booking = await insertBooking(t.db, { resourceId: partner.id, userId: person.userId, sport: 'Tennis' })
    const opened = await call(admin, 'GET', `/v1/console/users/${person.userId}`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().data).toMatchObject({
      userId: person.userId,
      partner: { id: partner.id, name: 'Kiran Rao', sport: 'Tennis', status: 'ACTIVE' },
      specialist: null,
      academies: [],
      recentBookings: [{ id: booking.id, sport: 'Tennis', status: 'pending' }],
    })
    expect((await call(admin, 'GET', '/v1/console/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const bad = await call(admin, 'GET', '/v1/console/users/nope')
    expect(bad.statusCode).toBe(400)
  })

  it('refuses bad filters with field messages', async () => {
    const bad = await call(admin, 'GET', '/v1/console/users?role=king&page=0')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['page', 'role'])
  })
})

describe('blocking', () => {
  it('ends the person’s sessions at once, refuses their sign-in with a clear message, and is audited', async () => {
    const person = await signIn(t.app, 'coach')
    expect((await call(person, 'GET', '/v1/users/me')).statusCode).toBe(200)

    const noReason = await call(admin, 'POST', `/v1/console/users/${person.userId}/block`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields.reason).toBe('Give a reason of 3 to 1000 characters')

    const blocked = await call(admin, 'POST', `/v1/console/users/${person.userId}/block`, {
      reason: 'Abusive messages to players',
    })
    expect(blocked.statusCode).toBe(200)
    expect(blocked.json().data).toMatchObject({ blockedReason: 'Abusive messages to players' })
    expect(blocked.json().data.blockedAt).toEqual(expect.any(String))

    // The session held before ends at once (revoked in the database); the very next private request
    // says why, in the words sign-in uses, and a public one reads it as anonymous.
    const ended = await call(person, 'GET', '/v1/users/me')
    expect(ended.statusCode).toBe(403)
    expect(ended.json().error).toEqual({
      code: 'ACCOUNT_BLOCKED',
      message: `This account is blocked. Write to ${supportEmail} if you think this is a mistake.`,
    })
    expect((await call(person, 'GET', '/v1/blog-posts')).statusCode).toBe(200)
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, person.userId))
    expect(live.every((session) => session.revokedAt !== null)).toBe(true)

    const token = (
      await t.app.inject({ method: 'POST', url: '/v1/auth/local/token', payload: { key: 'coach' } })
    ).json()
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      headers: { authorization: `Bearer ${token.idToken}` },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_BLOCKED',
      message: `This account is blocked. Write to ${supportEmail} if you think this is a mistake.`,
    })

    const again = await call(admin, 'POST', `/v1/console/users/${person.userId}/block`, { reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('CONSOLE_ALREADY_DECIDED')

    const unblocked = await call(admin, 'POST', `/v1/console/users/${person.userId}/unblock`)
    expect(unblocked.statusCode).toBe(200)
    expect(unblocked.json().data).toMatchObject({ blockedAt: null, blockedReason: null })
    // The old session stays ended; signing in again works.
    expect((await call(person, 'GET', '/v1/users/me')).statusCode).toBe(401)
    const back = await signIn(t.app, 'coach')
    expect((await call(back, 'GET', '/v1/users/me')).statusCode).toBe(200)
    expect((await call(admin, 'POST', `/v1/console/users/${person.userId}/unblock`, {})).statusCode).toBe(409)

    const audit = await auditRows(person.userId)
    expect(audit.map((row) => row.action)).toEqual(['user.block', 'user.unblock'])
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      entityType: 'user',
      reason: 'Abusive messages to players',
      before: { blockedAt: null },
      after: { blockedReason: 'Abusive messages to players', sessionsEnded: 1 },
    })
    expect(audit[1]).toMatchObject({ after: { blockedAt: null, blockedReason: null }, reason: null })
  })

  it('refuses to block oneself, and a record changed since it was opened', async () => {
    const self = await call(admin, 'POST', `/v1/console/users/${admin.userId}/block`, { reason: 'Testing myself' })
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe('You cannot block your own account')

    const person = await signIn(t.app)
    const opened = (await call(admin, 'GET', `/v1/console/users/${person.userId}`)).json().data
    await t.db
      .update(users)
      .set({ updatedAt: new Date(Date.parse(opened.updatedAt) + 5000) })
      .where(eq(users.id, person.userId))
    const stale = await call(admin, 'POST', `/v1/console/users/${person.userId}/block`, {
      reason: 'Spam messages',
      openedVersion: opened.updatedAt,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')
    expect(await auditRows(person.userId)).toEqual([])
  })

  it('never blocks the last admin, even when two admins block each other at once', async () => {
    const isolated = await createTestApp({ RATE_LIMITS: 'false' })
    try {
      const first = await signIn(isolated.app)
      const second = await signIn(isolated.app)
      await isolated.db.update(users).set({ isAdmin: true })
      const [a, b] = await Promise.all([
        isolated.app.inject({
          method: 'POST',
          url: `/v1/console/users/${second.userId}/block`,
          headers: first.headers,
          payload: { reason: 'Taking over' },
        }),
        isolated.app.inject({
          method: 'POST',
          url: `/v1/console/users/${first.userId}/block`,
          headers: second.headers,
          payload: { reason: 'Taking over' },
        }),
      ])
      const statuses = [a.statusCode, b.statusCode].sort()
      // The loser is either refused as the last admin (409), or finds their own session already ended by the
      // block: 401, or 403 ACCOUNT_BLOCKED once their account reads as blocked (decided by who commits first).
      expect(statuses[0]).toBe(200)
      expect([401, 403, 409]).toContain(statuses[1])
      const loser = [a, b].find((answer) => answer.statusCode !== 200)
      if (loser?.statusCode === 403) expect(loser.json().error.code).toBe('ACCOUNT_BLOCKED')
      const active = await isolated.db.execute(
        sql`select count(*)::int as n from users where is_admin and blocked_at is null`,
      )
      expect((active as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
    } finally {
      await isolated.close()
    }
  })
})

describe('roles', () => {
  it('grants and revokes admin and editor, with an audit row of what changed', async () => {
    const person = await signIn(t.app)
    const url = `/v1/console/users/${person.userId}/roles`
    const granted = await call(admin, 'PUT', url, { isAdmin: false, isEditor: true })
    expect(granted.statusCode).toBe(200)
    expect(granted.json().data).toMatchObject({ isAdmin: false, isEditor: true })
    // The person's next request carries the role; their private user says so.
    expect((await call(person, 'GET', '/v1/users/me')).json().data).toMatchObject({ isEditor: true, isAdmin: false })

    const promoted = await call(admin, 'PUT', url, {
      isAdmin: true,
      isEditor: true,
      openedVersion: granted.json().data.updatedAt,
    })
    expect(promoted.statusCode).toBe(200)
    expect((await call(person, 'GET', '/v1/console/users')).statusCode).toBe(200)

    const stale = await call(admin, 'PUT', url, {
      isAdmin: false,
      isEditor: false,
      openedVersion: granted.json().data.updatedAt,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')

    const revoked = await call(admin, 'PUT', url, { isAdmin: false, isEditor: false })
    expect(revoked.json().data).toMatchObject({ isAdmin: false, isEditor: false })
    expect((await call(person, 'GET', '/v1/console/users')).statusCode).toBe(403)

    const audit = await auditRows(person.userId)
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'user.roles', before: { isEditor: false }, after: { isEditor: true } },
      { action: 'user.roles', before: { isAdmin: false }, after: { isAdmin: true } },
      { action: 'user.roles', before: { isAdmin: true, isEditor: true }, after: { isAdmin: false, isEditor: false } },
    ])
  })

  it('refuses bad input with field messages', async () => {
    const bad = await call(admin, 'PUT', `/v1/console/users/${player.userId}/roles`, { isAdmin: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['isAdmin', 'isEditor'])
  })

  it('never revokes the last admin, even when two admins revoke each other at once', async () => {
    const isolated = await createTestApp({ RATE_LIMITS: 'false' })
    try {
      const only = await signIn(isolated.app)
      await isolated.db.update(users).set({ isAdmin: true }).where(eq(users.id, only.userId))
      const self = await isolated.app.inject({
        method: 'PUT',
        url: `/v1/console/users/${only.userId}/roles`,
        headers: only.headers,
        payload: { isAdmin: false, isEditor: false },
      })
      expect(self.statusCode).toBe(409)
      expect(self.json().error).toEqual({ code: 'LAST_ADMIN', message: 'Rally needs at least one admin' })

      const other = await signIn(isolated.app)
      await isolated.db.update(users).set({ isAdmin: true }).where(eq(users.id, other.userId))
      const revoke = (actor: Person, target: Person) =>
        isolated.app.inject({
          method: 'PUT',
          url: `/v1/console/users/${target.userId}/roles`,
          headers: actor.headers,
          payload: { isAdmin: false, isEditor: false },
        })
      const answers = await Promise.all([revoke(only, other), revoke(other, only)])
      const statuses = answers.map((answer) => answer.statusCode).sort()
      // One wins; the other is refused as the last admin, or has already lost the role it acts with.
      expect(statuses[0]).toBe(200)
      expect([403, 409]).toContain(statuses[1])
      const admins = await isolated.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))
      expect(admins).toHaveLength(1)
      expect(await isolated.db.select().from(auditLog)).toHaveLength(1)
    } finally {
      await isolated.close()
    }
  })
})

describe('the audit log', () => {
  it('lists newest first, filters by operator, action prefix, record and dates, and pages with before', async () => {
    const person = await signIn(t.app)
    for (const isEditor of [true, false, true]) {
      await call(admin, 'PUT', `/v1/console/users/${person.userId}/roles`, { isAdmin: false, isEditor })
    }
    const all = (await call(admin, 'GET', `/v1/console/audit?entityId=${person.userId}`)).json()
    expect(all.data).toHaveLength(3)
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id)
    expect(all.data[0]).toMatchObject({ entityType: 'user', action: 'user.roles', after: { isEditor: true } })
    expect(all.nextBefore).toBeNull()

    const first = (await call(admin, 'GET', `/v1/console/audit?entityId=${person.userId}&limit=2`)).json()
    expect(first.data).toHaveLength(2)
    expect(first.nextBefore).toBe(first.data[1].id)
    const rest = (
      await call(admin, 'GET', `/v1/console/audit?entityId=${person.userId}&limit=2&before=${first.nextBefore}`)
    ).json()
    expect(rest.data.map((row: { id: number }) => row.id)).toEqual([all.data[2].id])
    expect(rest.nextBefore).toBeNull()

    const today = new Date().toISOString().slice(0, 10)
    const filtered = await call(
      admin,
      'GET',
      `/v1/console/audit?actor=${encodeURIComponent(admin.email.toUpperCase())}&action=user.&entityType=user&entityId=${person.userId}&from=${today}&to=${today}`,
    )
    expect(filtered.json().data).toHaveLength(3)
    const byId = await call(admin, 'GET', `/v1/console/audit?actor=${admin.userId}&entityId=${person.userId}`)
    expect(byId.json().data).toHaveLength(3)
    for (const query of ['action=specialist.', `actor=${player.email}`, 'from=2999-01-01', 'entityType=booking']) {
      const none = await call(admin, 'GET', `/v1/console/audit?entityId=${person.userId}&${query}`)
      expect(none.json().data, query).toEqual([])
    }

    const bad = await call(admin, 'GET', '/v1/console/audit?from=yesterday&limit=500')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.from).toBe('from must be a date (YYYY-MM-DD)')
    expect(bad.json().error.fields.limit).toBeDefined()
  })

  it('cannot be changed, removed or emptied by the app’s own database role', async () => {
    await call(admin, 'PUT', `/v1/console/users/${player.userId}/roles`, { isAdmin: false, isEditor: true })
    const before = await t.db.select().from(auditLog)
    expect(before.length).toBeGreaterThan(0)
    // The database's own refusal, whatever the driver wraps it in.
    const refusal = (error: Error) => `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
    for (const statement of [
      sql`update audit_log set reason = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.db.execute(statement).then(
        () => new Error('accepted'),
        (thrown: Error) => thrown,
      )
      expect(refusal(error)).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/)
    }
    expect(await t.db.select().from(auditLog)).toEqual(before)
  })
})
