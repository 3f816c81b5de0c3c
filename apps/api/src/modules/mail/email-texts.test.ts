import { languages } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { emailLanguage, emailTexts, fillText, textsFor } from './email-texts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** Every leaf string of the texts, by its path. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, prefix ? `${prefix}.${key}` : key),
  )
}

describe('e-mail texts', () => {
  const english = new Map(leaves(emailTexts.en))

  it.each(languages.map((language) => language.code))('%s has every text, with the same placeholders', (code) => {
    const texts = new Map(leaves(emailTexts[code]))
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of texts) {
      expect(text.trim(), `${code} ${key}`).not.toBe('')
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key) ?? ''))
    }
  })

  it('is translated, not copied', () => {
    for (const { code } of languages.filter((language) => language.code !== 'en')) {
      expect(emailTexts[code].subjectCreatedBooker, code).not.toBe(emailTexts.en.subjectCreatedBooker)
      expect(emailTexts[code].introCreatedRecipient, code).not.toBe(emailTexts.en.introCreatedRecipient)
    }
  })

  it('falls back to English for an unknown language, and reads a regional code as its language', () => {
    expect(textsFor('xx')).toBe(emailTexts.en)
    expect(textsFor(undefined)).toBe(emailTexts.en)
    expect(textsFor('constructor')).toBe(emailTexts.en)
    expect(emailLanguage('pt-BR')).toBe('pt')
    expect(emailLanguage('zh_CN')).toBe('zh')
    expect(textsFor('ko').subjectAccepted).toBe('예약 확정 — {name}')
  })

  it('fills placeholders wherever the language puts them', () => {
    expect(fillText(emailTexts.ja.subjectCreatedRecipient, { name: 'Asha' })).toBe('Asha さんから新しい予約リクエスト')
    expect(fillText('{name} and {other}', { name: 'A' })).toBe('A and {other}')
  })
})
