import { levelMessages, levelRefusals, levelTableLines, partnerPlayingMessages } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, juniors, levelConfirmations, playerLevels, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'
import { file, multipart } from '../../test/multipart.ts'
import { createLevelsRepository, createLevelsService } from './index.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  admin = await signIn(t.app)
  await t.db
    .update(users)
    .set({ isAdmin: true, firstName: 'Olga', lastName: 'Operator' })
    .where(eq(users.id, admin.userId))
})
afterAll(() => t.close())

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined && { payload: payload as object }),
  })
const state = (who: Person | undefined, sport: string, body: Record<string, unknown>) =>
  call('PUT', `/v1/me/levels/${sport}`, who, { sport, ...body })
const levelsOf = (who: Person) => t.db.select().from(playerLevels).where(eq(playerLevels.userId, who.userId))

async function person(firstName: string) {
  const who = await signIn(t.app)
  await t.db.update(users).set({ firstName, lastName: 'Player' }).where(eq(users.id, who.userId))
  return who
}

async function uploadDocument(who: Person, kind = 'document') {
  const body = multipart(file('ranking.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%%EOF\n')))
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.url as string
}

describe('stating a level', () => {
  it.each([
    ['Tennis', { scale: 'rally', value: 3 }, 3],
    ['Tennis', { scale: 'wtn', value: 18.4 }, 4],
    ['Tennis', { scale: 'wtn', value: 5 }, 7],
    ['Tennis', { scale: 'ntrp', value: 4.5 }, 4],
    ['Badminton', { scale: 'rally', value: 0 }, 0],
    ['Badminton', { scale: 'national', value: 12, country: 'in' }, 6],
    ['Badminton', { scale: 'bwf', value: 250 }, 6],
  ])('%s on %o is the Rally level %i, self-stated', async (sport, body, rallyLevel) => {
    const player = await person('Stater')
    const response = await state(player, sport, body)
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      sport,
      scale: body.scale,
      value: body.value,
      rallyLevel,
      status: 'self-stated',
      review: 'none',
      evidence: null,
      country: body.scale === 'national' ? 'IN' : null,
    })
    const mine = await call('GET', '/v1/me/levels', player)
    expect(mine.json().data).toEqual([response.json().data])
    expect((await levelsOf(player))[0]?.rallyLevel).toBe(rallyLevel)
  })

  it('refuses a level off its scale, a scale of the other sport and ill-formed evidence with field errors, storing nothing', async () => {
    const player = await person('Wrong')
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['Tennis', { scale: 'ntrp', value: 4.2 }, { value: levelMessages.ntrp }],
      ['Tennis', { scale: 'wtn', value: 41 }, { value: levelMessages.wtn }],
      ['Tennis', { scale: 'rally', value: 8 }, { value: levelMessages.rally }],
      ['Tennis', { scale: 'bwf', value: 10 }, { scale: levelMessages.scaleForSport }],
      ['Badminton', { scale: 'national', value: 3 }, { country: levelMessages.country }],
      [
        'Tennis',
        { scale: 'ntrp', value: 4, evidence: { kind: 'ranking-id', value: '123' } },
        { 'evidence.value': levelMessages.ustaId },
      ],
      [
        'Tennis',
        { scale: 'wtn', value: 20, evidence: { kind: 'results', value: 'javascript:alert(1)' } },
        { 'evidence.value': levelMessages.resultsLink },
      ],
      [
        'Tennis',
        { scale: 'rally', value: 2, evidence: { kind: 'document', value: 'scan.pdf' } },
        { 'evidence.value': levelMessages.document },
      ],
      [
        'Tennis',
        { scale: 'rally', value: 2, evidence: { kind: 'certificate', value: 'x' } },
        { 'evidence.kind': levelMessages.evidenceKind },
      ],
    ]
    for (const [sport, body, fields] of cases) {
      const response = await state(player, sport, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.fields).toMatchObject(fields)
    }
    // The body's sport must be the address's.
    const mismatch = await call('PUT', '/v1/me/levels/Tennis', player, { sport: 'Badminton', scale: 'rally', value: 2 })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error.fields).toHaveProperty('sport')
    expect(
      (await call('PUT', '/v1/me/levels/squash', player, { sport: 'Tennis', scale: 'rally', value: 2 })).statusCode,
    ).toBe(400)
    expect(await levelsOf(player)).toEqual([])
  })

  it("takes only the caller's own document upload as a document", async () => {
    const player = await person('Documented')
    const other = await person('Other')
    const theirs = await uploadDocument(other)
    const refused = await state(player, 'Tennis', {
      scale: 'ntrp',
      value: 4,
      evidence: { kind: 'document', value: theirs },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({ 'evidence.value': levelMessages.document })
    const unknown = '/media/uploads/document/2026/01/0123456789abcdef0123456789abcdef.pdf'
    expect(
      (await state(player, 'Tennis', { scale: 'ntrp', value: 4, evidence: { kind: 'document', value: unknown } }))
        .statusCode,
    ).toBe(400)
    expect(await levelsOf(player)).toEqual([])

    const own = await uploadDocument(player)
    const stated = await state(player, 'Tennis', {
      scale: 'ntrp',
      value: 4,
      evidence: { kind: 'document', value: own },
    })
    expect(stated.statusCode).toBe(201)
    expect(stated.json().data).toMatchObject({ evidence: { kind: 'document', value: own }, review: 'pending' })
  })

  it('keeps an unchanged statement as it is, makes a changed one self-stated again, and deletes', async () => {
    const player = await person('Changer')
    const body = { scale: 'wtn', value: 12.5, evidence: { kind: 'ranking-id', value: '800123456' } }
    const first = await state(player, 'Tennis', body)
    expect(first.statusCode).toBe(201)
    const id = first.json().data.id
    expect((await call('POST', `/v1/console/levels/${id}/verify`, admin)).statusCode).toBe(200)
    const again = await state(player, 'Tennis', body)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({ status: 'verified', review: 'verified' })
    const changed = await state(player, 'Tennis', { ...body, value: 9.8 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({
      id,
      rallyLevel: 6,
      status: 'self-stated',
      review: 'pending',
      confirmedAt: null,
    })

    expect((await call('DELETE', '/v1/me/levels/tennis', player)).statusCode).toBe(204)
    expect((await call('DELETE', '/v1/me/levels/Tennis', player)).statusCode).toBe(404)
    expect(await levelsOf(player)).toEqual([])
  })

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/v1/me/levels')).statusCode).toBe(401)
    expect((await state(undefined, 'Tennis', { scale: 'rally', value: 2 })).statusCode).toBe(401)
    expect((await call('DELETE', '/v1/me/levels/Tennis')).statusCode).toBe(401)
  })
})

