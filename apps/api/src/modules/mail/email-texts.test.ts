import { languages } from '@rally/shared'
import { translationProblems } from '@rally/shared/translation-check'
import { describe, expect, it } from 'vitest'
import { emailLanguage, emailTexts, fillText, textsFor } from './email-texts.ts'

describe('e-mail texts', () => {
  it.each(languages.map((language) => language.code))('%s has every text, with the same placeholders', (code) => {
    expect(translationProblems(emailTexts.en, emailTexts[code], { placeholder: /\{(\w+)\}/ })).toEqual([])
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
    expect(fillText(emailTexts.ja.greeting, { name: 'Asha' })).toBe('Asha 様')
    expect(fillText('{name} and {other}', { name: 'A' })).toBe('A and {other}')
  })
})
