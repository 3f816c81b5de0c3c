import { bookingFees, faqGroupIds, languages } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { fillFaqValues } from '../../../modules/content/content-rules.ts'
import { faqSeedLinks, faqSeedOrder, faqSeedRows, faqSeedTexts } from './faq-seed.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const english = faqSeedTexts.en
const englishIds = Object.keys(english).sort()

describe('the FAQ Rally starts with', () => {
  it('in English answers every question of the sections, and only those', () => {
    expect(englishIds).toEqual(faqGroupIds.flatMap((group) => faqSeedOrder[group]).sort())
    expect(englishIds.length).toBeGreaterThanOrEqual(25)
  })

  for (const { code } of languages) {
    it(`in ${code} has every question of English, with the same placeholders and page links`, () => {
      const texts = faqSeedTexts[code]
      expect(Object.keys(texts).sort()).toEqual(englishIds)
      for (const id of englishIds) {
        const entry = texts[id]
        expect(entry?.question.trim(), `${code} ${id}`).not.toBe('')
        expect(placeholders(entry?.answer ?? ''), `${code} ${id}`).toEqual(placeholders(english[id]?.answer ?? ''))
        expect(Boolean(entry?.link), `${code} ${id} link`).toBe(Boolean(faqSeedLinks[id]))
        expect(fillFaqValues(entry?.answer ?? ''), `${code} ${id}`).not.toMatch(/\{\w+\}/)
      }
    })
  }

  it('takes the fees from the shared constants', () => {
    const answer = fillFaqValues(english['booking-fee']?.answer ?? '')
    expect(answer).toContain(`INR ${bookingFees.INR}`)
    expect(answer).toContain(`USD ${bookingFees.USD}`)
    expect(answer).toContain(`EUR ${bookingFees.EUR}`)
  })

  it('becomes one row per question, in the page order, with all 13 languages', () => {
    const rows = faqSeedRows()
    expect(rows.map((row) => row.slug)).toEqual(faqGroupIds.flatMap((group) => faqSeedOrder[group]))
    expect(rows.every((row) => Object.keys(row.texts).length === languages.length)).toBe(true)
    expect(rows.find((row) => row.slug === 'money-back')?.link).toBe('refundPolicy')
  })
})
