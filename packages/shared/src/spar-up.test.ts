import { describe, expect, it } from 'vitest'
import {
  explainInEnglish,
  matchSparUpPartners,
  type SparUpCandidate,
  type SparUpNeeds,
  type SparUpPlayer,
  sparUpMessages,
  sparUpQuerySchema,
  timeZoneOffsetMinutes,
  wakingOverlapHours,
} from './spar-up.ts'

/** Sunday 29 November 2026, 15:30 in Kolkata. */
const now = new Date('2026-11-29T10:00:00Z')
const player: SparUpPlayer = { id: 'me', sport: 'Tennis', level: 3, timeZone: 'Asia/Kolkata' }
/** Saturday 5 December, 9:00 in Kolkata. */
const saturdayNine = '2026-12-05T03:30:00Z'

const partner = (id: string, fields: Partial<SparUpCandidate>): SparUpCandidate => ({
  id,
  level: 5,
  levelStatus: 'self-stated',
  handedness: 'left',
  style: 'baseline',
  surfaces: ['clay'],
  languages: ['en', 'hi'],
  timeZone: 'Asia/Kolkata',
  openSlots: null,
  ...fields,
})

/** One player at Rally level 3 in Kolkata, and the partners the search would hand the rules. */
const partners: SparUpCandidate[] = [
  partner('ana', { levelStatus: 'verified', openSlots: [saturdayNine] }),
  partner('bea', { openSlots: [saturdayNine, '2026-12-06T03:30:00Z'] }),
  partner('cho', {
    levelStatus: 'coach-confirmed',
    surfaces: ['hard', 'clay'],
    languages: ['ja', 'en'],
    timeZone: 'Asia/Tokyo',
  }),
  partner('dev', { levelStatus: 'verified', style: 'serve-and-volley', timeZone: 'America/New_York', openSlots: [] }),
  partner('eli', { levelStatus: 'verified', timeZone: 'Europe/London', openSlots: ['2026-11-30T09:00:00Z'] }),
  partner('fay', { levelStatus: 'verified', timeZone: 'Asia/Dubai', openSlots: ['2026-12-08T12:00:00Z'] }),
  partner('gus', { level: 4, levelStatus: 'verified', openSlots: [saturdayNine] }),
  partner('hal', { level: 6, levelStatus: 'verified', openSlots: [saturdayNine] }),
  partner('ivy', { handedness: 'right', levelStatus: 'verified', openSlots: [saturdayNine] }),
  partner('jon', { handedness: null, levelStatus: 'verified' }),
  partner('kai', { surfaces: ['hard', 'grass'], levelStatus: 'verified' }),
  // A past slot and one 15 days on: neither is an open slot in the next 14 days.
  partner('kim', { timeZone: 'Asia/Kathmandu', openSlots: ['2026-11-28T03:30:00Z', '2026-12-14T10:00:00Z'] }),
  partner('lou', { openSlots: [saturdayNine] }),
  partner('me', { level: 5 }),
]

const needs: SparUpNeeds = { levelsAbove: 2, handedness: 'left', surface: 'clay' }