describe('the console', () => {
  it('lists the evidence waiting with the person, verifies and rejects with audit rows', async () => {
    const verifiedOne = await person('Vera')
    const rejectedOne = await person('Rex')
    const withoutEvidence = await person('Nobody')
    const v = (
      await state(verifiedOne, 'Tennis', {
        scale: 'ntrp',
        value: 5,
        evidence: { kind: 'ranking-id', value: '2010123456' },
      })
    ).json().data
    const r = (
      await state(rejectedOne, 'Badminton', {
        scale: 'bwf',
        value: 80,
        evidence: { kind: 'results', value: 'https://bwf.example/p/1' },
      })
    ).json().data
    const n = (await state(withoutEvidence, 'Tennis', { scale: 'rally', value: 2 })).json().data

    const pending = await call('GET', '/v1/console/levels?status=pending&limit=100', admin)
    expect(pending.statusCode).toBe(200)
    const ids = pending.json().data.map((level: { id: string }) => level.id)
    expect(ids).toContain(v.id)
    expect(ids).toContain(r.id)
    expect(ids).not.toContain(n.id)
    expect(pending.json().data.find((level: { id: string }) => level.id === v.id)).toMatchObject({
      person: { id: verifiedOne.userId, name: 'Vera Player', email: verifiedOne.email },
      evidence: { kind: 'ranking-id', value: '2010123456' },
      rallyLevel: 5,
    })
    // A page of one, then the next through the cursor.
    const page = await call('GET', '/v1/console/levels?limit=1', admin)
    const next = await call('GET', `/v1/console/levels?limit=1&cursor=${page.json().nextCursor}`, admin)
    expect(next.json().data[0].id).not.toBe(page.json().data[0].id)
    expect((await call('GET', '/v1/console/levels?cursor=not-a-cursor', admin)).statusCode).toBe(400)

    const verified = await call('POST', `/v1/console/levels/${v.id}/verify`, admin)
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data).toMatchObject({ status: 'verified', review: 'verified' })
    expect((await call('GET', '/v1/me/levels', verifiedOne)).json().data[0]).toMatchObject({ status: 'verified' })
    expect((await call('POST', `/v1/console/levels/${v.id}/verify`, admin)).statusCode).toBe(409)

    expect((await call('POST', `/v1/console/levels/${r.id}/reject`, admin, { reason: 'x' })).statusCode).toBe(400)
    const rejected = await call('POST', `/v1/console/levels/${r.id}/reject`, admin, {
      reason: 'No such player on the BWF list',
    })
    expect(rejected.statusCode).toBe(200)
    expect((await call('GET', '/v1/me/levels', rejectedOne)).json().data[0]).toMatchObject({
      status: 'self-stated',
      review: 'rejected',
      rejectedReason: 'No such player on the BWF list',
    })
    expect((await call('POST', `/v1/console/levels/${n.id}/verify`, admin)).statusCode).toBe(409)

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'player_level'))
    expect(audit.map((row) => [row.action, row.entityId, row.actorId, row.reason])).toEqual(
      expect.arrayContaining([
        ['level.verify', v.id, admin.userId, null],
        ['level.reject', r.id, admin.userId, 'No such player on the BWF list'],
      ]),
    )
    const listed = (await call('GET', '/v1/console/levels?status=rejected', admin)).json().data
    expect(listed.map((level: { id: string }) => level.id)).toEqual([r.id])
  })

  it('decides on the statement as the operator opened it: a statement changed since answers 409', async () => {
    const player = await person('Quick')
    const body = { scale: 'ntrp', value: 4, evidence: { kind: 'ranking-id', value: '2010123400' } }
    const id = (await state(player, 'Tennis', body)).json().data.id
    const opened = (await call('GET', '/v1/console/levels?limit=100', admin))
      .json()
      .data.find((level: { id: string }) => level.id === id)
    await t.db
      .update(playerLevels)
      .set({ statedAt: new Date(Date.now() - 60_000) })
      .where(eq(playerLevels.id, id))
    await state(player, 'Tennis', { ...body, value: 5 })
    const stale = await call('POST', `/v1/console/levels/${id}/verify`, admin, { openedVersion: opened.statedAt })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONSOLE_RECORD_CHANGED')
    const staleReject = { reason: 'Not on the list', openedVersion: opened.statedAt }
    expect((await call('POST', `/v1/console/levels/${id}/reject`, admin, staleReject)).statusCode).toBe(409)
    expect((await levelsOf(player))[0]).toMatchObject({ status: 'self-stated', verifiedAt: null, rejectedAt: null })
    const current = (await call('GET', '/v1/me/levels', player)).json().data[0]
    const listed = (await call('GET', '/v1/console/levels?limit=100', admin)).json().data
    const now = listed.find((level: { id: string }) => level.id === id)
    expect(now.rallyLevel).toBe(current.rallyLevel)
    const fresh = await call('POST', `/v1/console/levels/${id}/verify`, admin, { openedVersion: now.statedAt })
    expect(fresh.statusCode).toBe(200)
  })

  it('answers 401 signed out, 403 to a signed-in non-admin, 404 for an unknown id', async () => {
    const player = await person('Curious')
    const own = (
      await state(player, 'Tennis', { scale: 'ntrp', value: 3, evidence: { kind: 'ranking-id', value: '2010123499' } })
    ).json().data
    for (const [method, url, body] of [
      ['GET', '/v1/console/levels', undefined],
      ['POST', `/v1/console/levels/${own.id}/verify`, undefined],
      ['POST', `/v1/console/levels/${own.id}/reject`, { reason: 'Not on the list' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401)
      expect((await call(method, url, player, body)).statusCode).toBe(403)
    }
    expect((await levelsOf(player))[0]).toMatchObject({ status: 'self-stated', verifiedAt: null, rejectedAt: null })
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await call('POST', `/v1/console/levels/${unknown}/verify`, admin)).statusCode).toBe(404)
    expect(
      (await call('POST', '/v1/console/levels/not-an-id/reject', admin, { reason: 'Not on the list' })).statusCode,
    ).toBe(404)
  })
})

