import { describe, expect, it } from 'vitest'
import { type LevelScale, levelMessages, levelTableLines, rallyLevelFrom, stateLevelInputSchema } from './levels.ts'
import type { Sport } from './sports.ts'

/** The field errors a client receives for a body, as { path: message }. */
function fieldErrors(body: unknown): Record<string, string> {
  const result = stateLevelInputSchema.safeParse(body)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('rallyLevelFrom: each band edge of each table', () => {
  it.each<[Sport, LevelScale, number, number]>([
    ['Tennis', 'rally', 0, 0],
    ['Tennis', 'rally', 7, 7],
    ['Badminton', 'rally', 3, 3],
    // WTN: lower is better; 5.0 is still the top band, 5.1 the next.
    ['Tennis', 'wtn', 1.0, 7],
    ['Tennis', 'wtn', 5.0, 7],
    ['Tennis', 'wtn', 5.1, 6],
    ['Tennis', 'wtn', 10.0, 6],
    ['Tennis', 'wtn', 10.1, 5],
    ['Tennis', 'wtn', 16.0, 5],
    ['Tennis', 'wtn', 16.1, 4],
    ['Tennis', 'wtn', 22.0, 4],
    ['Tennis', 'wtn', 22.1, 3],
    ['Tennis', 'wtn', 28.0, 3],
    ['Tennis', 'wtn', 28.1, 2],
    ['Tennis', 'wtn', 34.0, 2],
    ['Tennis', 'wtn', 34.1, 1],
    ['Tennis', 'wtn', 40.0, 1],
    ['Tennis', 'wtn', 12.3, 5],
    // NTRP
    ['Tennis', 'ntrp', 1.5, 1],
    ['Tennis', 'ntrp', 2.0, 1],
    ['Tennis', 'ntrp', 2.5, 2],
    ['Tennis', 'ntrp', 3.0, 3],
    ['Tennis', 'ntrp', 3.5, 3],
    ['Tennis', 'ntrp', 4.0, 4],
    ['Tennis', 'ntrp', 4.5, 4],
    ['Tennis', 'ntrp', 5.0, 5],
    ['Tennis', 'ntrp', 5.5, 5],
    ['Tennis', 'ntrp', 6.0, 6],
    ['Tennis', 'ntrp', 6.5, 6],
    ['Tennis', 'ntrp', 7.0, 7],
    // Badminton national ranking
    ['Badminton', 'national', 1, 6],
    ['Badminton', 'national', 20, 6],
    ['Badminton', 'national', 21, 5],
    ['Badminton', 'national', 100, 5],
    ['Badminton', 'national', 101, 4],
    ['Badminton', 'national', 500, 4],
    ['Badminton', 'national', 501, 3],
    ['Badminton', 'national', 20_000, 3],
    // BWF world ranking
    ['Badminton', 'bwf', 1, 7],
    ['Badminton', 'bwf', 100, 7],
    ['Badminton', 'bwf', 101, 6],
    ['Badminton', 'bwf', 500, 6],
    ['Badminton', 'bwf', 501, 5],
    ['Badminton', 'bwf', 1500, 5],
  ])('%s %s %d → Rally level %d', (sport, scale, value, level) => {
    expect(rallyLevelFrom(sport, scale, value)).toBe(level)
    expect(
      stateLevelInputSchema.safeParse({ sport, scale, value, country: scale === 'national' ? 'IN' : undefined })
        .success,
    ).toBe(true)
  })

  it('refuses a scale of the other sport or a value off the scale (callers validate first)', () => {
    expect(() => rallyLevelFrom('Tennis', 'bwf', 10)).toThrow(RangeError)
    expect(() => rallyLevelFrom('Badminton', 'ntrp', 4)).toThrow(RangeError)
    expect(() => rallyLevelFrom('Tennis', 'ntrp', 4.2)).toThrow(RangeError)
  })
})

describe('stating a level: values off the scale', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['Rally level 8', { sport: 'Tennis', scale: 'rally', value: 8 }, { value: levelMessages.rally }],
    ['a value as text', { sport: 'Tennis', scale: 'ntrp', value: '4.0' }, { value: levelMessages.number }],
    ['Rally level -1', { sport: 'Badminton', scale: 'rally', value: -1 }, { value: levelMessages.rally }],
    ['Rally level 2.5', { sport: 'Tennis', scale: 'rally', value: 2.5 }, { value: levelMessages.rally }],
    ['WTN 0.9', { sport: 'Tennis', scale: 'wtn', value: 0.9 }, { value: levelMessages.wtn }],
    ['WTN 40.1', { sport: 'Tennis', scale: 'wtn', value: 40.1 }, { value: levelMessages.wtn }],
    ['WTN 12.34', { sport: 'Tennis', scale: 'wtn', value: 12.34 }, { value: levelMessages.wtn }],
    ['NTRP 1.0', { sport: 'Tennis', scale: 'ntrp', value: 1.0 }, { value: levelMessages.ntrp }],
    ['NTRP 7.5', { sport: 'Tennis', scale: 'ntrp', value: 7.5 }, { value: levelMessages.ntrp }],
    ['NTRP 4.2', { sport: 'Tennis', scale: 'ntrp', value: 4.2 }, { value: levelMessages.ntrp }],
    ['BWF position 0', { sport: 'Badminton', scale: 'bwf', value: 0 }, { value: levelMessages.position }],
    ['BWF position 3.5', { sport: 'Badminton', scale: 'bwf', value: 3.5 }, { value: levelMessages.position }],
    [
      'national position 0',
      { sport: 'Badminton', scale: 'national', value: 0, country: 'JP' },
      { value: levelMessages.position },
    ],
    [
      'national without a country',
      { sport: 'Badminton', scale: 'national', value: 12 },
      { country: levelMessages.country },
    ],
    [
      'national with an unknown country',
      { sport: 'Badminton', scale: 'national', value: 12, country: 'XX' },
      { country: levelMessages.country },
    ],
    [
      'a country with a BWF ranking',
      { sport: 'Badminton', scale: 'bwf', value: 12, country: 'JP' },
      { country: levelMessages.countryNotAllowed },
    ],
    ['NTRP for badminton', { sport: 'Badminton', scale: 'ntrp', value: 4 }, { scale: levelMessages.scaleForSport }],
    ['BWF for tennis', { sport: 'Tennis', scale: 'bwf', value: 4 }, { scale: levelMessages.scaleForSport }],
    ['an unknown scale', { sport: 'Tennis', scale: 'utr', value: 4 }, { scale: levelMessages.scale }],
    ['an unknown sport', { sport: 'Squash', scale: 'rally', value: 4 }, { sport: levelMessages.sport }],
  ])('%s', (_name, body, errors) => {
    expect(fieldErrors(body)).toEqual(errors)
  })

  it('accepts a country code in lower case and answers it in upper case', () => {
    const parsed = stateLevelInputSchema.parse({ sport: 'Badminton', scale: 'national', value: 12, country: 'jp' })
    expect(parsed.country).toBe('JP')
  })
})