describe('spar up: a player at level 3 asks for a left-hander on clay, 2 levels above', () => {
  const results = matchSparUpPartners(player, needs, partners, now)

  it('keeps exactly the partners at level 5 who are left-handed and play on clay, best first', () => {
    expect(results.map((r) => r.id)).toEqual(['ana', 'eli', 'fay', 'dev', 'cho', 'bea', 'lou', 'kim'])
  })

  it('ranks a verified level first, then waking hours in common and the first open slot', () => {
    expect(results.map((r) => [r.id, r.score, r.wakingOverlapHours, r.freeAt])).toEqual([
      ['ana', 270, 13, saturdayNine], // verified 200 + 13 h × 4 + a slot in 5 days: 28 − 10
      ['eli', 258, 7.5, '2026-11-30T09:00:00Z'], // 200 + 30 + tomorrow 28
      ['fay', 256, 11.5, '2026-12-08T12:00:00Z'], // 200 + 46 + in 9 days 10
      ['dev', 210, 2.5, null], // availability published, nothing open
      ['cho', 138, 9.5, null], // coach-confirmed 100 + 38, no availability published
      ['bea', 70, 13, saturdayNine],
      ['lou', 70, 13, saturdayNine], // the same score as bea: the id decides
      ['kim', 51, 12.75, null],
    ])
  })

  it('explains each result in English, in the player’s time zone', () => {
    expect(results.map((r) => [r.id, explainInEnglish(r.reasons, player.timeZone, now)])).toEqual([
      ['ana', '2 levels above you · verified level · left-handed · clay · free Sat 9:00 your time'],
      [
        'eli',
        '2 levels above you · verified level · left-handed · clay · 7.5 waking hours in common · free Mon 14:30 your time',
      ],
      [
        'fay',
        '2 levels above you · verified level · left-handed · clay · 11.5 waking hours in common · free Tue 8 Dec 17:30 your time',
      ],
      ['dev', '2 levels above you · verified level · left-handed · clay · 2.5 waking hours in common'],
      ['cho', '2 levels above you · level confirmed by a coach · left-handed · clay · 9.5 waking hours in common'],
      ['bea', '2 levels above you · left-handed · clay · free Sat 9:00 your time'],
      ['lou', '2 levels above you · left-handed · clay · free Sat 9:00 your time'],
      ['kim', '2 levels above you · left-handed · clay · 12.75 waking hours in common'],
    ])
  })

  it('gives the reasons as data, for the web to translate', () => {
    expect(results.find((r) => r.id === 'bea')?.reasons).toEqual([
      { kind: 'levelsAbove', n: 2 },
      { kind: 'handedness', value: 'left' },
      { kind: 'surface', value: 'clay' },
      { kind: 'freeAt', at: saturdayNine },
    ])
  })

  it('shows the same slot in another player’s zone in theirs', () => {
    const bea = results.find((r) => r.id === 'bea')
    expect(explainInEnglish(bea?.reasons ?? [], 'Europe/Berlin')).toBe(
      '2 levels above you · left-handed · clay · free Sat 4:30 your time',
    )
  })

  it('answers the same list whatever the order of the partners', () => {
    const reversed = matchSparUpPartners(player, needs, [...partners].reverse(), now)
    const rotated = matchSparUpPartners(player, needs, [...partners.slice(5), ...partners.slice(0, 5)], now)
    expect(reversed).toEqual(results)
    expect(rotated).toEqual(results)
  })

  it('ranks a partner with an open slot above the same partner without one', () => {
    const [withSlot, withoutSlot] = matchSparUpPartners(
      player,
      needs,
      [partner('a-none', { openSlots: null }), partner('z-slot', { openSlots: ['2026-12-12T03:30:00Z'] })],
      now,
    )
    expect([withSlot?.id, withoutSlot?.id]).toEqual(['z-slot', 'a-none'])
  })

  it('ranks an earlier slot above a later one', () => {
    const order = matchSparUpPartners(
      player,
      needs,
      [
        partner('a-later', { openSlots: ['2026-12-10T03:30:00Z'] }),
        partner('z-sooner', { openSlots: ['2026-12-01T03:30:00Z', '2026-12-10T03:30:00Z'] }),
      ],
      now,
    ).map((r) => [r.id, r.freeAt])
    expect(order).toEqual([
      ['z-sooner', '2026-12-01T03:30:00Z'],
      ['a-later', '2026-12-10T03:30:00Z'],
    ])
  })
})

describe('spar up: the level asked for', () => {
  it('with 2 asked, a partner 1 level above does not fit (nor 3)', () => {
    const ids = matchSparUpPartners(player, { levelsAbove: 2 }, partners, now).map((r) => r.id)
    expect(ids).not.toContain('gus')
    expect(ids).not.toContain('hal')
  })

  it('with 1 asked, only partners exactly 1 level above fit', () => {
    const results = matchSparUpPartners(player, { levelsAbove: 1 }, partners, now)
    expect(results.map((r) => [r.id, explainInEnglish(r.reasons, player.timeZone, now)])).toEqual([
      ['gus', '1 level above you · verified level · free Sat 9:00 your time'],
    ])
  })

  it('without handedness, style or surface asked, every partner 2 levels above fits but the player', () => {
    const ids = matchSparUpPartners(player, { levelsAbove: 2 }, partners, now).map((r) => r.id)
    expect(ids).toEqual(['ana', 'ivy', 'eli', 'fay', 'jon', 'kai', 'dev', 'cho', 'bea', 'lou', 'kim'])
  })

  it('finds nobody above the top of the scale', () => {
    const top = { ...player, level: 6 as const }
    expect(matchSparUpPartners(top, { levelsAbove: 2 }, [partner('x', { level: 7 })], now)).toEqual([])
    expect(matchSparUpPartners(top, { levelsAbove: 1 }, [partner('x', { level: 7 })], now).map((r) => r.id)).toEqual([
      'x',
    ])
  })

  it('filters by style and language, and says so', () => {
    const style = matchSparUpPartners(player, { levelsAbove: 2, style: 'serve-and-volley' }, partners, now)
    expect(style.map((r) => explainInEnglish(r.reasons, player.timeZone, now))).toEqual([
      '2 levels above you · verified level · serve and volley · 2.5 waking hours in common',
    ])
    const language = matchSparUpPartners(player, { levelsAbove: 2, language: 'JA' }, partners, now)
    expect(language.map((r) => explainInEnglish(r.reasons, player.timeZone, now))).toEqual([
      '2 levels above you · level confirmed by a coach · speaks Japanese · 9.5 waking hours in common',
    ])
  })
})

