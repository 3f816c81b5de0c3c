import {
  type AvailabilityInput,
  explainInEnglish,
  sparUpMessages,
  sparUpPartnerSchema,
  sparUpResponseSchema,
} from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sparringPartners, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'

// Tuesday 1 December 2026, 00:00 UTC (05:30 in Kolkata).
const now = new Date('2026-12-01T00:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let admin: Person
let player: Person
const partner: Record<string, { id: string; owner: Person }> = {}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined && { payload: payload as object }),
  })
const stateLevel = (who: Person, value: number, evidence?: { kind: string; value: string }) =>
  call('PUT', '/v1/me/levels/Tennis', who, { sport: 'Tennis', scale: 'rally', value, ...(evidence && { evidence }) })
/** The player is in Kolkata unless the query says otherwise. */
const sparUp = (query: string, who: Person | null = player) =>
  call('GET', `/v1/spar-up?${query.includes('timeZone=') ? query : `${query}&timeZone=Asia/Kolkata`}`, who ?? undefined)
const names = async (query: string) => {
  const response = await sparUp(query)
  expect(response.statusCode).toBe(200)
  return (response.json().data as { firstName: string }[]).map((card) => card.firstName)
}

/** Open every day from 09:00 to 12:00 in the zone, one-hour sessions. */
const hoursIn = (timeZone: string): AvailabilityInput => ({
  timeZone,
  weekly: Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '09:00', end: '12:00' }]]),
  ),
  exceptions: [],
  sessionMinutes: [60],
  bufferMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 30,
})

type Profile = {
  level: number
  verified?: boolean
  handedness?: 'left' | 'right'
  playingStyle?: 'baseline' | 'all-court'
  surfaces?: ('clay' | 'hard' | 'grass')[]
  languages?: string[]
  hoursIn?: string
  status?: 'ACTIVE' | 'INACTIVE'
  totalRating?: number
}

/**
 * The table: the player is level 3 in Tennis, in Kolkata. Levels are stated through the API after the profile
 * exists (so the levels module writes the copy on the profile), but for Late, who registers after stating.
 */
const profiles: Record<string, Profile> = {
  Verified: {
    level: 5,
    verified: true,
    handedness: 'left',
    playingStyle: 'baseline',
    surfaces: ['clay'],
    languages: ['English', 'Japanese'],
    hoursIn: 'Asia/Kolkata',
  },
  Near: { level: 5, handedness: 'left', playingStyle: 'baseline', surfaces: ['clay', 'hard'], hoursIn: 'Asia/Kolkata' },
  Far: { level: 5, handedness: 'left', playingStyle: 'all-court', surfaces: ['hard'], hoursIn: 'America/New_York' },
  Unpublished: { level: 5, handedness: 'left', surfaces: ['grass'], totalRating: 4.5 },
  Righty: { level: 5, handedness: 'right', playingStyle: 'baseline', surfaces: ['clay'], hoursIn: 'Asia/Kolkata' },
  OneAbove: { level: 4, handedness: 'left', playingStyle: 'baseline', surfaces: ['clay'], hoursIn: 'Asia/Kolkata' },
  Paused: { level: 5, handedness: 'left', status: 'INACTIVE', hoursIn: 'Asia/Kolkata' },
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' }, { clock: () => now })
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  player = await signIn(t.app)
  for (const [name, profile] of Object.entries(profiles)) {
    const owner = await signIn(t.app)
    const row = await insertPartner(t.db, {
      userId: owner.userId,
      firstName: name,
      handedness: profile.handedness ?? null,
      playingStyle: profile.playingStyle ?? null,
      surfaces: profile.surfaces ?? [],
      languages: profile.languages ?? [],
      status: profile.status ?? 'ACTIVE',
      totalRating: profile.totalRating ?? 4,
    })
    partner[name] = { id: row.id, owner }
    if (profile.hoursIn) {
      const put = await call('PUT', `/v1/schedules/partner/${row.id}`, owner, hoursIn(profile.hoursIn))
      expect(put.statusCode).toBe(200)
    }
    const stated = await stateLevel(
      owner,
      profile.level,
      profile.verified ? { kind: 'ranking-id', value: 'ITA-042' } : undefined,
    )
    expect(stated.statusCode).toBe(201)
    if (profile.verified) {
      expect((await call('POST', `/v1/console/levels/${stated.json().data.id}/verify`, admin)).statusCode).toBe(200)
    }
  }
  expect((await stateLevel(player, 3)).statusCode).toBe(201)
})
afterAll(() => t.close())