describe("a coach's confirmation", () => {
  let coach: Person
  let otherCoach: Person
  let coachId: string

  beforeAll(async () => {
    coach = await person('Meera')
    otherCoach = await person('Ravi')
    coachId = (await insertCoach(t.db, { userId: coach.userId, firstName: 'Meera' })).id
    await insertCoach(t.db, { userId: otherCoach.userId, firstName: 'Ravi' })
  })

  const session = (booker: Person | null, status: 'completed' | 'accepted' = 'completed') =>
    insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      bookingType: 'coach',
      userId: booker?.userId ?? null,
      status,
      sport: 'Tennis',
      preferredAt: new Date(Date.now() - 3 * 3_600_000),
    })
  const confirm = (who: Person | undefined, bookingId: string, body: Record<string, unknown>) =>
    call('POST', `/v1/bookings/${bookingId}/level-confirmation`, who, body)

  it("lets only the session's coach confirm, once, after it is completed", async () => {
    const player = await person('Pupil')
    const stranger = await person('Stranger')
    const booking = await session(player)
    const body = { sport: 'Tennis', rallyLevel: 4 }
    expect((await confirm(undefined, booking.id, body)).statusCode).toBe(401)
    expect((await confirm(otherCoach, booking.id, body)).statusCode).toBe(404)
    expect((await confirm(stranger, booking.id, body)).statusCode).toBe(404)
    expect((await confirm(player, booking.id, body)).statusCode).toBe(403)
    expect((await confirm(admin, booking.id, body)).statusCode).toBe(403)
    const badLevel = await confirm(coach, booking.id, { sport: 'Tennis', rallyLevel: 9 })
    expect(badLevel.statusCode).toBe(400)
    expect(badLevel.json().error.fields).toEqual({ rallyLevel: levelMessages.rally })
    expect(await levelsOf(player)).toEqual([])

    const confirmed = await confirm(coach, booking.id, body)
    expect(confirmed.statusCode).toBe(201)
    expect(confirmed.json().data).toEqual({
      bookingId: booking.id,
      playerId: player.userId,
      sport: 'Tennis',
      rallyLevel: 4,
      status: 'coach-confirmed',
    })
    const [level] = (await call('GET', '/v1/me/levels', player)).json().data
    expect(level).toMatchObject({ scale: 'rally', value: 4, rallyLevel: 4, status: 'coach-confirmed' })
    expect(level.confirmedAt).not.toBeNull()

    const second = await confirm(coach, booking.id, { sport: 'Tennis', rallyLevel: 5 })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('LEVEL_ALREADY_CONFIRMED')
    // Restating the level does not free the session to confirm again.
    await state(player, 'Tennis', { scale: 'ntrp', value: 3 })
    expect((await confirm(coach, booking.id, body)).statusCode).toBe(409)
    expect(
      await t.db.select().from(levelConfirmations).where(eq(levelConfirmations.bookingId, booking.id)),
    ).toHaveLength(1)
  })

  it('is read back by the coach, the player and admins alone; refused in another sport and for a junior', async () => {
    const player = await person('Reader')
    const stranger = await person('Nosy')
    const booking = await session(player)
    const read = (who: Person | undefined) => call('GET', `/v1/bookings/${booking.id}/level-confirmation`, who)
    expect((await read(coach)).statusCode).toBe(404)
    expect((await read(coach)).json().error.message).toBe(levelRefusals.confirmationNotFound)

    const otherSport = await confirm(coach, booking.id, { sport: 'Badminton', rallyLevel: 4 })
    expect(otherSport.statusCode).toBe(400)
    expect(otherSport.json().error.fields).toEqual({ sport: levelRefusals.sessionSport })
    expect(await levelsOf(player)).toEqual([])

    expect((await confirm(coach, booking.id, { sport: 'Tennis', rallyLevel: 5 })).statusCode).toBe(201)
    const confirmation = {
      bookingId: booking.id,
      playerId: player.userId,
      sport: 'Tennis',
      rallyLevel: 5,
      status: 'coach-confirmed',
    }
    for (const who of [coach, player, admin]) expect((await read(who)).json().data).toEqual(confirmation)
    expect((await read(stranger)).statusCode).toBe(404)
    expect((await read(otherCoach)).statusCode).toBe(404)
    expect((await read(undefined)).statusCode).toBe(401)

    // A session booked for a junior: the guardian is the booker, and the junior's level is theirs to keep.
    const guardian = await person('Guardian')
    const [junior] = await t.db
      .insert(juniors)
      .values({ guardianUserId: guardian.userId, firstName: 'Tara', birthYear: 2015, sport: 'Tennis' })
      .returning()
    const juniorSession = await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      bookingType: 'coach',
      userId: guardian.userId,
      juniorId: junior?.id,
      status: 'completed',
      sport: 'Tennis',
    })
    const refused = await confirm(coach, juniorSession.id, { sport: 'Tennis', rallyLevel: 2 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(levelRefusals.juniorSession)
    expect(await levelsOf(guardian)).toEqual([])
  })

  it('refuses a session not completed, a booking without an account, a partner session and an unknown booking', async () => {
    const player = await person('Early')
    const accepted = await session(player, 'accepted')
    const early = await confirm(coach, accepted.id, { sport: 'Tennis', rallyLevel: 3 })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('SESSION_NOT_COMPLETED')
    const guest = await session(null)
    expect((await confirm(coach, guest.id, { sport: 'Tennis', rallyLevel: 3 })).statusCode).toBe(409)

    const partnerOwner = await person('Sparring')
    const partner = await insertPartner(t.db, { userId: partnerOwner.userId })
    const sparring = await insertBooking(t.db, { resourceId: partner.id, userId: player.userId, status: 'completed' })
    expect((await confirm(partnerOwner, sparring.id, { sport: 'Tennis', rallyLevel: 3 })).statusCode).toBe(403)
    expect(
      (await confirm(coach, '00000000-0000-4000-8000-000000000000', { sport: 'Tennis', rallyLevel: 3 })).statusCode,
    ).toBe(404)
    expect(await levelsOf(player)).toEqual([])
  })

  it('keeps a statement the coach agrees with, and leaves a verified level as it is', async () => {
    const agreed = await person('Agreed')
    await state(agreed, 'Tennis', { scale: 'ntrp', value: 4.5 })
    expect((await confirm(coach, (await session(agreed)).id, { sport: 'Tennis', rallyLevel: 4 })).statusCode).toBe(201)
    expect((await call('GET', '/v1/me/levels', agreed)).json().data[0]).toMatchObject({
      scale: 'ntrp',
      value: 4.5,
      status: 'coach-confirmed',
    })

    const verifiedPlayer = await person('Verified')
    const stated = await state(verifiedPlayer, 'Tennis', {
      scale: 'wtn',
      value: 8,
      evidence: { kind: 'ranking-id', value: '800654321' },
    })
    await call('POST', `/v1/console/levels/${stated.json().data.id}/verify`, admin)
    const kept = await confirm(coach, (await session(verifiedPlayer)).id, { sport: 'Tennis', rallyLevel: 3 })
    expect(kept.statusCode).toBe(201)
    expect(kept.json().data).toMatchObject({ rallyLevel: 6, status: 'verified' })
  })
})

