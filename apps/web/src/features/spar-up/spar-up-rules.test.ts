import { readFileSync } from 'node:fs'
import path from 'node:path'
import { explainInEnglish, languages, type SparUpReason } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { createTranslator, type Texts } from '../../lib/translator.ts'
import {
  changeSparUpSearch,
  explainFit,
  readSparUpSearch,
  sparUpApiQuery,
  sparUpSearchParams,
  surfacesOf,
} from './spar-up-rules.ts'

const texts = (language: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../locales', language, 'spar-up.json'), 'utf8')) as Texts

// Sunday 29 November 2026, 08:00 UTC; the slot is Saturday 5 December, 03:30 UTC = 09:00 in Kolkata.
const now = new Date('2026-11-29T08:00:00.000Z')
const reasons: SparUpReason[] = [
  { kind: 'levelsAbove', n: 2 },
  { kind: 'levelStatus', status: 'verified' },
  { kind: 'handedness', value: 'left' },
  { kind: 'surface', value: 'clay' },
  { kind: 'freeAt', at: '2026-12-05T03:30:00.000Z' },
]

describe('readSparUpSearch', () => {
  it('reads a shared address, Tennis and 2 levels above when it names neither', () => {
    expect(readSparUpSearch(new URLSearchParams(''))).toEqual({ sport: 'Tennis', levelsAbove: 2 })
    expect(
      readSparUpSearch(
        new URLSearchParams('sport=badminton&levelsAbove=1&handedness=left&style=all-court&surface=indoor&language=JA'),
      ),
    ).toEqual({
      sport: 'Badminton',
      levelsAbove: 1,
      handedness: 'left',
      style: 'all-court',
      surface: 'indoor',
      language: 'ja',
    })
  })

  it('drops what the address should not hold, and a surface the sport is not played on', () => {
    expect(
      readSparUpSearch(new URLSearchParams('sport=Squash&levelsAbove=3&handedness=both&style=x&language=klingon')),
    ).toEqual({ sport: 'Tennis', levelsAbove: 2 })
    expect(readSparUpSearch(new URLSearchParams('sport=Badminton&surface=clay'))).toEqual({
      sport: 'Badminton',
      levelsAbove: 2,
    })
    expect(readSparUpSearch(new URLSearchParams('sport=Tennis&surface=indoor'))).toEqual({
      sport: 'Tennis',
      levelsAbove: 2,
    })
  })

  it('gives back the address it reads, and the API its query with the time zone and the cursor', () => {
    const search = { sport: 'Tennis', levelsAbove: 2, handedness: 'left', surface: 'clay' } as const
    const params = new URLSearchParams(sparUpSearchParams(search))
    expect(params.toString()).toBe('sport=Tennis&levelsAbove=2&handedness=left&surface=clay')
    expect(readSparUpSearch(params)).toEqual(search)
    expect(sparUpApiQuery(search, 'Asia/Kolkata', 'abc_1')).toBe(
      'sport=Tennis&levelsAbove=2&handedness=left&surface=clay&timeZone=Asia%2FKolkata&cursor=abc_1',
    )
  })
})

describe('changeSparUpSearch', () => {
  it('clears a filter, and a surface when the sport changes to badminton', () => {
    const search = { sport: 'Tennis', levelsAbove: 2, handedness: 'left', surface: 'clay' } as const
    expect(changeSparUpSearch(search, { handedness: undefined })).toEqual({
      sport: 'Tennis',
      levelsAbove: 2,
      surface: 'clay',
    })
    expect(changeSparUpSearch(search, { sport: 'Badminton' })).toEqual({
      sport: 'Badminton',
      levelsAbove: 2,
      handedness: 'left',
    })
    expect(surfacesOf('Badminton')).toEqual(['indoor'])
    expect(surfacesOf('Tennis')).toEqual(['hard', 'clay', 'grass', 'carpet'])
  })
})

describe('explainFit', () => {
  it('reads in English as the shared rules write it, the slot in the player’s zone', () => {
    const context = { t: createTranslator('en', texts('en')), language: 'en', timeZone: 'Asia/Kolkata', now }
    expect(explainFit(reasons, context)).toBe(
      '2 levels above you · verified level · left-handed · clay · free Sat 9:00 AM your time',
    )
    // The same reasons, in the same order, as explainInEnglish gives them (its slot is written en-GB).
    expect(explainInEnglish(reasons, 'Asia/Kolkata', now)).toBe(
      '2 levels above you · verified level · left-handed · clay · free Sat 9:00 your time',
    )
  })

  it('gives the date too for a slot six days or more ahead, where a weekday alone would mislead', () => {
    const context = { t: createTranslator('en', texts('en')), language: 'en', timeZone: 'America/New_York', now }
    expect(explainFit([{ kind: 'freeAt', at: '2026-12-01T14:00:00.000Z' }], context)).toBe('free Tue 9:00 AM your time')
    expect(explainFit([{ kind: 'freeAt', at: '2026-12-08T14:00:00.000Z' }], context)).toBe(
      'free Tue, Dec 8, 9:00 AM your time',
    )
    const ja = { t: createTranslator('ja', texts('ja')), language: 'ja', timeZone: 'Asia/Tokyo', now }
    expect(explainFit([{ kind: 'freeAt', at: '2026-12-05T00:00:00.000Z' }], ja)).toBe(
      'あなたの時間で9:00 (土)に空きあり',
    )
  })

  it('writes every reason in each of the 13 languages, with no key or placeholder left', () => {
    const every: SparUpReason[] = [
      { kind: 'levelsAbove', n: 1 },
      { kind: 'levelsAbove', n: 2 },
      { kind: 'levelStatus', status: 'verified' },
      { kind: 'levelStatus', status: 'coach-confirmed' },
      { kind: 'handedness', value: 'right' },
      { kind: 'style', value: 'serve-and-volley' },
      { kind: 'surface', value: 'grass' },
      { kind: 'language', value: 'ja' },
      { kind: 'wakingOverlap', hours: 1 },
      { kind: 'wakingOverlap', hours: 5.5 },
      { kind: 'freeAt', at: '2026-11-30T03:30:00.000Z' },
    ]
    for (const { code } of languages) {
      const t = createTranslator(code, texts(code))
      const text = explainFit(every, { t, language: code, timeZone: 'UTC', now })
      expect(text, code).not.toMatch(/sparUp\.|\{\{|undefined/)
      expect(text.split(t('sparUp.reasons.separator')), code).toHaveLength(every.length)
    }
  })

  it('names the language and the hours in the reader’s language', () => {
    const ja = { t: createTranslator('ja', texts('ja')), language: 'ja', timeZone: 'Asia/Tokyo', now }
    expect(explainFit([{ kind: 'language', value: 'en' }], ja)).toBe('英語が話せる')
    const en = { t: createTranslator('en', texts('en')), language: 'en', timeZone: 'UTC', now }
    expect(
      explainFit(
        [
          { kind: 'levelsAbove', n: 1 },
          { kind: 'language', value: 'ja' },
          { kind: 'wakingOverlap', hours: 1 },
          { kind: 'wakingOverlap', hours: 6.25 },
        ],
        en,
      ),
    ).toBe('1 level above you · speaks Japanese · 1 waking hour in common · 6.25 waking hours in common')
  })
})