describe('stating a level: evidence', () => {
  const upload = '/media/uploads/document/2026/11/0123456789abcdef0123456789abcdef.pdf'
  it.each<[LevelScale, string, string, string | null]>([
    ['wtn', 'ranking-id', '800123456', null],
    ['wtn', 'ranking-id', '1234', levelMessages.itfId],
    ['wtn', 'ranking-id', 'ITF-800123', levelMessages.itfId],
    ['ntrp', 'ranking-id', '2010123456', null],
    ['ntrp', 'ranking-id', '201012345', levelMessages.ustaId],
    ['bwf', 'ranking-id', '57945', null],
    ['bwf', 'ranking-id', '123456789', levelMessages.bwfId],
    ['national', 'ranking-id', 'BAI-2023-0042', null],
    ['national', 'ranking-id', 'ab', levelMessages.federationId],
    ['national', 'ranking-id', 'id with spaces', levelMessages.federationId],
    ['rally', 'ranking-id', 'JBA12345', null],
    ['ntrp', 'results', 'https://www.usta.com/en/home/play/player-search/profile.html#?uaid=2010123456', null],
    ['bwf', 'results', 'http://bwf.tournamentsoftware.com/player-profile/abc', null],
    ['wtn', 'results', 'javascript:alert(1)', levelMessages.resultsLink],
    ['wtn', 'results', 'ftp://example.com/results.pdf', levelMessages.resultsLink],
    ['wtn', 'results', 'www.itftennis.com/results', levelMessages.resultsLink],
    ['wtn', 'results', 'https://user@evil.example/', levelMessages.resultsLink],
    ['rally', 'document', upload, null],
    ['rally', 'document', 'scan.pdf', levelMessages.document],
    ['rally', 'document', '3f2b8c1e-8d4a-4b7e-9c2f-0a1b2c3d4e5f', levelMessages.document],
    ['rally', 'document', '/media/uploads/avatar/2026/11/0123456789abcdef0123456789abcdef.png', levelMessages.document],
    ['rally', 'certificate', upload, levelMessages.evidenceKind],
  ])('%s %s %s', (scale, kind, value, message) => {
    const sport: Sport = scale === 'wtn' || scale === 'ntrp' ? 'Tennis' : 'Badminton'
    const levelValue = scale === 'wtn' ? 20 : scale === 'ntrp' ? 4 : 3
    const body = {
      sport,
      scale,
      value: levelValue,
      country: scale === 'national' ? 'IN' : undefined,
      evidence: { kind, value },
    }
    const errors = fieldErrors(body)
    const path = kind === 'certificate' ? 'evidence.kind' : 'evidence.value'
    expect(errors).toEqual(message === null ? {} : { [path]: message })
  })
})