describe('GET /v1/spar-up', () => {
  it('answers 401 signed out, and 409 with the message until the player states a level in the sport', async () => {
    expect((await sparUp('sport=Tennis', null)).statusCode).toBe(401)
    const levelless = await signIn(t.app)
    const refused = await sparUp('sport=Tennis', levelless)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({ code: 'LEVEL_NOT_STATED', message: sparUpMessages.noLevel })
    // A level in the other sport does not count.
    expect((await sparUp('sport=Badminton')).statusCode).toBe(409)
  })

  it('refuses a bad query with 400 and field errors', async () => {
    const response = await sparUp(
      'sport=Golf&levelsAbove=3&handedness=both&style=x&surface=ice&language=jpn&limit=0&cursor=%24&timeZone=Mars/Base',
    )
    expect(response.statusCode).toBe(400)
    const fields = response.json().error.fields
    expect(fields).toMatchObject({
      levelsAbove: sparUpMessages.levelsAbove,
      handedness: sparUpMessages.handedness,
      style: sparUpMessages.style,
      surface: sparUpMessages.surface,
      language: sparUpMessages.language,
      limit: sparUpMessages.limit,
      cursor: sparUpMessages.cursor,
      timeZone: sparUpMessages.timeZone,
    })
    expect(fields.sport).toBeDefined()
    const forged = await sparUp(`sport=Tennis&cursor=${Buffer.from('x|y').toString('base64url')}`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.fields).toEqual({ cursor: sparUpMessages.cursor })
  })

  it('ranks the partners two levels above: the surest level, then shared waking hours and an early slot', async () => {
    const response = await sparUp('sport=Tennis&levelsAbove=2&handedness=left&timeZone=Asia/Kolkata')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    // Put together from each card's text: exactly what its schema describes, not a field more.
    expect(sparUpResponseSchema.strict().parse(body)).toEqual(body)
    for (const card of body.data) expect(sparUpPartnerSchema.strict().parse(card)).toEqual(card)
    // Not the right-handed one, not one level above, not a paused profile.
    expect(body.data.map((card: { firstName: string }) => card.firstName)).toEqual([
      'Verified',
      'Near',
      'Unpublished',
      'Far',
    ])
    const [verified, near, unpublished, far] = body.data
    // Kolkata 09:00 on 1 December is 03:30 UTC.
    expect(verified.fit).toEqual({
      reasons: [
        { kind: 'levelsAbove', n: 2 },
        { kind: 'levelStatus', status: 'verified' },
        { kind: 'handedness', value: 'left' },
        { kind: 'freeAt', at: '2026-12-01T03:30:00.000Z' },
      ],
      score: 200 + 13 * 4 + 28,
      freeAt: '2026-12-01T03:30:00.000Z',
    })
    expect(verified).toMatchObject({
      id: partner.Verified?.id,
      nextOpenSlot: '2026-12-01T03:30:00.000Z',
      playerLevel: { rallyLevel: 5, status: 'verified' },
      handedness: 'left',
    })
    expect(explainInEnglish(verified.fit.reasons, 'Asia/Kolkata', now)).toBe(
      '2 levels above you · verified level · left-handed · free Tue 9:00 your time',
    )
    expect(near.fit.score).toBe(13 * 4 + 28)
    // No published hours: no slot, and the player's own zone (no waking-hours reason).
    expect(unpublished.fit).toEqual({
      reasons: [
        { kind: 'levelsAbove', n: 2 },
        { kind: 'handedness', value: 'left' },
      ],
      score: 13 * 4,
      freeAt: null,
    })
    expect(unpublished.nextOpenSlot).toBeNull()
    // New York's 09:00 on 1 December is 14:00 UTC; 08:00–21:00 in both zones meet for 2.5 hours.
    expect(far.fit.reasons).toEqual([
      { kind: 'levelsAbove', n: 2 },
      { kind: 'handedness', value: 'left' },
      { kind: 'wakingOverlap', hours: 2.5 },
      { kind: 'freeAt', at: '2026-12-01T14:00:00.000Z' },
    ])
    expect(far.fit.score).toBe(2.5 * 4 + 28)
  })

  it('answers another player of the same level the same page, and the same player at once after a new level', async () => {
    const query = 'sport=Tennis&levelsAbove=2&handedness=left&timeZone=Asia/Kolkata'
    const first = await sparUp(query)
    const other = await signIn(t.app)
    expect((await stateLevel(other, 3)).statusCode).toBe(201)
    const same = await sparUp(query, other)
    expect(same.statusCode).toBe(200)
    expect(same.body).toBe(first.body)
    // Level 2 now: two above is level 4, where only OneAbove is.
    expect((await stateLevel(other, 2)).statusCode).toBe(200)
    const lower = await sparUp(query, other)
    expect((lower.json().data as { firstName: string }[]).map((card) => card.firstName)).toEqual(['OneAbove'])
  })

  it('filters by style, surface and language (by code, though profiles name languages), and one level above', async () => {
    // Near and Righty tie (same zone, same slot): the tie goes by id.
    const baseline = await names('sport=Tennis&levelsAbove=2&style=baseline')
    expect(baseline[0]).toBe('Verified')
    expect(baseline.slice(1).sort()).toEqual(['Near', 'Righty'])
    expect(await names('sport=Tennis&levelsAbove=2&surface=hard')).toEqual(['Near', 'Far'])
    const japanese = await sparUp('sport=Tennis&levelsAbove=2&language=JA')
    expect(japanese.json().data.map((card: { firstName: string }) => card.firstName)).toEqual(['Verified'])
    expect(japanese.json().data[0].fit.reasons).toContainEqual({ kind: 'language', value: 'ja' })
    expect(await names('sport=Tennis&levelsAbove=1')).toEqual(['OneAbove'])
  })

  it('pages with nextCursor through the same order', async () => {
    const whole = await names('sport=Tennis&levelsAbove=2')
    expect(whole).toHaveLength(5)
    const first = (await sparUp('sport=Tennis&levelsAbove=2&limit=2')).json()
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = (await sparUp(`sport=Tennis&levelsAbove=2&limit=2&cursor=${first.nextCursor}`)).json()
    const third = (await sparUp(`sport=Tennis&levelsAbove=2&limit=2&cursor=${second.nextCursor}`)).json()
    expect(third.nextCursor).toBeNull()
    expect([...first.data, ...second.data, ...third.data].map((card: { firstName: string }) => card.firstName)).toEqual(
      whole,
    )
  })

  it("moves a partner in and out as their owner's level changes, the copy on the profile written with it", async () => {
    const near = partner.Near as { id: string; owner: Person }
    const copy = async () =>
      (
        await t.db
          .select({ rallyLevel: sparringPartners.rallyLevel, levelStatus: sparringPartners.levelStatus })
          .from(sparringPartners)
          .where(eq(sparringPartners.id, near.id))
      )[0]
    expect((await stateLevel(near.owner, 4)).statusCode).toBe(200)
    expect(await copy()).toEqual({ rallyLevel: 4, levelStatus: 'self-stated' })
    expect(await names('sport=Tennis&levelsAbove=2&handedness=left')).not.toContain('Near')
    expect((await names('sport=Tennis&levelsAbove=1&handedness=left')).sort()).toEqual(['Near', 'OneAbove'])
    expect((await call('DELETE', '/v1/me/levels/Tennis', near.owner)).statusCode).toBe(204)
    expect(await copy()).toEqual({ rallyLevel: null, levelStatus: null })
    expect(await names('sport=Tennis&levelsAbove=1&handedness=left')).toEqual(['OneAbove'])
    // A new statement with evidence, verified by an operator: back, and first among the self-stated.
    const stated = await stateLevel(near.owner, 5, { kind: 'ranking-id', value: 'ITA-007' })
    expect(stated.statusCode).toBe(201)
    expect(await names('sport=Tennis&levelsAbove=2&handedness=left')).toEqual([
      'Verified',
      'Near',
      'Unpublished',
      'Far',
    ])
    expect((await call('POST', `/v1/console/levels/${stated.json().data.id}/verify`, admin)).statusCode).toBe(200)
    expect(await copy()).toEqual({ rallyLevel: 5, levelStatus: 'verified' })
    // The player's own level moving changes the target: level 4 players look for 6s, and there are none.
    expect((await stateLevel(player, 4)).statusCode).toBe(200)
    expect(await names('sport=Tennis&levelsAbove=2')).toEqual([])
    expect((await stateLevel(player, 3)).statusCode).toBe(200)
  })

  it('keeps the level of an owner who stated it before registering the profile', async () => {
    const late = await signIn(t.app)
    expect((await stateLevel(late, 5)).statusCode).toBe(201)
    const registered = await call('POST', '/v1/sparring-partners', late, {
      firstName: 'Late',
      lastName: 'Comer',
      sport: 'Tennis',
      city: 'Pune',
      country: 'India',
      handedness: 'left',
    })
    expect(registered.statusCode).toBe(201)
    expect(await names('sport=Tennis&levelsAbove=2&handedness=left')).toContain('Late')
  })
})