describe('levelsOf and the partner profile', () => {
  it('answers the level and status of each person asked, in one sport', async () => {
    const a = await person('Ann')
    const b = await person('Ben')
    const c = await person('Cal')
    // The profile first: stating the level writes it onto the owner's profiles of that sport (the card shows it).
    const partner = await insertPartner(t.db, { userId: a.userId, sport: 'Tennis', firstName: 'Ann' })
    await state(a, 'Tennis', { scale: 'ntrp', value: 6 })
    await state(b, 'Tennis', { scale: 'rally', value: 2 })
    await state(b, 'Badminton', { scale: 'rally', value: 5 })

    const card = await call('GET', `/v1/sparring-partners?_id=${partner.id}`)
    expect(card.json().data[0]).toMatchObject({
      playerLevel: { rallyLevel: 6, status: 'self-stated' },
      handedness: null,
      playingStyle: null,
      surfaces: [],
    })
    const noLevel = await insertPartner(t.db, { userId: c.userId, sport: 'Tennis', firstName: 'Cal' })
    expect((await call('GET', `/v1/sparring-partners?_id=${noLevel.id}`)).json().data[0].playerLevel).toBeNull()
    // The port itself, on the app's database: b's tennis and not their badminton; c has none.
    const levels = createLevelsService({
      repository: createLevelsRepository(t.db),
      sessions: async () => undefined,
      documents: async () => undefined,
      people: { contactsOf: async () => new Map() },
    })
    expect(await levels.levelsOf([a.userId, b.userId, c.userId], 'Tennis')).toEqual(
      new Map([
        [a.userId, { rallyLevel: 6, status: 'self-stated' }],
        [b.userId, { rallyLevel: 2, status: 'self-stated' }],
      ]),
    )
    expect(await levels.levelsOf([], 'Tennis')).toEqual(new Map())
  })

  it("round-trips the owner's playing profile through the partner update, and refuses values off the vocabularies", async () => {
    const owner = await person('Lefty')
    const partner = await insertPartner(t.db, { userId: owner.userId, sport: 'Tennis', firstName: 'Lefty' })
    const edit = (body: Record<string, unknown>) =>
      call('PATCH', '/v1/sparring-partners', owner, { id: partner.id, ...body })

    const saved = await edit({ handedness: 'left', playingStyle: 'serve-and-volley', surfaces: ['clay', 'grass'] })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      handedness: 'left',
      playingStyle: 'serve-and-volley',
      surfaces: ['clay', 'grass'],
    })
    const card = (await call('GET', `/v1/sparring-partners?_id=${partner.id}`)).json().data[0]
    expect(card).toMatchObject({ handedness: 'left', playingStyle: 'serve-and-volley', surfaces: ['clay', 'grass'] })

    for (const [body, field, message] of [
      [{ handedness: 'both' }, 'handedness', partnerPlayingMessages.handedness],
      [{ playingStyle: 'moonballer' }, 'playingStyle', partnerPlayingMessages.playingStyle],
      [{ surfaces: ['ice'] }, 'surfaces.0', partnerPlayingMessages.surfaces],
      [{ surfaces: ['clay', 'clay'] }, 'surfaces', partnerPlayingMessages.surfaces],
    ] as const) {
      const refused = await edit(body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().error.fields).toEqual({ [field]: message })
    }
    // An edit naming other fields leaves the playing profile as it is; null clears a field.
    expect((await edit({ bio: 'Big lefty serve' })).json().data).toMatchObject({
      handedness: 'left',
      surfaces: ['clay', 'grass'],
    })
    expect((await edit({ handedness: null, surfaces: [] })).json().data).toMatchObject({
      handedness: null,
      surfaces: [],
    })
    // Someone else's profile: not theirs to edit.
    const other = await person('Intruder')
    expect(
      (await call('PATCH', '/v1/sparring-partners', other, { id: partner.id, handedness: 'right' })).statusCode,
    ).toBe(403)
  })

  it('documents the level tables in the module README', async () => {
    const { readFileSync } = await import('node:fs')
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
    for (const line of levelTableLines()) expect(readme).toContain(line)
  })
})