describe('waking hours in common (08:00–21:00 local in both zones)', () => {
  it.each<[string, string, string, number]>([
    ['Asia/Kolkata', 'Asia/Kolkata', '2026-11-29T10:00:00Z', 13],
    ['Asia/Kolkata', 'Asia/Tokyo', '2026-11-29T10:00:00Z', 9.5],
    ['Asia/Kolkata', 'Europe/London', '2026-11-29T10:00:00Z', 7.5],
    ['Asia/Kolkata', 'America/New_York', '2026-11-29T10:00:00Z', 2.5],
    ['Asia/Kolkata', 'Australia/Sydney', '2026-11-29T10:00:00Z', 7.5],
    ['Asia/Kolkata', 'Asia/Kathmandu', '2026-11-29T10:00:00Z', 12.75],
    ['Asia/Kolkata', 'Pacific/Honolulu', '2026-11-29T10:00:00Z', 4.5],
    // 14 h apart: London's evening (18:00–21:00) is Kiritimati's next morning.
    ['Europe/London', 'Pacific/Kiritimati', '2026-11-29T10:00:00Z', 3],
    ['America/Los_Angeles', 'Asia/Tokyo', '2026-11-29T10:00:00Z', 6], // LA 15:00–21:00 is Tokyo 08:00–14:00
    // 13 h apart (Auckland in its summer): the least two 13-hour days can share, 19:00–21:00 in London.
    ['Europe/London', 'Pacific/Auckland', '2026-11-29T10:00:00Z', 2],
    // In summer London is an hour ahead of UTC, and New York of its winter time: the offsets of `now` count.
    ['Europe/London', 'America/New_York', '2026-07-01T12:00:00Z', 8],
    ['Europe/London', 'America/New_York', '2026-11-29T10:00:00Z', 8],
    ['Europe/London', 'America/New_York', '2026-03-20T12:00:00Z', 9], // New York has changed its clocks, London not yet
  ])('%s and %s at %s: %d h', (a, b, at, hours) => {
    expect(wakingOverlapHours(a, b, new Date(at))).toBe(hours)
    expect(wakingOverlapHours(b, a, new Date(at))).toBe(hours)
  })
})

describe('timeZoneOffsetMinutes', () => {
  it('changes on the minute a zone changes its clocks, however often it was asked just before', () => {
    // London moves to summer time at 01:00 UTC on 29 March 2026.
    for (const minute of ['00:00', '00:14', '00:45', '00:59']) {
      expect(timeZoneOffsetMinutes('Europe/London', new Date(`2026-03-29T${minute}:59.999Z`))).toBe(0)
    }
    expect(timeZoneOffsetMinutes('Europe/London', new Date('2026-03-29T01:00:00Z'))).toBe(60)
    expect(timeZoneOffsetMinutes('Asia/Kathmandu', new Date('2026-03-29T01:00:00Z'))).toBe(345)
    // Lord Howe moves by half an hour: at 02:00 local (15:30 UTC) on 4 October 2026.
    expect(timeZoneOffsetMinutes('Australia/Lord_Howe', new Date('2026-10-03T15:29:59Z'))).toBe(630)
    expect(timeZoneOffsetMinutes('Australia/Lord_Howe', new Date('2026-10-03T15:30:00Z'))).toBe(660)
  })
})

describe('sparUpQuerySchema', () => {
  it('defaults to 2 levels above, 20 results and the UTC time zone', () => {
    expect(sparUpQuerySchema.parse({ sport: 'tennis' })).toEqual({
      sport: 'Tennis',
      levelsAbove: 2,
      limit: 20,
      timeZone: 'UTC',
    })
  })

  it('reads a query string', () => {
    expect(
      sparUpQuerySchema.parse({
        sport: 'Badminton',
        levelsAbove: '1',
        handedness: 'left',
        style: 'doubles-specialist',
        surface: 'indoor',
        language: 'JA',
        limit: '50',
        cursor: 'abc_123',
        timeZone: 'Asia/Tokyo',
      }),
    ).toEqual({
      sport: 'Badminton',
      levelsAbove: 1,
      handedness: 'left',
      style: 'doubles-specialist',
      surface: 'indoor',
      language: 'ja',
      limit: 50,
      cursor: 'abc_123',
      timeZone: 'Asia/Tokyo',
    })
  })

  it.each<[Record<string, string>, string, string]>([
    [{ levelsAbove: '3' }, 'levelsAbove', sparUpMessages.levelsAbove],
    [{ levelsAbove: 'two' }, 'levelsAbove', sparUpMessages.levelsAbove],
    [{ handedness: 'both' }, 'handedness', sparUpMessages.handedness],
    [{ style: 'pusher' }, 'style', sparUpMessages.style],
    [{ surface: 'sand' }, 'surface', sparUpMessages.surface],
    [{ language: 'japanese' }, 'language', sparUpMessages.language],
    [{ limit: '51' }, 'limit', sparUpMessages.limit],
    [{ limit: '0' }, 'limit', sparUpMessages.limit],
    [{ cursor: 'a b' }, 'cursor', sparUpMessages.cursor],
  ])('%o is refused on %s', (query, field, message) => {
    const result = sparUpQuerySchema.safeParse({ sport: 'tennis', ...query })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]])
  })
})
