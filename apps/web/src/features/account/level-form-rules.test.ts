import { describeStatedLevel, levelScaleNames, rallyLevelMeanings } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import english from '../../locales/en/levels.json'
import {
  decimalSeparator,
  formatLevelValue,
  levelFormStart,
  parseLevelValue,
  previewRallyLevel,
  statedLevelText,
  toStateLevelInput,
} from './level-form-rules.ts'

describe('the level form', () => {
  it('knows which languages write a decimal comma', () => {
    expect(['de', 'fr', 'es', 'it', 'pt', 'id', 'ru'].map(decimalSeparator)).toEqual([
      ',',
      ',',
      ',',
      ',',
      ',',
      ',',
      ',',
    ])
    expect(['en', 'ja', 'zh', 'th', 'ko', 'ms'].map(decimalSeparator)).toEqual(['.', '.', '.', '.', '.', '.'])
  })

  it.each([
    ['4.5', 'en', 4.5],
    ['4,5', 'de', 4.5],
    ['4.5', 'de', 4.5],
    [' 12 ', 'fr', 12],
    ['4,5', 'en', Number.NaN],
    ['1,000', 'en', Number.NaN],
    ['4,5,1', 'de', Number.NaN],
    ['', 'en', Number.NaN],
    ['-3', 'en', Number.NaN],
    ['four', 'en', Number.NaN],
  ])('reads %j in %s as %d', (text, language, expected) => {
    expect(parseLevelValue(text, language)).toBe(expected)
  })

  it('writes a value the way the language does, tenths for WTN and NTRP only', () => {
    expect(formatLevelValue('ntrp', 4.5, 'de')).toBe('4,5')
    expect(formatLevelValue('wtn', 12, 'en')).toBe('12.0')
    expect(formatLevelValue('national', 1200, 'en')).toBe('1200')
    expect(formatLevelValue('rally', 3, 'ja')).toBe('3')
  })

  it('previews the Rally level of a value on its scale, and none off it', () => {
    expect(previewRallyLevel('Tennis', 'ntrp', '4,5', 'fr')).toBe(4)
    expect(previewRallyLevel('Tennis', 'wtn', '4.9', 'en')).toBe(7)
    expect(previewRallyLevel('Badminton', 'national', '15', 'en')).toBe(6)
    expect(previewRallyLevel('Tennis', 'ntrp', '4.2', 'en')).toBeNull()
    expect(previewRallyLevel('Tennis', 'ntrp', '', 'en')).toBeNull()
  })

  it('sends a country only with a national ranking and evidence only when a kind is chosen', () => {
    const evidence = { kind: '' as const, value: 'ignored' }
    expect(toStateLevelInput('Tennis', { scale: 'ntrp', value: '4,5', country: 'DE', evidence }, 'de')).toEqual({
      sport: 'Tennis',
      scale: 'ntrp',
      value: 4.5,
    })
    expect(
      toStateLevelInput(
        'Badminton',
        { scale: 'national', value: '12', country: 'JP', evidence: { kind: 'ranking-id', value: ' JP-123 ' } },
        'ja',
      ),
    ).toEqual({
      sport: 'Badminton',
      scale: 'national',
      value: 12,
      country: 'JP',
      evidence: { kind: 'ranking-id', value: 'JP-123' },
    })
  })

  it('says a stated level as the shared description does, in the reader’s number writing', () => {
    const english = (scale: string) => ({ ntrp: 'NTRP rating', national: 'National ranking position' })[scale] ?? scale
    expect(statedLevelText(english, { scale: 'ntrp', value: 4.5, country: null }, 'en')).toBe(
      describeStatedLevel({ scale: 'ntrp', value: 4.5, country: null }),
    )
    expect(statedLevelText(english, { scale: 'national', value: 12, country: 'JP' }, 'en')).toBe(
      'National ranking position 12 (JP)',
    )
    expect(statedLevelText(() => 'NTRP', { scale: 'ntrp', value: 4.5, country: null }, 'de')).toBe('NTRP 4,5')
  })

  it('starts from the stated level in the reader’s writing, or the sport’s first scale', () => {
    expect(levelFormStart('Tennis', undefined, 'en').scale).toBe('ntrp')
    expect(levelFormStart('Badminton', undefined, 'en').scale).toBe('rally')
  })
})

describe('the English level texts', () => {
  it('are the shared meanings and scale names, word for word, so the page and the API say the same', () => {
    expect(english.levels.meanings).toEqual(rallyLevelMeanings)
    expect(english.levels.scales).toEqual(levelScaleNames)
  })
})