describe('the tables in words', () => {
  it('gives each Rally level and each band as a line for the closing note', () => {
    expect(levelTableLines()).toEqual([
      'Rally level 0: Beginner: new to the sport, learning the grip, the strokes and the rules',
      'Rally level 1: Novice: keeps a slow rally going from the middle of the court; starting to serve',
      'Rally level 2: Improver: steady rallies at a moderate pace; plays first friendly matches',
      'Rally level 3: Intermediate: directs the ball with some pace; plays club matches and social leagues',
      'Rally level 4: Advanced club player: pace, spin and a plan; plays local leagues',
      'Rally level 5: Competitive: plays regional tournaments',
      'Rally level 6: National: plays national tournaments, nationally ranked or on a college team',
      'Rally level 7: Professional / international: plays on the international tour',
      'Badminton, National ranking position 1–20 → Rally level 6',
      'Badminton, National ranking position 21–100 → Rally level 5',
      'Badminton, National ranking position 101–500 → Rally level 4',
      'Badminton, National ranking position 501 and beyond → Rally level 3',
      'Badminton, BWF world ranking position 1–100 → Rally level 7',
      'Badminton, BWF world ranking position 101–500 → Rally level 6',
      'Badminton, BWF world ranking position 501 and beyond → Rally level 5',
      'Tennis, ITF World Tennis Number (WTN) 1.0–5.0 → Rally level 7',
      'Tennis, ITF World Tennis Number (WTN) 5.1–10.0 → Rally level 6',
      'Tennis, ITF World Tennis Number (WTN) 10.1–16.0 → Rally level 5',
      'Tennis, ITF World Tennis Number (WTN) 16.1–22.0 → Rally level 4',
      'Tennis, ITF World Tennis Number (WTN) 22.1–28.0 → Rally level 3',
      'Tennis, ITF World Tennis Number (WTN) 28.1–34.0 → Rally level 2',
      'Tennis, ITF World Tennis Number (WTN) 34.1–40.0 → Rally level 1',
      'Tennis, NTRP rating 1.5–2.0 → Rally level 1',
      'Tennis, NTRP rating 2.5 → Rally level 2',
      'Tennis, NTRP rating 3.0–3.5 → Rally level 3',
      'Tennis, NTRP rating 4.0–4.5 → Rally level 4',
      'Tennis, NTRP rating 5.0–5.5 → Rally level 5',
      'Tennis, NTRP rating 6.0–6.5 → Rally level 6',
      'Tennis, NTRP rating 7.0 → Rally level 7',
    ])
  })

  it('maps every line it prints the way rallyLevelFrom does', () => {
    const bandLines = levelTableLines().filter((line) => !line.startsWith('Rally level'))
    expect(bandLines).toHaveLength(21)
    for (const line of bandLines) {
      const band = /^(Tennis|Badminton), .+? ([\d.]+)(?:–([\d.]+)| and beyond)? → Rally level (\d)$/.exec(line)
      if (!band) throw new Error(`not a band: ${line}`)
      const [, sport, from, to, level] = band
      const scale: LevelScale = line.includes('WTN')
        ? 'wtn'
        : line.includes('NTRP')
          ? 'ntrp'
          : line.includes('BWF')
            ? 'bwf'
            : 'national'
      for (const value of [from, to ?? from])
        expect(rallyLevelFrom(sport as Sport, scale, Number(value)), line).toBe(Number(level))
    }
  })
})
